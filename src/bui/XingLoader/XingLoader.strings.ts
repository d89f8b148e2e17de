import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  xingLoaderSlow: 'This is taking longer than usual',
} satisfies Record<string, Message>;

export const xingLoaderStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    xingLoaderSlow: 'Dit duurt langer dan gebruikelijk',
  },
  'de-DE': {
    xingLoaderSlow: 'Das dauert länger als gewöhnlich',
  },
  'es-ES': {
    xingLoaderSlow: 'Esto está tardando más de lo habitual',
  },
  'ar-AE': {
    xingLoaderSlow: 'يستغرق هذا وقتًا أطول من المعتاد',
  },
});
