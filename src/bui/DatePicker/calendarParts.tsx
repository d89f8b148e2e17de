import type {ReactNode} from 'react';
import {Button, CalendarCell, CalendarGrid, Heading} from 'react-aria-components';
import {Icon} from '../Icon';
import styles from './Calendar.module.css';

/**
 * The month header and day grid shared by the date picker's `Calendar` and the
 * range picker's `RangeCalendar`; render it inside either. Keyboard (arrows,
 * Page Up/Down, Shift + Page Up/Down, Home/End), the locale's first day of the
 * week, the grid roles and the month announcement are react-aria's.
 */
export function CalendarMonth(): ReactNode {
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
      <CalendarGrid className={styles.grid}>
        {(date) => <CalendarCell date={date} className={styles.cell} />}
      </CalendarGrid>
    </>
  );
}

export const calendarClassName = styles.calendar;
export const rangeCalendarClassName = `${styles.calendar} ${styles.range}`;
export const popoverClassName = styles.popover;
export const dialogClassName = styles.dialog;
