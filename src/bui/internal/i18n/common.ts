import type {BuiLocale} from './locales';
import type {DictionaryOf, Message} from './types';

/**
 * The words several components say: merged into every component's dictionary by `defineStrings`, so each locale has
 * them once.
 */

const enUS = {
  loading: 'Loading',
  close: 'Close',
  stepError: 'has errors',
  listSeparator: ', ',
  cancel: 'Cancel',
  removeNamed: ({name}: {name: string}) => `Remove ${name}`,
  removedNamed: ({name}: {name: string}) => `${name} removed`,
} satisfies Record<string, Message>;

export const commonStrings: Readonly<Record<BuiLocale, typeof enUS>> = {
  'en-US': enUS,
  'en-GB': enUS,
  'nl-NL': {
    loading: 'Bezig met laden',
    close: 'Sluiten',
    stepError: 'bevat fouten',
    listSeparator: ', ',
    cancel: 'Annuleren',
    removeNamed: ({name}) => `${name} verwijderen`,
    removedNamed: ({name}) => `${name} verwijderd`,
  } satisfies DictionaryOf<typeof enUS>,
  'de-DE': {
    loading: 'Wird geladen',
    close: 'Schließen',
    stepError: 'enthält Fehler',
    listSeparator: ', ',
    cancel: 'Abbrechen',
    removeNamed: ({name}) => `${name} entfernen`,
    removedNamed: ({name}) => `${name} entfernt`,
  } satisfies DictionaryOf<typeof enUS>,
  'es-ES': {
    loading: 'Cargando',
    close: 'Cerrar',
    stepError: 'tiene errores',
    listSeparator: ', ',
    cancel: 'Cancelar',
    removeNamed: ({name}) => `Quitar ${name}`,
    removedNamed: ({name}) => `Se ha quitado ${name}`,
  } satisfies DictionaryOf<typeof enUS>,
  'ar-AE': {
    loading: 'جارٍ التحميل',
    close: 'إغلاق',
    stepError: 'تحتوي على أخطاء',
    listSeparator: '، ',
    cancel: 'إلغاء',
    removeNamed: ({name}) => `إزالة ${name}`,
    removedNamed: ({name}) => `تمت إزالة ${name}`,
  } satisfies DictionaryOf<typeof enUS>,
};
