import {endOfWeek, startOfWeek} from '@internationalized/date';
import {useContext, type KeyboardEvent, type ReactNode} from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  Heading,
  RangeCalendarStateContext,
  useLocale,
} from 'react-aria-components';
import {Icon} from '../Icon';
import styles from './Calendar.module.css';

/**
 * The month header and day grid shared by the date picker's `Calendar` and the
 * range picker's `RangeCalendar`; render it inside either. Arrows, Page Up/Down
 * (with Shift, by year), the locale's first day of the week, the grid roles and
 * the month announcement are react-aria's.
 */
export function CalendarMonth(): ReactNode {
  const single = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const state = single ?? range;
  const {locale} = useLocale();

  // react-aria's grid sends Home and End to the first and last day of the
  // month; the APG date picker pattern, and BUI's page, move to the first and
  // last day of the locale's week. Handled before the grid sees the key.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (state === null || (event.key !== 'Home' && event.key !== 'End')) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    const day = state.focusedDate;
    state.setFocusedDate(event.key === 'Home' ? startOfWeek(day, locale) : endOfWeek(day, locale));
  };

  return (
    <>
      <header className={styles.header}>
        <Button slot="previous" className={styles.nav}>
          <Icon name="chevron-left" size="md" />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.nav}>
          <Icon name="chevron-right" size="md" />
        </Button>
      </header>
      <div onKeyDownCapture={onKeyDownCapture}>
        <CalendarGrid className={styles.grid}>
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGrid>
      </div>
    </>
  );
}

export const calendarClassName = styles.calendar;
export const rangeCalendarClassName = `${styles.calendar} ${styles.range}`;
export const popoverClassName = styles.popover;
export const dialogClassName = styles.dialog;
