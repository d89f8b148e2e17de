import {defineStrings} from '../i18n';
import type {Message, MessageFormatter} from '../i18n/types';

const enUS = {
  fieldOptional: '(optional)',
  characterCountUsed: ({count, total}: {count: number; total: number}, f: MessageFormatter) =>
    `${f.number(count)} of ${f.number(total)} characters used`,
  characterCountLeft: ({count}: {count: number}, f: MessageFormatter) =>
    count <= 0
      ? 'No characters left'
      : f.plural(count, {one: `${f.number(count)} character left`, other: `${f.number(count)} characters left`}),
  characterCountShortened: ({count}: {count: number}, f: MessageFormatter) =>
    `Your text was shortened to ${f.number(count)} characters`,
} satisfies Record<string, Message>;

export const fieldStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    fieldOptional: '(optioneel)',
    characterCountUsed: ({count, total}, f) => `${f.number(count)} van ${f.number(total)} tekens gebruikt`,
    characterCountLeft: ({count}, f) =>
      count <= 0
        ? 'Geen tekens meer over'
        : f.plural(count, {one: `Nog ${f.number(count)} teken over`, other: `Nog ${f.number(count)} tekens over`}),
    characterCountShortened: ({count}, f) => `Je tekst is ingekort tot ${f.number(count)} tekens`,
  },
  'de-DE': {
    fieldOptional: '(optional)',
    characterCountUsed: ({count, total}, f) => `${f.number(count)} von ${f.number(total)} Zeichen verwendet`,
    characterCountLeft: ({count}, f) =>
      count <= 0
        ? 'Keine Zeichen mehr übrig'
        : f.plural(count, {
            one: `Noch ${f.number(count)} Zeichen übrig`,
            other: `Noch ${f.number(count)} Zeichen übrig`,
          }),
    characterCountShortened: ({count}, f) => `Ihr Text wurde auf ${f.number(count)} Zeichen gekürzt`,
  },
  'es-ES': {
    fieldOptional: '(opcional)',
    characterCountUsed: ({count, total}, f) => `${f.number(count)} de ${f.number(total)} caracteres usados`,
    characterCountLeft: ({count}, f) =>
      count <= 0
        ? 'No quedan caracteres'
        : f.plural(count, {one: `Queda ${f.number(count)} carácter`, other: `Quedan ${f.number(count)} caracteres`}),
    characterCountShortened: ({count}, f) => `Tu texto se ha acortado a ${f.number(count)} caracteres`,
  },
  'ar-AE': {
    fieldOptional: '(اختياري)',
    characterCountUsed: ({count, total}, f) => `الأحرف المستخدمة: ${f.number(count)} من ${f.number(total)}`,
    characterCountLeft: ({count}, f) =>
      count <= 0
        ? 'لم يتبقَّ أي حرف'
        : f.plural(count, {
            one: 'يتبقى حرف واحد',
            two: 'يتبقى حرفان',
            few: `يتبقى ${f.number(count)} أحرف`,
            many: `يتبقى ${f.number(count)} حرفًا`,
            other: `يتبقى ${f.number(count)} حرف`,
          }),
    characterCountShortened: ({count}, f) =>
      f.plural(count, {
        one: 'تم اختصار نصك إلى حرف واحد',
        two: 'تم اختصار نصك إلى حرفين',
        few: `تم اختصار نصك إلى ${f.number(count)} أحرف`,
        many: `تم اختصار نصك إلى ${f.number(count)} حرفًا`,
        other: `تم اختصار نصك إلى ${f.number(count)} حرف`,
      }),
  },
});
