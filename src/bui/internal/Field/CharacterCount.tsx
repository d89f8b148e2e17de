import {useEffect, useState, type ReactNode} from 'react';
import {VisuallyHidden} from 'react-aria-components';
import {useBuiStrings} from '../i18n';
import {fieldStrings} from './Field.strings';
import {ANNOUNCE_DELAY_MS, counterState, shortenedMessage} from './characterLimit';
import styles from './Field.module.css';

export interface CharacterCountProps {
  /** Characters in the value now (see `countCharacters`). */
  count: number;
  /** The field's `maxLength`. */
  max: number;
  /** The last change was cut at the limit (a paste that was too long). */
  shortened: boolean;
  /** People have typed in the field: before that, a count is not news and is not announced. */
  edited: boolean;
}

/**
 * The counter under a field with `maxLength`: "412/500" from 80 % of the limit,
 * in the danger colour at the limit.
 *
 * Screen readers get a polite live region that exists (empty) from the first
 * render, as the live-region rule requires. It speaks only within the last ten
 * characters, and only once typing pauses, so it never talks over every
 * keystroke; a paste that was cut is announced at once.
 */
export function CharacterCount({count, max, shortened, edited}: CharacterCountProps): ReactNode {
  const strings = useBuiStrings(fieldStrings);
  const state = counterState(count, max, strings);
  const [spoken, setSpoken] = useState('');
  const announcement = !edited ? null : shortened ? shortenedMessage(max, strings) : state.announcement;

  useEffect(() => {
    // Silence and a cut paste take effect at once; a remaining count waits
    // for typing to pause, so only the count people stop at is spoken.
    const delay = announcement === null || shortened ? 0 : ANNOUNCE_DELAY_MS;
    const timer = window.setTimeout(() => setSpoken(announcement ?? ''), delay);
    return () => window.clearTimeout(timer);
  }, [announcement, shortened]);

  return (
    <>
      {state.visible || shortened ? (
        <div className={styles.counterRow}>
          {shortened ? <span className={styles.shortened}>{shortenedMessage(max, strings)}</span> : null}
          <span className={styles.count} data-at-limit={state.atLimit || undefined}>
            <span aria-hidden="true">{state.text}</span>
            <VisuallyHidden elementType="span">
              {strings.format('characterCountUsed', {count, total: max})}
            </VisuallyHidden>
          </span>
        </div>
      ) : null}
      <VisuallyHidden role="status">{spoken}</VisuallyHidden>
    </>
  );
}
