import type {enUS} from './en-US';
import type {DictionaryOf} from './types';

/** Dutch (Netherlands). Variables and plural forms as in en-US; the parameter types come from en-US through `satisfies`. */
export const nlNL = {
  paginatorPrevious: 'Vorige',
  paginatorNext: 'Volgende',
  paginatorPage: ({page}, f) => `Pagina ${f.number(page)}`,
  paginatorPageOf: ({page, total}, f) => `Pagina ${f.number(page)} van ${f.number(total)}`,
  paginatorShowingAll: ({total}, f) => `${f.number(total)} van ${f.number(total)} weergegeven`,
  paginatorShowingRange: ({first, last, total}, f) =>
    `${f.number(first)}–${f.number(last)} van ${f.number(total)} weergegeven`,
  paginatorRowsPerPage: 'Rijen per pagina',

  loading: 'Bezig met laden',
  close: 'Sluiten',
  closeNamed: ({name}) => `${name} sluiten`,

  overlayDiscardQuestion: 'Wijzigingen verwerpen?',
  overlayKeepEditing: 'Verder bewerken',
  overlayDiscard: 'Verwerpen',

  alertPrefixInfo: 'Informatie:',
  alertPrefixSuccess: 'Gelukt:',
  alertPrefixWarning: 'Waarschuwing:',
  alertPrefixDanger: 'Fout:',
  alertDismiss: 'Melding sluiten',

  toastRegion: 'Meldingen',
  toastDismiss: 'Sluiten',

  avatarUnknownPerson: 'Onbekende persoon',
  avatarAvailable: 'beschikbaar',
  avatarAway: 'afwezig',
  avatarMorePeople: ({count}, f) => f.plural(count, {one: 'andere persoon', other: 'andere personen'}),
  avatarMorePeopleTitle: 'Meer personen',
  avatarMoreOf: ({label}) => `Meer ${label.toLocaleLowerCase('nl-NL')}`,

  dateExample: ({example}) => `Bijvoorbeeld ${example}`,
  dateChoose: 'Datum kiezen',
  dateChange: ({date}) => `Datum wijzigen, ${date}`,
  dateRangeChoose: 'Datums kiezen',
  dateRangeChange: ({dates}) => `Datums wijzigen, ${dates}`,
  dateUnavailable: ({date}) => `${date} is niet beschikbaar. Kies een andere dag`,
  dateBetween: ({from, to}) => `Kies een datum van ${from} tot en met ${to}`,
  dateOnOrAfter: ({date}) => `Kies ${date} of een latere datum`,
  dateOnOrBefore: ({date}) => `Kies ${date} of een eerdere datum`,
  dateEndBeforeStart: 'De einddatum ligt vóór de begindatum',

  durationHours: 'Uren',
  durationMinutes: 'Minuten',
  durationEmpty: 'Leeg',
  durationUnitHours: 'u',
  durationUnitMinutes: 'min',
  durationPresets: ({label}) => `Snelkeuzes voor ${label.toLocaleLowerCase('nl-NL')}`,
  durationShort: ({hours, minutes}, f) =>
    hours === 0
      ? `${f.number(minutes)} min`
      : minutes === 0
        ? `${f.number(hours)} u`
        : `${f.number(hours)} u ${f.number(minutes)} min`,
  durationSpoken: ({hours, minutes}, f) => {
    const h = f.plural(hours, {one: `${f.number(hours)} uur`, other: `${f.number(hours)} uur`});
    const m = f.plural(minutes, {one: `${f.number(minutes)} minuut`, other: `${f.number(minutes)} minuten`});
    return hours === 0 ? m : minutes === 0 ? h : `${h} ${m}`;
  },
  timeBetween: ({from, to}) => `Kies een tijd tussen ${from} en ${to}`,
  timeAtOrAfter: ({time}) => `Kies ${time} of een later tijdstip`,
  timeAtOrBefore: ({time}) => `Kies ${time} of een eerder tijdstip`,
  timeEndAfter: ({time}) => `De eindtijd moet na ${time} liggen`,
  timeLength: ({duration}) => `Duur: ${duration}`,
  timeLengthOvernight: ({duration}) => `Duur: ${duration}, eindigt de volgende dag`,

  stepName: ({step, total, title, status}, f) => `Stap ${f.number(step)} van ${f.number(total)}, ${title}, ${status}`,
  stepComplete: 'voltooid',
  stepCurrent: 'huidige stap',
  stepUpcoming: 'nog niet begonnen',
  stepError: 'bevat fouten',
  stepCurrentError: 'huidige stap, bevat fouten',
  wizardPosition: ({step, total}, f) => `Stap ${f.number(step)} van ${f.number(total)}`,
  wizardFixToContinue: ({count}, f) =>
    f.plural(count, {
      one: `Herstel ${f.number(count)} fout om verder te gaan`,
      other: `Herstel ${f.number(count)} fouten om verder te gaan`,
    }),
  wizardFixToFinish: ({count}, f) =>
    f.plural(count, {
      one: `Herstel ${f.number(count)} fout om te versturen`,
      other: `Herstel ${f.number(count)} fouten om te versturen`,
    }),
  wizardContinue: 'Doorgaan',
  wizardBack: 'Terug',
  wizardFinish: 'Afronden',
  wizardSubmitting: 'Bezig met versturen',
  wizardChecking: 'Bezig met controleren',
} satisfies DictionaryOf<typeof enUS>;
