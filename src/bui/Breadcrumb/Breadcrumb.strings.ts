import {defineStrings} from '../internal/i18n';
import type {Message, MessageFormatter} from '../internal/i18n/types';

const enUS = {
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbShowMore: ({count}: {count: number}, f: MessageFormatter) =>
    f.plural(count, {one: `Show ${f.number(count)} more level`, other: `Show ${f.number(count)} more levels`}),
} satisfies Record<string, Message>;

export const breadcrumbStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    breadcrumbLabel: 'Kruimelpad',
    breadcrumbShowMore: ({count}, f) =>
      f.plural(count, {one: `Nog ${f.number(count)} niveau tonen`, other: `Nog ${f.number(count)} niveaus tonen`}),
  },
  'de-DE': {
    breadcrumbLabel: 'Pfadnavigation',
    breadcrumbShowMore: ({count}, f) =>
      f.plural(count, {
        one: `${f.number(count)} weitere Ebene anzeigen`,
        other: `${f.number(count)} weitere Ebenen anzeigen`,
      }),
  },
  'es-ES': {
    breadcrumbLabel: 'Ruta de navegación',
    breadcrumbShowMore: ({count}, f) =>
      f.plural(count, {one: `Mostrar ${f.number(count)} nivel más`, other: `Mostrar ${f.number(count)} niveles más`}),
  },
  'ar-AE': {
    breadcrumbLabel: 'مسار التنقل',
    breadcrumbShowMore: ({count}, f) =>
      f.plural(count, {
        one: 'إظهار مستوى آخر',
        two: 'إظهار مستويين آخرين',
        few: `إظهار ${f.number(count)} مستويات أخرى`,
        many: `إظهار ${f.number(count)} مستوى آخر`,
        other: `إظهار ${f.number(count)} مستوى آخر`,
      }),
  },
});
