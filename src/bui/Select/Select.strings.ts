import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  selectPlaceholder: 'Select an option',
  selectNoOptions: 'No options available',
} satisfies Record<string, Message>;

export const selectStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    selectPlaceholder: 'Kies een optie',
    selectNoOptions: 'Geen opties beschikbaar',
  },
  'de-DE': {
    selectPlaceholder: 'Option auswählen',
    selectNoOptions: 'Keine Optionen verfügbar',
  },
  'es-ES': {
    selectPlaceholder: 'Selecciona una opción',
    selectNoOptions: 'No hay opciones disponibles',
  },
  'ar-AE': {
    selectPlaceholder: 'اختر خيارًا',
    selectNoOptions: 'لا توجد خيارات متاحة',
  },
});
