import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  contextMenuMore: 'More actions',
} satisfies Record<string, Message>;

export const contextMenuStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    contextMenuMore: 'Meer acties',
  },
  'de-DE': {
    contextMenuMore: 'Weitere Aktionen',
  },
  'es-ES': {
    contextMenuMore: 'Más acciones',
  },
  'ar-AE': {
    contextMenuMore: 'مزيد من الإجراءات',
  },
});
