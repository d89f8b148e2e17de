import {enUS} from './en-US';
import type {DictionaryOf} from './types';

/**
 * British English: en-US's messages wherever the two agree (Intl already writes dates and numbers in the British
 * order), replaced below wherever British spelling or usage differs.
 */
export const enGB = {
  ...enUS,
} satisfies DictionaryOf<typeof enUS>;
