import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  switchSaving: 'Saving',
} satisfies Record<string, Message>;

export const switchStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    switchSaving: 'Wordt opgeslagen',
  },
  'de-DE': {
    switchSaving: 'Wird gespeichert',
  },
  'es-ES': {
    switchSaving: 'Guardando',
  },
  'ar-AE': {
    switchSaving: 'جارٍ الحفظ',
  },
});
