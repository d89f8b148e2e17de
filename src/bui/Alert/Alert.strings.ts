import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  alertPrefixInfo: 'Information:',
  alertPrefixSuccess: 'Success:',
  alertPrefixWarning: 'Warning:',
  alertPrefixDanger: 'Error:',
  alertDismiss: 'Dismiss message',
} satisfies Record<string, Message>;

export const alertStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    alertPrefixInfo: 'Informatie:',
    alertPrefixSuccess: 'Gelukt:',
    alertPrefixWarning: 'Waarschuwing:',
    alertPrefixDanger: 'Fout:',
    alertDismiss: 'Melding sluiten',
  },
  'de-DE': {
    alertPrefixInfo: 'Hinweis:',
    alertPrefixSuccess: 'Erfolg:',
    alertPrefixWarning: 'Warnung:',
    alertPrefixDanger: 'Fehler:',
    alertDismiss: 'Meldung schließen',
  },
  'es-ES': {
    alertPrefixInfo: 'Información:',
    alertPrefixSuccess: 'Correcto:',
    alertPrefixWarning: 'Aviso:',
    alertPrefixDanger: 'Error:',
    alertDismiss: 'Cerrar mensaje',
  },
  'ar-AE': {
    alertPrefixInfo: 'معلومة:',
    alertPrefixSuccess: 'تم بنجاح:',
    alertPrefixWarning: 'تحذير:',
    alertPrefixDanger: 'خطأ:',
    alertDismiss: 'إغلاق الرسالة',
  },
});
