import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  buttonSplitMore: 'More options',
} satisfies Record<string, Message>;

export const buttonSplitStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    buttonSplitMore: 'Meer opties',
  },
  'de-DE': {
    buttonSplitMore: 'Weitere Optionen',
  },
  'es-ES': {
    buttonSplitMore: 'Más opciones',
  },
  'ar-AE': {
    buttonSplitMore: 'مزيد من الخيارات',
  },
});
