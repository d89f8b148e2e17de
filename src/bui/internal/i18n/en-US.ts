import type {Message, MessageFormatter} from './types';

/**
 * The source dictionary: every message BUI shows or announces by itself, in American English. The other locales must
 * have exactly these keys (DictionaryOf). A message with variables is a function: the formatter picks the plural form
 * and formats numbers for the locale; the component passes raw numbers.
 */
export const enUS = {
  // Paginator
  paginatorPrevious: 'Previous',
  paginatorNext: 'Next',
  paginatorPage: ({page}: {page: number}, f: MessageFormatter) => `Page ${f.number(page)}`,
  paginatorPageOf: ({page, total}: {page: number; total: number}, f: MessageFormatter) =>
    `Page ${f.number(page)} of ${f.number(total)}`,
  paginatorShowingAll: ({total}: {total: number}, f: MessageFormatter) =>
    `Showing ${f.number(total)} of ${f.number(total)}`,
  paginatorShowingRange: ({first, last, total}: {first: number; last: number; total: number}, f: MessageFormatter) =>
    `Showing ${f.number(first)}–${f.number(last)} of ${f.number(total)}`,
  paginatorRowsPerPage: 'Rows per page',

  // Shared
  loading: 'Loading',
  close: 'Close',
  closeNamed: ({name}: {name: string}) => `Close ${name}`,

  // Modal and SideDrawer: leaving with unsaved changes
  overlayDiscardQuestion: 'Discard changes?',
  overlayKeepEditing: 'Keep editing',
  overlayDiscard: 'Discard',

  // Alert: the prefix a screen reader hears before the message, and the dismiss button
  alertPrefixInfo: 'Information:',
  alertPrefixSuccess: 'Success:',
  alertPrefixWarning: 'Warning:',
  alertPrefixDanger: 'Error:',
  alertDismiss: 'Dismiss message',

  // Toast
  toastRegion: 'Notifications',
  toastDismiss: 'Dismiss',

  // Avatar
  avatarUnknownPerson: 'Unknown person',
  avatarAvailable: 'available',
  avatarAway: 'away',
  avatarMorePeople: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: 'more person', other: 'more people'}),
  avatarMorePeopleTitle: 'More people',
  avatarMoreOf: ({label}: {label: string}) => `More ${label.toLocaleLowerCase()}`,

  // DatePicker and DateRangePicker (dates arrive formatted for the locale)
  dateExample: ({example}: {example: string}) => `For example ${example}`,
  dateChoose: 'Choose date',
  dateChange: ({date}: {date: string}) => `Change date, ${date}`,
  dateRangeChoose: 'Choose dates',
  dateRangeChange: ({dates}: {dates: string}) => `Change dates, ${dates}`,
  dateUnavailable: ({date}: {date: string}) => `${date} is not available. Choose another day`,
  dateBetween: ({from, to}: {from: string; to: string}) => `Choose a date from ${from} to ${to}`,
  dateOnOrAfter: ({date}: {date: string}) => `Choose a date on or after ${date}`,
  dateOnOrBefore: ({date}: {date: string}) => `Choose a date on or before ${date}`,
  dateEndBeforeStart: 'The end date is before the start date',

  // DurationPicker and TimePicker (times stay 24-hour HH:mm in every locale, the format rule)
  durationHours: 'Hours',
  durationMinutes: 'Minutes',
  durationEmpty: 'Empty',
  durationUnitHours: 'h',
  durationUnitMinutes: 'min',
  durationPresets: ({label}: {label: string}) => `${label} presets`,
  durationShort: ({hours, minutes}: {hours: number; minutes: number}, f: MessageFormatter) =>
    hours === 0
      ? `${f.number(minutes)} min`
      : minutes === 0
        ? `${f.number(hours)} h`
        : `${f.number(hours)} h ${f.number(minutes)} min`,
  durationSpoken: ({hours, minutes}: {hours: number; minutes: number}, f: MessageFormatter) => {
    const h = f.plural(hours, {one: `${f.number(hours)} hour`, other: `${f.number(hours)} hours`});
    const m = f.plural(minutes, {one: `${f.number(minutes)} minute`, other: `${f.number(minutes)} minutes`});
    return hours === 0 ? m : minutes === 0 ? h : `${h} ${m}`;
  },
  timeBetween: ({from, to}: {from: string; to: string}) => `Choose a time between ${from} and ${to}`,
  timeAtOrAfter: ({time}: {time: string}) => `Choose a time at or after ${time}`,
  timeAtOrBefore: ({time}: {time: string}) => `Choose a time at or before ${time}`,
  timeEndAfter: ({time}: {time: string}) => `End time must be after ${time}`,
  timeLength: ({duration}: {duration: string}) => `Length: ${duration}`,
  timeLengthOvernight: ({duration}: {duration: string}) => `Length: ${duration}, ending the next day`,

  // Stepper and Wizard
  stepName: (
    {step, total, title, status}: {step: number; total: number; title: string; status: string},
    f: MessageFormatter,
  ) => `Step ${f.number(step)} of ${f.number(total)}, ${title}, ${status}`,
  stepComplete: 'completed',
  stepCurrent: 'current',
  stepUpcoming: 'not started',
  tabsCount: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: `${f.number(count)} item`, other: `${f.number(count)} items`}),
  stepError: 'has errors',
  stepCurrentError: 'current, has errors',
  wizardPosition: ({step, total}: {step: number; total: number}, f: MessageFormatter) =>
    `Step ${f.number(step)} of ${f.number(total)}`,
  wizardFixToContinue: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {
      one: `Fix ${f.number(count)} error to continue`,
      other: `Fix ${f.number(count)} errors to continue`,
    }),
  wizardFixToFinish: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: `Fix ${f.number(count)} error to submit`, other: `Fix ${f.number(count)} errors to submit`}),
  wizardContinue: 'Continue',
  wizardBack: 'Back',
  wizardFinish: 'Finish',
  wizardSubmitting: 'Submitting',
  wizardChecking: 'Checking',

  // Shared by lists, removable items and uploads
  listSeparator: ', ',
  listOr: ({items, lastItem}: {items: string; lastItem: string}) => `${items} or ${lastItem}`,
  cancel: 'Cancel',
  removeNamed: ({name}: {name: string}) => `Remove ${name}`,
  removedNamed: ({name}: {name: string}) => `${name} removed`,

  // Fields: the optional marker and the character counter
  fieldOptional: '(optional)',
  characterCountUsed: ({count, total}: {count: number; total: number}, f: MessageFormatter) =>
    `${f.number(count)} of ${f.number(total)} characters used`,
  characterCountLeft: ({count}: {count: number}, f: MessageFormatter) =>
    count <= 0
      ? 'No characters left'
      : f.plural(count, {one: `${f.number(count)} character left`, other: `${f.number(count)} characters left`}),
  characterCountShortened: ({count}: {count: number}, f: MessageFormatter) =>
    `Your text was shortened to ${f.number(count)} characters`,

  // Select, Typeahead and EmployeePicker
  selectPlaceholder: 'Select an option',
  selectNoOptions: 'No options available',
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

  // Switch, ButtonSplit, ContextMenu, Breadcrumb, Tag, ButtonLink, Donut
  switchSaving: 'Saving',
  buttonSplitMore: 'More options',
  contextMenuMore: 'More actions',
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbShowMore: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: `Show ${f.number(count)} more level`, other: `Show ${f.number(count)} more levels`}),
  linkNewTab: '(opens in a new tab)',
  donutNoData: 'No data',
  donutLegend: ({label}: {label: string}) => `${label} legend`,
  donutSummaryEmpty: ({label}: {label: string}) => `${label}: no data`,
  donutSummary: ({label, parts, sum}: {label: string; parts: string; sum: string}) =>
    `${label}: ${parts} (total ${sum})`,

  // Table
  tableEmpty: 'Nothing to show yet.',
  tableSorted: ({label, order}: {label: string; order: string}) => `Sorted by ${label}, ${order}`,
  tableSortAToZ: 'A to Z',
  tableSortZToA: 'Z to A',
  tableSortSmallestFirst: 'smallest first',
  tableSortLargestFirst: 'largest first',
  tableSortOldestFirst: 'oldest first',
  tableSortNewestFirst: 'newest first',
  tableSortWorkflow: 'in workflow order',
  tableSortWorkflowReverse: 'in reverse workflow order',

  // NavBar
  navBarLabel: 'Main',
  navBarHome: 'home',
  navBarMenu: 'Menu',
  navBarBack: 'Back',
  navBarBackTo: ({label}: {label: string}) => `Back to ${label}`,
  navBarPending: ({count}: {count: number}, f: MessageFormatter) =>
    `${count > 99 ? `${f.number(99)}+` : f.number(count)} pending`,
  navBarAccount: ({name}: {name: string}) => `Your account, ${name}`,
  navBarProfile: 'Profile',
  navBarSettings: 'Settings',
  navBarSwitchCompany: 'Switch company',
  navBarSignOut: 'Sign out',

  // ForceUpdate
  forceUpdateHardTitle: 'Update required',
  forceUpdateHardBody: 'This version no longer works with your company account. Update to keep using the app.',
  forceUpdateSoftTitle: 'A new version is available',
  forceUpdateSoftBody: 'It brings improvements to requests and payslips. Your current version keeps working for now.',
  forceUpdateOffline: "You're offline. Connect to the internet to update the app.",
  forceUpdateTryAgain: 'Try again',
  forceUpdateUpdateNow: 'Update now',
  forceUpdateNotNow: 'Not now',
  forceUpdateVersions: ({installed, required}: {installed: string; required: string}) =>
    `Your version ${installed} · Required ${required}`,
  forceUpdateVersionsSpoken: ({installed, required}: {installed: string; required: string}) =>
    `Your version ${installed}, required version ${required}`,

  // XingLoader
  xingLoaderSlow: 'This is taking longer than usual',

  // Uploads (InputFile, FileUploadMobile): file types, sizes arrive formatted by Intl
  uploadTypeImage: 'image',
  uploadNotAccepted: ({file, types}: {file: string; types: string}) =>
    `${file} isn't accepted. Upload ${/^image/.test(types) ? 'an' : 'a'} ${types}`,
  uploadTooLarge: ({file, size, limit}: {file: string; size: string; limit: string}) =>
    `${file} is ${size}. Choose one under ${limit}`,
  uploadTooMany: ({file, count}: {file: string; count: number}, f: MessageFormatter) =>
    f.plural(count, {
      one: `${file} wasn't added. You can add up to ${f.number(count)} file`,
      other: `${file} wasn't added. You can add up to ${f.number(count)} files`,
    }),
  uploadProgress: ({file, percent}: {file: string; percent: number}, f: MessageFormatter) =>
    `${file}, ${f.number(percent)} percent uploaded`,
  uploadDone: ({file}: {file: string}) => `${file} uploaded`,
  uploadCancelled: ({file}: {file: string}) => `${file} cancelled`,
  uploadFailed: 'Upload failed',
  uploadUploaded: 'uploaded',
  uploadWaiting: 'Waiting…',
  uploadUploading: ({file}: {file: string}) => `Uploading ${file}`,
  uploadRetry: 'Retry',
  uploadCancelNamed: ({file}: {file: string}) => `Cancel ${file}`,
  inputFileChooseFile: 'Choose file',
  inputFileChooseFiles: 'Choose files',
  inputFileDropFor: ({label}: {label: string}) => `Drop files for ${label}`,
  inputFileDragFile: 'Drag a file here or',
  inputFileDragFiles: 'Drag files here or',
  inputFileDropToUpload: 'Drop to upload',
  inputFileWrongType: "This file type isn't accepted",
  inputFileFolder: "Folders can't be uploaded. Drop the files instead",
  fileUploadAddFile: 'Add file',
  fileUploadChooseSource: ({label}: {label: string}) => `${label}: choose a source`,
  fileUploadAdded: ({count, total}: {count: number; total: number}, f: MessageFormatter) =>
    `${f.number(count)} of ${f.number(total)} added`,
  fileUploadCamera: 'Take photo',
  fileUploadGallery: 'Choose from library',
  fileUploadFiles: 'Browse files',

  // FileSelector
  fileSelectorChoose: 'Choose from documents',
  fileSelectorReplace: 'Replace',
  fileSelectorRemovedDocument: 'This document has been removed',
  fileSelectorRemovedName: 'removed document',
  fileSelectorRoot: 'Documents',
  fileSelectorSearch: 'Search documents',
  fileSelectorFolder: 'Folder',
  fileSelectorResults: ({query}: {query: string}) => `Search results for ${query}`,
  fileSelectorDocumentsIn: ({folder}: {folder: string}) => `Documents in ${folder}`,
  fileSelectorNoMatch: ({query}: {query: string}) => `No documents match "${query}"`,
  fileSelectorEmptyFolder: 'This folder has no documents you can attach',
  fileSelectorIn: ({folder}: {folder: string}) => `in ${folder}`,
  fileSelectorOnly: ({types}: {types: string}) => `${types} only`,
  fileSelectorMaximum: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: `Maximum of ${f.number(count)} file`, other: `Maximum of ${f.number(count)} files`}),
  fileSelectorSelected: ({count}: {count: number}, f: MessageFormatter) => `${f.number(count)} selected`,
  fileSelectorAttach: 'Attach',
  fileTypeFolder: 'folder',
  fileTypeFile: 'file',
  fileTypeWord: 'Word document',
  fileTypeJpg: 'JPG image',
  fileTypePng: 'PNG image',
} satisfies Record<string, Message>;
