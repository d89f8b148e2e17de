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
  tabsCount: ({count}, f) => f.plural(count, {one: `${f.number(count)} item`, other: `${f.number(count)} items`}),
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
  listSeparator: ', ',
  listOr: ({items, lastItem}) => `${items} of ${lastItem}`,
  cancel: 'Annuleren',
  removeNamed: ({name}) => `${name} verwijderen`,
  removedNamed: ({name}) => `${name} verwijderd`,

  fieldOptional: '(optioneel)',
  characterCountUsed: ({count, total}, f) => `${f.number(count)} van ${f.number(total)} tekens gebruikt`,
  characterCountLeft: ({count}, f) =>
    count <= 0
      ? 'Geen tekens meer over'
      : f.plural(count, {one: `Nog ${f.number(count)} teken over`, other: `Nog ${f.number(count)} tekens over`}),
  characterCountShortened: ({count}, f) => `Je tekst is ingekort tot ${f.number(count)} tekens`,

  selectPlaceholder: 'Kies een optie',
  selectNoOptions: 'Geen opties beschikbaar',
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

  switchSaving: 'Wordt opgeslagen',
  buttonSplitMore: 'Meer opties',
  contextMenuMore: 'Meer acties',
  breadcrumbLabel: 'Kruimelpad',
  breadcrumbShowMore: ({count}, f) =>
    f.plural(count, {one: `Nog ${f.number(count)} niveau tonen`, other: `Nog ${f.number(count)} niveaus tonen`}),
  linkNewTab: '(opent in een nieuw tabblad)',
  donutNoData: 'Geen gegevens',
  donutLegend: ({label}) => `Legenda: ${label}`,
  donutSummaryEmpty: ({label}) => `${label}: geen gegevens`,
  donutSummary: ({label, parts, sum}) => `${label}: ${parts} (totaal ${sum})`,

  tableEmpty: 'Nog niets om te tonen.',
  tableSorted: ({label, order}) => `Gesorteerd op ${label}, ${order}`,
  tableSortAToZ: 'A tot Z',
  tableSortZToA: 'Z tot A',
  tableSortSmallestFirst: 'kleinste eerst',
  tableSortLargestFirst: 'grootste eerst',
  tableSortOldestFirst: 'oudste eerst',
  tableSortNewestFirst: 'nieuwste eerst',
  tableSortWorkflow: 'in volgorde van de workflow',
  tableSortWorkflowReverse: 'in omgekeerde volgorde van de workflow',

  navBarLabel: 'Hoofdnavigatie',
  navBarHome: 'startpagina',
  navBarMenu: 'Menu',
  navBarBack: 'Terug',
  navBarBackTo: ({label}) => `Terug naar ${label}`,
  navBarPending: ({count}, f) => `${count > 99 ? `${f.number(99)}+` : f.number(count)} openstaand`,
  navBarAccount: ({name}) => `Jouw account, ${name}`,
  navBarProfile: 'Profiel',
  navBarSettings: 'Instellingen',
  navBarSwitchCompany: 'Van bedrijf wisselen',
  navBarSignOut: 'Afmelden',

  forceUpdateHardTitle: 'Update vereist',
  forceUpdateHardBody: 'Deze versie werkt niet meer met je bedrijfsaccount. Update de app om hem te blijven gebruiken.',
  forceUpdateSoftTitle: 'Er is een nieuwe versie beschikbaar',
  forceUpdateSoftBody:
    'Deze brengt verbeteringen voor aanvragen en loonstroken. Je huidige versie blijft voorlopig gewoon werken.',
  forceUpdateOffline: 'Je bent offline. Maak verbinding met internet om de app te updaten.',
  forceUpdateTryAgain: 'Opnieuw proberen',
  forceUpdateUpdateNow: 'Nu updaten',
  forceUpdateNotNow: 'Niet nu',
  forceUpdateVersions: ({installed, required}) => `Jouw versie ${installed} · Vereist ${required}`,
  forceUpdateVersionsSpoken: ({installed, required}) => `Jouw versie ${installed}, vereiste versie ${required}`,

  xingLoaderSlow: 'Dit duurt langer dan gebruikelijk',

  uploadTypeImage: 'afbeelding',
  uploadNotAccepted: ({file, types}) => `${file} wordt niet geaccepteerd. Toegestaan: ${types}`,
  uploadTooLarge: ({file, size, limit}) => `${file} is ${size}. Kies een bestand kleiner dan ${limit}`,
  uploadTooMany: ({file, count}, f) =>
    f.plural(count, {
      one: `${file} is niet toegevoegd. Je kunt maximaal ${f.number(count)} bestand toevoegen`,
      other: `${file} is niet toegevoegd. Je kunt maximaal ${f.number(count)} bestanden toevoegen`,
    }),
  uploadProgress: ({file, percent}, f) => `${file}, ${f.number(percent)} procent geüpload`,
  uploadDone: ({file}) => `${file} geüpload`,
  uploadCancelled: ({file}) => `${file} geannuleerd`,
  uploadFailed: 'Uploaden mislukt',
  uploadUploaded: 'geüpload',
  uploadWaiting: 'Wachten…',
  uploadUploading: ({file}) => `${file} wordt geüpload`,
  uploadRetry: 'Opnieuw',
  uploadCancelNamed: ({file}) => `${file} annuleren`,
  inputFileChooseFile: 'Bestand kiezen',
  inputFileChooseFiles: 'Bestanden kiezen',
  inputFileDropFor: ({label}) => `Bestanden neerzetten voor ${label}`,
  inputFileDragFile: 'Sleep een bestand hierheen of',
  inputFileDragFiles: 'Sleep bestanden hierheen of',
  inputFileDropToUpload: 'Loslaten om te uploaden',
  inputFileWrongType: 'Dit bestandstype wordt niet geaccepteerd',
  inputFileFolder: 'Mappen kunnen niet worden geüpload. Zet de bestanden zelf neer',
  fileUploadAddFile: 'Bestand toevoegen',
  fileUploadChooseSource: ({label}) => `${label}: kies een bron`,
  fileUploadAdded: ({count, total}, f) => `${f.number(count)} van ${f.number(total)} toegevoegd`,
  fileUploadCamera: 'Foto maken',
  fileUploadGallery: 'Kiezen uit fotobibliotheek',
  fileUploadFiles: 'Bladeren door bestanden',

  fileSelectorChoose: 'Kiezen uit documenten',
  fileSelectorReplace: 'Vervangen',
  fileSelectorRemovedDocument: 'Dit document is verwijderd',
  fileSelectorRemovedName: 'verwijderd document',
  fileSelectorRoot: 'Documenten',
  fileSelectorSearch: 'Documenten zoeken',
  fileSelectorFolder: 'Map',
  fileSelectorResults: ({query}) => `Zoekresultaten voor ${query}`,
  fileSelectorDocumentsIn: ({folder}) => `Documenten in ${folder}`,
  fileSelectorNoMatch: ({query}) => `Geen documenten gevonden voor "${query}"`,
  fileSelectorEmptyFolder: 'Deze map bevat geen documenten die je kunt bijvoegen',
  fileSelectorIn: ({folder}) => `in map ${folder}`,
  fileSelectorOnly: ({types}) => `Alleen ${types}`,
  fileSelectorMaximum: ({count}, f) =>
    f.plural(count, {one: `Maximaal ${f.number(count)} bestand`, other: `Maximaal ${f.number(count)} bestanden`}),
  fileSelectorSelected: ({count}, f) => `${f.number(count)} geselecteerd`,
  fileSelectorAttach: 'Bijvoegen',
  fileTypeFolder: 'map',
  fileTypeFile: 'bestand',
  fileTypeWord: 'Word-document',
  fileTypeJpg: 'JPG-afbeelding',
  fileTypePng: 'PNG-afbeelding',
} satisfies DictionaryOf<typeof enUS>;
