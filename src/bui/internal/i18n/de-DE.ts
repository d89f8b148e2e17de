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
  tabsCount: ({count}, f) => f.plural(count, {one: `${f.number(count)} Eintrag`, other: `${f.number(count)} Einträge`}),
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
  listSeparator: ', ',
  listOr: ({items, lastItem}) => `${items} oder ${lastItem}`,
  cancel: 'Abbrechen',
  removeNamed: ({name}) => `${name} entfernen`,
  removedNamed: ({name}) => `${name} entfernt`,

  fieldOptional: '(optional)',
  characterCountUsed: ({count, total}, f) => `${f.number(count)} von ${f.number(total)} Zeichen verwendet`,
  characterCountLeft: ({count}, f) =>
    count <= 0
      ? 'Keine Zeichen mehr übrig'
      : f.plural(count, {one: `Noch ${f.number(count)} Zeichen übrig`, other: `Noch ${f.number(count)} Zeichen übrig`}),
  characterCountShortened: ({count}, f) => `Ihr Text wurde auf ${f.number(count)} Zeichen gekürzt`,

  selectPlaceholder: 'Option auswählen',
  selectNoOptions: 'Keine Optionen verfügbar',
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

  switchSaving: 'Wird gespeichert',
  buttonSplitMore: 'Weitere Optionen',
  contextMenuMore: 'Weitere Aktionen',
  breadcrumbLabel: 'Pfadnavigation',
  breadcrumbShowMore: ({count}, f) =>
    f.plural(count, {
      one: `${f.number(count)} weitere Ebene anzeigen`,
      other: `${f.number(count)} weitere Ebenen anzeigen`,
    }),
  linkNewTab: '(wird in neuem Tab geöffnet)',
  donutNoData: 'Keine Daten',
  donutLegend: ({label}) => `Legende: ${label}`,
  donutSummaryEmpty: ({label}) => `${label}: keine Daten`,
  donutSummary: ({label, parts, sum}) => `${label}: ${parts} (insgesamt ${sum})`,

  tableEmpty: 'Noch nichts anzuzeigen.',
  tableSorted: ({label, order}) => `Sortiert nach ${label}, ${order}`,
  tableSortAToZ: 'A bis Z',
  tableSortZToA: 'Z bis A',
  tableSortSmallestFirst: 'kleinste zuerst',
  tableSortLargestFirst: 'größte zuerst',
  tableSortOldestFirst: 'älteste zuerst',
  tableSortNewestFirst: 'neueste zuerst',
  tableSortWorkflow: 'in Ablaufreihenfolge',
  tableSortWorkflowReverse: 'in umgekehrter Ablaufreihenfolge',

  navBarLabel: 'Hauptnavigation',
  navBarHome: 'Startseite',
  navBarMenu: 'Menü',
  navBarBack: 'Zurück',
  navBarBackTo: ({label}) => `Zurück zu ${label}`,
  navBarPending: ({count}, f) => `${count > 99 ? `${f.number(99)}+` : f.number(count)} ausstehend`,
  navBarAccount: ({name}) => `Ihr Konto, ${name}`,
  navBarProfile: 'Profil',
  navBarSettings: 'Einstellungen',
  navBarSwitchCompany: 'Unternehmen wechseln',
  navBarSignOut: 'Abmelden',

  forceUpdateHardTitle: 'Update erforderlich',
  forceUpdateHardBody:
    'Diese Version funktioniert nicht mehr mit Ihrem Unternehmenskonto. Aktualisieren Sie die App, um sie weiter zu nutzen.',
  forceUpdateSoftTitle: 'Eine neue Version ist verfügbar',
  forceUpdateSoftBody:
    'Sie bringt Verbesserungen bei Anträgen und Gehaltsabrechnungen. Ihre aktuelle Version funktioniert vorerst weiter.',
  forceUpdateOffline: 'Sie sind offline. Stellen Sie eine Internetverbindung her, um die App zu aktualisieren.',
  forceUpdateTryAgain: 'Erneut versuchen',
  forceUpdateUpdateNow: 'Jetzt aktualisieren',
  forceUpdateNotNow: 'Nicht jetzt',
  forceUpdateVersions: ({installed, required}) => `Ihre Version ${installed} · Erforderlich ${required}`,
  forceUpdateVersionsSpoken: ({installed, required}) => `Ihre Version ${installed}, erforderliche Version ${required}`,

  xingLoaderSlow: 'Das dauert länger als gewöhnlich',

  uploadTypeImage: 'Bild',
  uploadNotAccepted: ({file, types}) => `${file} wird nicht akzeptiert. Zulässig: ${types}`,
  uploadTooLarge: ({file, size, limit}) => `${file} ist ${size} groß. Wählen Sie eine Datei unter ${limit}`,
  uploadTooMany: ({file, count}, f) =>
    f.plural(count, {
      one: `${file} wurde nicht hinzugefügt. Sie können bis zu ${f.number(count)} Datei hinzufügen`,
      other: `${file} wurde nicht hinzugefügt. Sie können bis zu ${f.number(count)} Dateien hinzufügen`,
    }),
  uploadProgress: ({file, percent}, f) => `${file}, ${f.number(percent)} Prozent hochgeladen`,
  uploadDone: ({file}) => `${file} hochgeladen`,
  uploadCancelled: ({file}) => `${file} abgebrochen`,
  uploadFailed: 'Hochladen fehlgeschlagen',
  uploadUploaded: 'hochgeladen',
  uploadWaiting: 'Wartet…',
  uploadUploading: ({file}) => `${file} wird hochgeladen`,
  uploadRetry: 'Wiederholen',
  uploadCancelNamed: ({file}) => `${file} abbrechen`,
  inputFileChooseFile: 'Datei auswählen',
  inputFileChooseFiles: 'Dateien auswählen',
  inputFileDropFor: ({label}) => `Dateien für ${label} ablegen`,
  inputFileDragFile: 'Datei hierher ziehen oder',
  inputFileDragFiles: 'Dateien hierher ziehen oder',
  inputFileDropToUpload: 'Zum Hochladen ablegen',
  inputFileWrongType: 'Dieser Dateityp wird nicht akzeptiert',
  inputFileFolder: 'Ordner können nicht hochgeladen werden. Legen Sie stattdessen die Dateien ab',
  fileUploadAddFile: 'Datei hinzufügen',
  fileUploadChooseSource: ({label}) => `${label}: Quelle auswählen`,
  fileUploadAdded: ({count, total}, f) => `${f.number(count)} von ${f.number(total)} hinzugefügt`,
  fileUploadCamera: 'Foto aufnehmen',
  fileUploadGallery: 'Aus Mediathek auswählen',
  fileUploadFiles: 'Dateien durchsuchen',

  fileSelectorChoose: 'Aus Dokumenten auswählen',
  fileSelectorReplace: 'Ersetzen',
  fileSelectorRemovedDocument: 'Dieses Dokument wurde entfernt',
  fileSelectorRemovedName: 'entferntes Dokument',
  fileSelectorRoot: 'Dokumente',
  fileSelectorSearch: 'Dokumente durchsuchen',
  fileSelectorFolder: 'Ordner',
  fileSelectorResults: ({query}) => `Suchergebnisse für ${query}`,
  fileSelectorDocumentsIn: ({folder}) => `Dokumente in ${folder}`,
  fileSelectorNoMatch: ({query}) => `Keine Dokumente passen zu „${query}“`,
  fileSelectorEmptyFolder: 'Dieser Ordner enthält keine Dokumente, die Sie anhängen können',
  fileSelectorIn: ({folder}) => `im Ordner ${folder}`,
  fileSelectorOnly: ({types}) => `Nur ${types}`,
  fileSelectorMaximum: ({count}, f) =>
    f.plural(count, {one: `Höchstens ${f.number(count)} Datei`, other: `Höchstens ${f.number(count)} Dateien`}),
  fileSelectorSelected: ({count}, f) => `${f.number(count)} ausgewählt`,
  fileSelectorAttach: 'Anhängen',
  fileTypeFolder: 'Ordner',
  fileTypeFile: 'Datei',
  fileTypeWord: 'Word-Dokument',
  fileTypeJpg: 'JPG-Bild',
  fileTypePng: 'PNG-Bild',
} satisfies DictionaryOf<typeof enUS>;
