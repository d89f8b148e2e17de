import {defineStrings} from '../internal/i18n';
import type {Message} from '../internal/i18n/types';

const enUS = {
  closeNamed: ({name}: {name: string}) => `Close ${name}`,
} satisfies Record<string, Message>;

export const sideDrawerStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    closeNamed: ({name}) => `${name} sluiten`,
  },
  'de-DE': {
    closeNamed: ({name}) => `${name} schließen`,
  },
  'es-ES': {
    closeNamed: ({name}) => `Cerrar ${name}`,
  },
  'ar-AE': {
    closeNamed: ({name}) => `إغلاق ${name}`,
  },
});
