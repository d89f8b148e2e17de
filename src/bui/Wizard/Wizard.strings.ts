import {defineStrings} from '../internal/i18n';
import {stepsStrings} from '../internal/steps.strings';
import type {Message, MessageFormatter} from '../internal/i18n/types';

const enUS = {
  wizardPosition: ({step, total}: {step: number; total: number}, f: MessageFormatter) =>
    `Step ${f.number(step)} of ${f.number(total)}`,
  wizardFixToContinue: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {
      one: `Fix ${f.number(count)} error to continue`,
      other: `Fix ${f.number(count)} errors to continue`,
    }),
  wizardFixToFinish: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: `Fix ${f.number(count)} error to submit`, other: `Fix ${f.number(count)} errors to submit`}),
  wizardContinue: 'Continue',
  wizardBack: 'Back',
  wizardFinish: 'Finish',
  wizardSubmitting: 'Submitting',
  wizardChecking: 'Checking',
} satisfies Record<string, Message>;

export const wizardStrings = /* @__PURE__ */ defineStrings(
  {
    'en-US': enUS,
    'nl-NL': {
      wizardPosition: ({step, total}, f) => `Stap ${f.number(step)} van ${f.number(total)}`,
      wizardFixToContinue: ({count}, f) =>
        f.plural(count, {
          one: `Herstel ${f.number(count)} fout om verder te gaan`,
          other: `Herstel ${f.number(count)} fouten om verder te gaan`,
        }),
      wizardFixToFinish: ({count}, f) =>
        f.plural(count, {
          one: `Herstel ${f.number(count)} fout om te versturen`,
          other: `Herstel ${f.number(count)} fouten om te versturen`,
        }),
      wizardContinue: 'Doorgaan',
      wizardBack: 'Terug',
      wizardFinish: 'Afronden',
      wizardSubmitting: 'Bezig met versturen',
      wizardChecking: 'Bezig met controleren',
    },
    'de-DE': {
      wizardPosition: ({step, total}, f) => `Schritt ${f.number(step)} von ${f.number(total)}`,
      wizardFixToContinue: ({count}, f) =>
        f.plural(count, {
          one: `Beheben Sie ${f.number(count)} Fehler, um fortzufahren`,
          other: `Beheben Sie ${f.number(count)} Fehler, um fortzufahren`,
        }),
      wizardFixToFinish: ({count}, f) =>
        f.plural(count, {
          one: `Beheben Sie ${f.number(count)} Fehler, um abzusenden`,
          other: `Beheben Sie ${f.number(count)} Fehler, um abzusenden`,
        }),
      wizardContinue: 'Weiter',
      wizardBack: 'Zurück',
      wizardFinish: 'Abschließen',
      wizardSubmitting: 'Wird gesendet',
      wizardChecking: 'Wird geprüft',
    },
    'es-ES': {
      wizardPosition: ({step, total}, f) => `Paso ${f.number(step)} de ${f.number(total)}`,
      wizardFixToContinue: ({count}, f) =>
        f.plural(count, {
          one: `Corrige ${f.number(count)} error para continuar`,
          other: `Corrige ${f.number(count)} errores para continuar`,
        }),
      wizardFixToFinish: ({count}, f) =>
        f.plural(count, {
          one: `Corrige ${f.number(count)} error para enviar`,
          other: `Corrige ${f.number(count)} errores para enviar`,
        }),
      wizardContinue: 'Continuar',
      wizardBack: 'Atrás',
      wizardFinish: 'Finalizar',
      wizardSubmitting: 'Enviando',
      wizardChecking: 'Comprobando',
    },
    'ar-AE': {
      wizardPosition: ({step, total}, f) => `الخطوة ${f.number(step)} من ${f.number(total)}`,
      wizardFixToContinue: ({count}, f) =>
        f.plural(count, {
          zero: 'صحّح الأخطاء للمتابعة',
          one: 'صحّح خطأً واحدًا للمتابعة',
          two: 'صحّح خطأين للمتابعة',
          few: `صحّح ${f.number(count)} أخطاء للمتابعة`,
          many: `صحّح ${f.number(count)} خطأً للمتابعة`,
          other: `صحّح ${f.number(count)} خطأ للمتابعة`,
        }),
      wizardFixToFinish: ({count}, f) =>
        f.plural(count, {
          zero: 'صحّح الأخطاء للإرسال',
          one: 'صحّح خطأً واحدًا للإرسال',
          two: 'صحّح خطأين للإرسال',
          few: `صحّح ${f.number(count)} أخطاء للإرسال`,
          many: `صحّح ${f.number(count)} خطأً للإرسال`,
          other: `صحّح ${f.number(count)} خطأ للإرسال`,
        }),
      wizardContinue: 'متابعة',
      wizardBack: 'رجوع',
      wizardFinish: 'إنهاء',
      wizardSubmitting: 'جارٍ الإرسال',
      wizardChecking: 'جارٍ التحقق',
    },
  },
  stepsStrings,
);
