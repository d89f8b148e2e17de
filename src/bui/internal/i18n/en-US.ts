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
} satisfies Record<string, Message>;
