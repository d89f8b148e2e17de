import {defineStrings} from './i18n';
import type {Message, MessageFormatter} from './i18n/types';

const enUS = {
  stepName: (
    {step, total, title, status}: {step: number; total: number; title: string; status: string},
    f: MessageFormatter,
  ) => `Step ${f.number(step)} of ${f.number(total)}, ${title}, ${status}`,
  stepComplete: 'completed',
  stepCurrent: 'current',
  stepUpcoming: 'not started',
  stepCurrentError: 'current, has errors',
} satisfies Record<string, Message>;

export const stepsStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    stepName: ({step, total, title, status}, f) => `Stap ${f.number(step)} van ${f.number(total)}, ${title}, ${status}`,
    stepComplete: 'voltooid',
    stepCurrent: 'huidige stap',
    stepUpcoming: 'nog niet begonnen',
    stepCurrentError: 'huidige stap, bevat fouten',
  },
  'de-DE': {
    stepName: ({step, total, title, status}, f) =>
      `Schritt ${f.number(step)} von ${f.number(total)}, ${title}, ${status}`,
    stepComplete: 'abgeschlossen',
    stepCurrent: 'aktueller Schritt',
    stepUpcoming: 'noch nicht begonnen',
    stepCurrentError: 'aktueller Schritt, enthält Fehler',
  },
  'es-ES': {
    stepName: ({step, total, title, status}, f) => `Paso ${f.number(step)} de ${f.number(total)}, ${title}, ${status}`,
    stepComplete: 'completado',
    stepCurrent: 'paso actual',
    stepUpcoming: 'sin empezar',
    stepCurrentError: 'paso actual, tiene errores',
  },
  'ar-AE': {
    stepName: ({step, total, title, status}, f) =>
      `الخطوة ${f.number(step)} من ${f.number(total)}، ${title}، ${status}`,
    stepComplete: 'مكتملة',
    stepCurrent: 'الخطوة الحالية',
    stepUpcoming: 'لم تبدأ بعد',
    stepCurrentError: 'الخطوة الحالية، تحتوي على أخطاء',
  },
});
