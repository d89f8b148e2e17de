import {defineStrings} from '../i18n';
import type {Message} from '../i18n/types';

const enUS = {
  overlayDiscardQuestion: 'Discard changes?',
  overlayKeepEditing: 'Keep editing',
  overlayDiscard: 'Discard',
} satisfies Record<string, Message>;

export const overlayStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    overlayDiscardQuestion: 'Wijzigingen verwerpen?',
    overlayKeepEditing: 'Verder bewerken',
    overlayDiscard: 'Verwerpen',
  },
  'de-DE': {
    overlayDiscardQuestion: 'Änderungen verwerfen?',
    overlayKeepEditing: 'Weiter bearbeiten',
    overlayDiscard: 'Verwerfen',
  },
  'es-ES': {
    overlayDiscardQuestion: '¿Descartar los cambios?',
    overlayKeepEditing: 'Seguir editando',
    overlayDiscard: 'Descartar',
  },
  'ar-AE': {
    overlayDiscardQuestion: 'هل تريد تجاهل التغييرات؟',
    overlayKeepEditing: 'متابعة التعديل',
    overlayDiscard: 'تجاهل',
  },
});
