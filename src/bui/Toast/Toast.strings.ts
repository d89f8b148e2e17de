import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  toastRegion: 'Notifications',
  toastDismiss: 'Dismiss',
} satisfies Record<string, Message>;

export const toastStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    toastRegion: 'Meldingen',
    toastDismiss: 'Sluiten',
  },
  'de-DE': {
    toastRegion: 'Benachrichtigungen',
    toastDismiss: 'Schließen',
  },
  'es-ES': {
    toastRegion: 'Notificaciones',
    toastDismiss: 'Cerrar',
  },
  'ar-AE': {
    toastRegion: 'الإشعارات',
    toastDismiss: 'إغلاق',
  },
});
