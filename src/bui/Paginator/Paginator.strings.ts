import {defineStrings} from '../internal/i18n';
import type {Message, MessageFormatter} from '../internal/i18n/types';

const enUS = {
  paginatorPrevious: 'Previous',
  paginatorNext: 'Next',
  paginatorPage: ({page}: {page: number}, f: MessageFormatter) => `Page ${f.number(page)}`,
  paginatorPageOf: ({page, total}: {page: number; total: number}, f: MessageFormatter) =>
    `Page ${f.number(page)} of ${f.number(total)}`,
  paginatorShowingAll: ({total}: {total: number}, f: MessageFormatter) =>
    `Showing ${f.number(total)} of ${f.number(total)}`,
  paginatorShowingRange: ({first, last, total}: {first: number; last: number; total: number}, f: MessageFormatter) =>
    `Showing ${f.number(first)}–${f.number(last)} of ${f.number(total)}`,
  paginatorRowsPerPage: 'Rows per page',
} satisfies Record<string, Message>;

export const paginatorStrings = /* @__PURE__ */ defineStrings({
  'en-US': enUS,
  'nl-NL': {
    paginatorPrevious: 'Vorige',
    paginatorNext: 'Volgende',
    paginatorPage: ({page}, f) => `Pagina ${f.number(page)}`,
    paginatorPageOf: ({page, total}, f) => `Pagina ${f.number(page)} van ${f.number(total)}`,
    paginatorShowingAll: ({total}, f) => `${f.number(total)} van ${f.number(total)} weergegeven`,
    paginatorShowingRange: ({first, last, total}, f) =>
      `${f.number(first)}–${f.number(last)} van ${f.number(total)} weergegeven`,
    paginatorRowsPerPage: 'Rijen per pagina',
  },
  'de-DE': {
    paginatorPrevious: 'Zurück',
    paginatorNext: 'Weiter',
    paginatorPage: ({page}, f) => `Seite ${f.number(page)}`,
    paginatorPageOf: ({page, total}, f) => `Seite ${f.number(page)} von ${f.number(total)}`,
    paginatorShowingAll: ({total}, f) => `${f.number(total)} von ${f.number(total)}`,
    paginatorShowingRange: ({first, last, total}, f) => `${f.number(first)}–${f.number(last)} von ${f.number(total)}`,
    paginatorRowsPerPage: 'Zeilen pro Seite',
  },
  'es-ES': {
    paginatorPrevious: 'Anterior',
    paginatorNext: 'Siguiente',
    paginatorPage: ({page}, f) => `Página ${f.number(page)}`,
    paginatorPageOf: ({page, total}, f) => `Página ${f.number(page)} de ${f.number(total)}`,
    paginatorShowingAll: ({total}, f) => `Mostrando ${f.number(total)} de ${f.number(total)}`,
    paginatorShowingRange: ({first, last, total}, f) =>
      `Mostrando ${f.number(first)}–${f.number(last)} de ${f.number(total)}`,
    paginatorRowsPerPage: 'Filas por página',
  },
  'ar-AE': {
    paginatorPrevious: 'السابق',
    paginatorNext: 'التالي',
    paginatorPage: ({page}, f) => `الصفحة ${f.number(page)}`,
    paginatorPageOf: ({page, total}, f) => `الصفحة ${f.number(page)} من ${f.number(total)}`,
    paginatorShowingAll: ({total}, f) => `عرض ${f.number(total)} من ${f.number(total)}`,
    paginatorShowingRange: ({first, last, total}, f) =>
      `عرض ${f.number(first)}–${f.number(last)} من ${f.number(total)}`,
    paginatorRowsPerPage: 'عدد الصفوف في الصفحة',
  },
});
