import type {enUS} from './en-US';
import type {DictionaryOf} from './types';

/** German (Germany). Variables and plural forms as in en-US; the parameter types come from en-US through `satisfies`. */
export const deDE = {
  paginatorPrevious: 'Zurück',
  paginatorNext: 'Weiter',
  paginatorPage: ({page}, f) => `Seite ${f.number(page)}`,
  paginatorPageOf: ({page, total}, f) => `Seite ${f.number(page)} von ${f.number(total)}`,
  paginatorShowingAll: ({total}, f) => `${f.number(total)} von ${f.number(total)}`,
  paginatorShowingRange: ({first, last, total}, f) => `${f.number(first)}–${f.number(last)} von ${f.number(total)}`,
  paginatorRowsPerPage: 'Zeilen pro Seite',

  loading: 'Wird geladen',
  close: 'Schließen',
  closeNamed: ({name}) => `${name} schließen`,

  overlayDiscardQuestion: 'Änderungen verwerfen?',
  overlayKeepEditing: 'Weiter bearbeiten',
  overlayDiscard: 'Verwerfen',

  alertPrefixInfo: 'Hinweis:',
  alertPrefixSuccess: 'Erfolg:',
  alertPrefixWarning: 'Warnung:',
  alertPrefixDanger: 'Fehler:',
  alertDismiss: 'Meldung schließen',

  toastRegion: 'Benachrichtigungen',
  toastDismiss: 'Schließen',

  avatarUnknownPerson: 'Unbekannte Person',
  avatarAvailable: 'verfügbar',
  avatarAway: 'abwesend',
  avatarMorePeople: ({count}, f) => f.plural(count, {one: 'weitere Person', other: 'weitere Personen'}),
  avatarMorePeopleTitle: 'Weitere Personen',
  // German nouns keep their capital, so the group's label is quoted as given.
  avatarMoreOf: ({label}) => `Weitere: ${label}`,

  dateExample: ({example}) => `Zum Beispiel ${example}`,
  dateChoose: 'Datum auswählen',
  dateChange: ({date}) => `Datum ändern, ${date}`,
  dateRangeChoose: 'Zeitraum auswählen',
  dateRangeChange: ({dates}) => `Zeitraum ändern, ${dates}`,
  dateUnavailable: ({date}) => `Der ${date} ist nicht verfügbar. Wählen Sie einen anderen Tag`,
  dateBetween: ({from, to}) => `Wählen Sie ein Datum vom ${from} bis zum ${to}`,
  dateOnOrAfter: ({date}) => `Wählen Sie den ${date} oder ein späteres Datum`,
  dateOnOrBefore: ({date}) => `Wählen Sie den ${date} oder ein früheres Datum`,
  dateEndBeforeStart: 'Das Enddatum liegt vor dem Startdatum',

  durationHours: 'Stunden',
  durationMinutes: 'Minuten',
  durationEmpty: 'Leer',
  durationUnitHours: 'Std.',
  durationUnitMinutes: 'Min.',
  durationPresets: ({label}) => `Vorgaben für ${label}`,
  durationShort: ({hours, minutes}, f) =>
    hours === 0
      ? `${f.number(minutes)} Min.`
      : minutes === 0
        ? `${f.number(hours)} Std.`
        : `${f.number(hours)} Std. ${f.number(minutes)} Min.`,
  durationSpoken: ({hours, minutes}, f) => {
    const h = f.plural(hours, {one: `${f.number(hours)} Stunde`, other: `${f.number(hours)} Stunden`});
    const m = f.plural(minutes, {one: `${f.number(minutes)} Minute`, other: `${f.number(minutes)} Minuten`});
    return hours === 0 ? m : minutes === 0 ? h : `${h} ${m}`;
  },
  timeBetween: ({from, to}) => `Wählen Sie eine Uhrzeit zwischen ${from} und ${to}`,
  timeAtOrAfter: ({time}) => `Wählen Sie ${time} oder eine spätere Uhrzeit`,
  timeAtOrBefore: ({time}) => `Wählen Sie ${time} oder eine frühere Uhrzeit`,
  timeEndAfter: ({time}) => `Die Endzeit muss nach ${time} liegen`,
  timeLength: ({duration}) => `Dauer: ${duration}`,
  timeLengthOvernight: ({duration}) => `Dauer: ${duration}, endet am nächsten Tag`,

  stepName: ({step, total, title, status}, f) =>
    `Schritt ${f.number(step)} von ${f.number(total)}, ${title}, ${status}`,
  stepComplete: 'abgeschlossen',
  stepCurrent: 'aktueller Schritt',
  stepUpcoming: 'noch nicht begonnen',
  stepError: 'enthält Fehler',
  stepCurrentError: 'aktueller Schritt, enthält Fehler',
  wizardPosition: ({step, total}, f) => `Schritt ${f.number(step)} von ${f.number(total)}`,
  wizardFixToContinue: ({count}, f) =>
    f.plural(count, {
      one: `Beheben Sie ${f.number(count)} Fehler, um fortzufahren`,
      other: `Beheben Sie ${f.number(count)} Fehler, um fortzufahren`,
    }),
  wizardFixToFinish: ({count}, f) =>
    f.plural(count, {
      one: `Beheben Sie ${f.number(count)} Fehler, um abzusenden`,
      other: `Beheben Sie ${f.number(count)} Fehler, um abzusenden`,
    }),
  wizardContinue: 'Weiter',
  wizardBack: 'Zurück',
  wizardFinish: 'Abschließen',
  wizardSubmitting: 'Wird gesendet',
  wizardChecking: 'Wird geprüft',
} satisfies DictionaryOf<typeof enUS>;
