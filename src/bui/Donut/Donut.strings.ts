import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  donutNoData: 'No data',
  donutLegend: ({label}: {label: string}) => `${label} legend`,
  donutSummaryEmpty: ({label}: {label: string}) => `${label}: no data`,
  donutSummary: ({label, parts, sum}: {label: string; parts: string; sum: string}) =>
    `${label}: ${parts} (total ${sum})`,
} satisfies Record<string, Message>;

export const donutStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    donutNoData: 'Geen gegevens',
    donutLegend: ({label}) => `Legenda: ${label}`,
    donutSummaryEmpty: ({label}) => `${label}: geen gegevens`,
    donutSummary: ({label, parts, sum}) => `${label}: ${parts} (totaal ${sum})`,
  },
  'de-DE': {
    donutNoData: 'Keine Daten',
    donutLegend: ({label}) => `Legende: ${label}`,
    donutSummaryEmpty: ({label}) => `${label}: keine Daten`,
    donutSummary: ({label, parts, sum}) => `${label}: ${parts} (insgesamt ${sum})`,
  },
  'es-ES': {
    donutNoData: 'Sin datos',
    donutLegend: ({label}) => `Leyenda de ${label}`,
    donutSummaryEmpty: ({label}) => `${label}: sin datos`,
    donutSummary: ({label, parts, sum}) => `${label}: ${parts} (${sum} en total)`,
  },
  'ar-AE': {
    donutNoData: 'لا توجد بيانات',
    donutLegend: ({label}) => `وسيلة إيضاح ${label}`,
    donutSummaryEmpty: ({label}) => `${label}: لا توجد بيانات`,
    donutSummary: ({label, parts, sum}) => `${label}: ${parts} (الإجمالي ${sum})`,
  },
});
