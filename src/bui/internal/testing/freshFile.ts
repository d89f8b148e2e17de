import {beforeAll} from 'vitest';
import {forgetWarnings} from '../devWarn';

// Runs before each file of the unit project whose files share a worker's modules (vitest.config.mts): the library
// prints each development warning once per page, and a file asserting a warning must not find it already printed
// by a file before it.
beforeAll(() => forgetWarnings());
