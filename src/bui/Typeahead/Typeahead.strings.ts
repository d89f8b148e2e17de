import {defineStrings} from '../internal/i18n';
import type {Message, MessageFormatter} from '../internal/i18n/types';

const enUS = {
  typeaheadMinLength: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {
      one: `Type at least ${f.number(count)} character to search`,
      other: `Type at least ${f.number(count)} characters to search`,
    }),
  typeaheadSearching: 'Searching…',
  typeaheadSearchingLabel: 'Searching',
  typeaheadLoadError: "Couldn't load suggestions",
  typeaheadNoMatches: ({query}: {query: string}) => `No matches for '${query}'`,
  typeaheadNoMatchesSpelling: ({query}: {query: string}) => `No matches for '${query}'. Check the spelling`,
  typeaheadMaxChosen: ({count}: {count: number}, f: MessageFormatter) => `Maximum of ${f.number(count)} chosen`,
  typeaheadClear: 'Clear',
  typeaheadChosen: ({label}: {label: string}) => `${label}: chosen`,
} satisfies Record<string, Message>;

export const typeaheadStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    typeaheadMinLength: ({count}, f) =>
      f.plural(count, {
        one: `Typ minstens ${f.number(count)} teken om te zoeken`,
        other: `Typ minstens ${f.number(count)} tekens om te zoeken`,
      }),
    typeaheadSearching: 'Zoeken…',
    typeaheadSearchingLabel: 'Zoeken',
    typeaheadLoadError: 'Suggesties konden niet worden geladen',
    typeaheadNoMatches: ({query}) => `Geen resultaten voor '${query}'`,
    typeaheadNoMatchesSpelling: ({query}) => `Geen resultaten voor '${query}'. Controleer de spelling`,
    typeaheadMaxChosen: ({count}, f) => `Maximaal ${f.number(count)} gekozen`,
    typeaheadClear: 'Wissen',
    typeaheadChosen: ({label}) => `${label}: gekozen`,
  },
  'de-DE': {
    typeaheadMinLength: ({count}, f) =>
      f.plural(count, {
        one: `Geben Sie mindestens ${f.number(count)} Zeichen ein, um zu suchen`,
        other: `Geben Sie mindestens ${f.number(count)} Zeichen ein, um zu suchen`,
      }),
    typeaheadSearching: 'Suche läuft…',
    typeaheadSearchingLabel: 'Suche läuft',
    typeaheadLoadError: 'Vorschläge konnten nicht geladen werden',
    typeaheadNoMatches: ({query}) => `Keine Treffer für „${query}“`,
    typeaheadNoMatchesSpelling: ({query}) => `Keine Treffer für „${query}“. Prüfen Sie die Schreibweise`,
    typeaheadMaxChosen: ({count}, f) => `Höchstzahl von ${f.number(count)} erreicht`,
    typeaheadClear: 'Eingabe löschen',
    typeaheadChosen: ({label}) => `${label}: ausgewählt`,
  },
  'es-ES': {
    typeaheadMinLength: ({count}, f) =>
      f.plural(count, {
        one: `Escribe al menos ${f.number(count)} carácter para buscar`,
        other: `Escribe al menos ${f.number(count)} caracteres para buscar`,
      }),
    typeaheadSearching: 'Buscando…',
    typeaheadSearchingLabel: 'Buscando',
    typeaheadLoadError: 'No se han podido cargar las sugerencias',
    typeaheadNoMatches: ({query}) => `No hay resultados para «${query}»`,
    typeaheadNoMatchesSpelling: ({query}) => `No hay resultados para «${query}». Revisa la ortografía`,
    typeaheadMaxChosen: ({count}, f) => `Has elegido el máximo de ${f.number(count)}`,
    typeaheadClear: 'Borrar',
    typeaheadChosen: ({label}) => `${label}: selección`,
  },
  'ar-AE': {
    typeaheadMinLength: ({count}, f) =>
      f.plural(count, {
        one: 'اكتب حرفًا واحدًا على الأقل للبحث',
        two: 'اكتب حرفين على الأقل للبحث',
        few: `اكتب ${f.number(count)} أحرف على الأقل للبحث`,
        many: `اكتب ${f.number(count)} حرفًا على الأقل للبحث`,
        other: `اكتب ${f.number(count)} حرف على الأقل للبحث`,
      }),
    typeaheadSearching: 'جارٍ البحث…',
    typeaheadSearchingLabel: 'جارٍ البحث',
    typeaheadLoadError: 'تعذّر تحميل الاقتراحات',
    typeaheadNoMatches: ({query}) => `لا توجد نتائج لـ «${query}»`,
    typeaheadNoMatchesSpelling: ({query}) => `لا توجد نتائج لـ «${query}». تحقّق من الإملاء`,
    typeaheadMaxChosen: ({count}, f) => `تم اختيار الحد الأقصى (${f.number(count)})`,
    typeaheadClear: 'مسح',
    typeaheadChosen: ({label}) => `${label}: العناصر المختارة`,
  },
});
