import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {I18nProvider} from 'react-aria-components';
import {afterEach, expect, it, vi} from 'vitest';
import {DateRangePicker} from '../DateRangePicker';
import {DatePicker, type DatePickerProps} from './DatePicker';

/** Server markup of `element` in `locale`. */
const inLocale = (locale: string, element: ReactNode) =>
  renderToStaticMarkup(createElement(I18nProvider, {locale, children: element}));
const render = (props: Partial<DatePickerProps>, locale = 'en-US') =>
  inLocale(locale, createElement(DatePicker, {label: 'Contract start date', ...props}));
/** The hint's text: FieldParts renders it as the field's description. */
const hintOf = (html: string) => /slot="description"[^>]*>(.*?)<\/span>/.exec(html)?.[1].replace(/<[^>]+>/g, '');

afterEach(() => vi.restoreAllMocks());

it('ends the hint with the format example as the segments show a typed date in the locale', () => {
  const props = {hint: 'The first working day, from 1 Apr 2026.', formatExample: '2026-04-14'};
  expect(hintOf(render(props))).toBe('The first working day, from 1 Apr 2026. For example 4/14/2026');
  expect(hintOf(render(props, 'en-GB'))).toBe('The first working day, from 1 Apr 2026. For example 14/04/2026');
  expect(hintOf(render({formatExample: '2026-04-14'}, 'nl-NL'))).toBe('For example 14-4-2026');
});

it('a range picker shows the start and the end', () => {
  const html = inLocale(
    'en-GB',
    createElement(DateRangePicker, {label: 'Leave dates', formatExample: {start: '2026-03-14', end: '2026-03-18'}}),
  );
  expect(hintOf(html)).toBe('For example 14/03/2026 – 18/03/2026');
});

it('an example that is not an ISO date warns in development and leaves the hint as it is', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(hintOf(render({hint: 'From 1 Apr 2026.', formatExample: '14 Apr 2026'}))).toBe('From 1 Apr 2026.');
  expect(warn).toHaveBeenCalledWith(
    '[BUI DatePicker] formatExample holds "14 Apr 2026", not ISO dates (YYYY-MM-DD); showing no example.',
  );
});
