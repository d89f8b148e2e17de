import {enUS} from './en-US';
import type {DictionaryOf} from './types';

/**
 * British English: no message differs from en-US's yet (Intl writes dates and numbers in the British order). It has
 * an entry of its own so that a message whose spelling or usage differs is overridden here, beside the spread.
 */
export const enGB = {
  ...enUS,
} satisfies DictionaryOf<typeof enUS>;
