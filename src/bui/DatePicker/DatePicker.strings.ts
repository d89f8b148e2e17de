import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  dateExample: ({example}: {example: string}) => `For example ${example}`,
  dateChoose: 'Choose date',
  dateChange: ({date}: {date: string}) => `Change date, ${date}`,
  dateUnavailable: ({date}: {date: string}) => `${date} is not available. Choose another day`,
  dateBetween: ({from, to}: {from: string; to: string}) => `Choose a date from ${from} to ${to}`,
  dateOnOrAfter: ({date}: {date: string}) => `Choose a date on or after ${date}`,
  dateOnOrBefore: ({date}: {date: string}) => `Choose a date on or before ${date}`,
} satisfies Record<string, Message>;

export const datePickerStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    dateExample: ({example}) => `Bijvoorbeeld ${example}`,
    dateChoose: 'Datum kiezen',
    dateChange: ({date}) => `Datum wijzigen, ${date}`,
    dateUnavailable: ({date}) => `${date} is niet beschikbaar. Kies een andere dag`,
    dateBetween: ({from, to}) => `Kies een datum van ${from} tot en met ${to}`,
    dateOnOrAfter: ({date}) => `Kies ${date} of een latere datum`,
    dateOnOrBefore: ({date}) => `Kies ${date} of een eerdere datum`,
  },
  'de-DE': {
    dateExample: ({example}) => `Zum Beispiel ${example}`,
    dateChoose: 'Datum auswählen',
    dateChange: ({date}) => `Datum ändern, ${date}`,
    dateUnavailable: ({date}) => `Der ${date} ist nicht verfügbar. Wählen Sie einen anderen Tag`,
    dateBetween: ({from, to}) => `Wählen Sie ein Datum vom ${from} bis zum ${to}`,
    dateOnOrAfter: ({date}) => `Wählen Sie den ${date} oder ein späteres Datum`,
    dateOnOrBefore: ({date}) => `Wählen Sie den ${date} oder ein früheres Datum`,
  },
  'es-ES': {
    dateExample: ({example}) => `Por ejemplo, ${example}`,
    dateChoose: 'Elegir fecha',
    dateChange: ({date}) => `Cambiar fecha, ${date}`,
    dateUnavailable: ({date}) => `El ${date} no está disponible. Elige otro día`,
    dateBetween: ({from, to}) => `Elige una fecha entre el ${from} y el ${to}`,
    dateOnOrAfter: ({date}) => `Elige el ${date} o una fecha posterior`,
    dateOnOrBefore: ({date}) => `Elige el ${date} o una fecha anterior`,
  },
  'ar-AE': {
    dateExample: ({example}) => `مثال: ${example}`,
    dateChoose: 'اختيار التاريخ',
    dateChange: ({date}) => `تغيير التاريخ، ${date}`,
    dateUnavailable: ({date}) => `${date} غير متاح. اختر يومًا آخر`,
    dateBetween: ({from, to}) => `اختر تاريخًا من ${from} إلى ${to}`,
    dateOnOrAfter: ({date}) => `اختر ${date} أو تاريخًا لاحقًا`,
    dateOnOrBefore: ({date}) => `اختر ${date} أو تاريخًا سابقًا`,
  },
});
