import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  linkNewTab: '(opens in a new tab)',
} satisfies Record<string, Message>;

export const buttonLinkStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    linkNewTab: '(opent in een nieuw tabblad)',
  },
  'de-DE': {
    linkNewTab: '(wird in neuem Tab geöffnet)',
  },
  'es-ES': {
    linkNewTab: '(se abre en una pestaña nueva)',
  },
  'ar-AE': {
    linkNewTab: '(يفتح في علامة تبويب جديدة)',
  },
});
