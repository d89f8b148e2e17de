import {defineStrings} from '../internal/i18n';
import type {Message, MessageFormatter} from '../internal/i18n/types';

const enUS = {
  tabsCount: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: `${f.number(count)} item`, other: `${f.number(count)} items`}),
} satisfies Record<string, Message>;

export const tabsStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    tabsCount: ({count}, f) => f.plural(count, {one: `${f.number(count)} item`, other: `${f.number(count)} items`}),
  },
  'de-DE': {
    tabsCount: ({count}, f) =>
      f.plural(count, {one: `${f.number(count)} Eintrag`, other: `${f.number(count)} Einträge`}),
  },
  'es-ES': {
    tabsCount: ({count}, f) =>
      f.plural(count, {one: `${f.number(count)} elemento`, other: `${f.number(count)} elementos`}),
  },
  'ar-AE': {
    tabsCount: ({count}, f) =>
      f.plural(count, {
        zero: 'لا عناصر',
        one: 'عنصر واحد',
        two: 'عنصران',
        few: `${f.number(count)} عناصر`,
        many: `${f.number(count)} عنصرًا`,
        other: `${f.number(count)} عنصر`,
      }),
  },
});
