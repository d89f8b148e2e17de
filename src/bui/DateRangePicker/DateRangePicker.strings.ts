import {defineStrings} from '../internal/i18n';
import {datePickerStrings} from '../DatePicker/DatePicker.strings';
import type {Message} from '../internal/i18n/types';

const enUS = {
  dateRangeChoose: 'Choose dates',
  dateRangeChange: ({dates}: {dates: string}) => `Change dates, ${dates}`,
  dateEndBeforeStart: 'The end date is before the start date',
} satisfies Record<string, Message>;

export const dateRangePickerStrings = /* @__PURE__ */ defineStrings(
  {
    'en-US': enUS,
    'nl-NL': {
      dateRangeChoose: 'Datums kiezen',
      dateRangeChange: ({dates}) => `Datums wijzigen, ${dates}`,
      dateEndBeforeStart: 'De einddatum ligt vóór de begindatum',
    },
    'de-DE': {
      dateRangeChoose: 'Zeitraum auswählen',
      dateRangeChange: ({dates}) => `Zeitraum ändern, ${dates}`,
      dateEndBeforeStart: 'Das Enddatum liegt vor dem Startdatum',
    },
    'es-ES': {
      dateRangeChoose: 'Elegir fechas',
      dateRangeChange: ({dates}) => `Cambiar fechas, ${dates}`,
      dateEndBeforeStart: 'La fecha de fin es anterior a la de inicio',
    },
    'ar-AE': {
      dateRangeChoose: 'اختيار التواريخ',
      dateRangeChange: ({dates}) => `تغيير التواريخ، ${dates}`,
      dateEndBeforeStart: 'تاريخ الانتهاء يسبق تاريخ البدء',
    },
  },
  datePickerStrings,
);
