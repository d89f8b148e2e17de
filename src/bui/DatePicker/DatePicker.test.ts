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
/** The description's text, as FieldParts renders it. */
const descriptionOf = (html: string) => /slot="description"[^>]*>(.*?)<\/span>/.exec(html)?.[1].replace(/<[^>]+>/g, '');

afterEach(() => vi.restoreAllMocks());

it('ends the description with the format example as the segments show a typed date in the locale', () => {
  const props = {description: 'The first working day, from 1 Apr 2026.', formatExample: '2026-04-14'};
  expect(descriptionOf(render(props))).toBe('The first working day, from 1 Apr 2026. For example 4/14/2026');
  expect(descriptionOf(render(props, 'en-GB'))).toBe('The first working day, from 1 Apr 2026. For example 14/04/2026');
  expect(descriptionOf(render({formatExample: '2026-04-14'}, 'nl-NL'))).toBe('Bijvoorbeeld 14-4-2026');
});

it('a range picker shows the start and the end', () => {
  const html = inLocale(
    'en-GB',
    createElement(DateRangePicker, {label: 'Leave dates', formatExample: {start: '2026-03-14', end: '2026-03-18'}}),
  );
  expect(descriptionOf(html)).toBe('For example 14/03/2026 – 18/03/2026');
});

it('an example that is not an ISO date warns in development and leaves the description as it is', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(descriptionOf(render({description: 'From 1 Apr 2026.', formatExample: '14 Apr 2026'}))).toBe(
    'From 1 Apr 2026.',
  );
  expect(warn).toHaveBeenCalledWith(
    '[BUI DatePicker] formatExample holds "14 Apr 2026", not ISO dates (YYYY-MM-DD); showing no example.',
  );
});

it('still takes the description as `hint`, its name before 1.1, and warns in development', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(descriptionOf(render({hint: 'From 1 Apr 2026.'}))).toBe('From 1 Apr 2026.');
  expect(warn).toHaveBeenCalledWith('[BUI DatePicker] `hint` is renamed `description`; `hint` still works in 1.x.');
});
