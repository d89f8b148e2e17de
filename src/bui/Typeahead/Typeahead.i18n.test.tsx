// @vitest-environment jsdom
import {act} from 'react';
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {renderPerTest} from '../internal/testing/view';
import {Typeahead} from './Typeahead';
import {typeaheadStrings} from './Typeahead.strings';
import {SEARCH_DEBOUNCE_MS} from './useRemoteOptions';
import {SPINNER_DELAY_MS} from '../Spinner/Spinner';

const de = typeaheadStrings['de-DE'];
const en = typeaheadStrings['en-US'];
// The messages with a count need the formatter's plural and number helpers, which only react-aria's formatter has.
const deFormat = stringsFor('de-DE').format;
const enFormat = stringsFor('en-US').format;

const view = renderPerTest('de-DE');
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input = () => view.container.querySelector('input[role="combobox"]') as HTMLInputElement;
/** The field's polite region (the spinner has a status region of its own). */
const status = () => view.container.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '';
/** The page as people see it: the field and the list, which react-aria puts in a portal at the end of the body. */
const page = () => document.body.textContent ?? '';

/** Focuses the field and types `text`, as a keyboard would: one input event with the new value. */
function typeInto(field: HTMLInputElement, text: string): void {
  act(() => field.focus());
  // React tracks the value it last rendered; only the prototype's setter makes the input event a change to it.
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  act(() => {
    value?.set?.call(field, text);
    field.dispatchEvent(new Event('input', {bubbles: true}));
  });
}

const offices = (
  <>
    <Typeahead.Option value="ber">Berlin</Typeahead.Option>
    <Typeahead.Option value="ham">Hamburg</Typeahead.Option>
    <Typeahead.Option value="mun">München</Typeahead.Option>
  </>
);

it("says it is searching in the reader's language while a remote search waits for its answer", () => {
  const loadOptions = vi.fn(() => new Promise<string[]>(() => {}));
  view.render(
    <Typeahead label="Kostenstelle" loadOptions={loadOptions}>
      {(item: string) => <Typeahead.Option value={item}>{item}</Typeahead.Option>}
    </Typeahead>,
  );
  typeInto(input(), 'Ber');
  act(() => {
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  expect(loadOptions).toHaveBeenCalledTimes(1);
  expect(status()).toBe('Suche läuft…');
  expect(status()).toBe(de.typeaheadSearching);
  expect(document.querySelector('[role="listbox"]')?.textContent).toBe(de.typeaheadSearching);
  // The spinner in the field says the same once it shows.
  act(() => {
    vi.advanceTimersByTime(SPINNER_DELAY_MS);
  });
  const spinner = view.container.querySelector('[role="status"]:not([aria-live])');
  expect(spinner?.textContent).toBe(de.typeaheadSearchingLabel);
  expect(status()).toBe(de.typeaheadSearching);
  expect(page()).not.toContain(en.typeaheadSearchingLabel);
});

it("says nothing matches in the reader's language, in the status region and in the list", () => {
  view.render(<Typeahead label="Büro">{offices}</Typeahead>);
  typeInto(input(), 'xyz');
  expect(status()).toBe(de.typeaheadNoMatches({query: 'xyz'}));
  expect(status()).toBe('Keine Treffer für „xyz“');
  expect(document.querySelector('[role="listbox"]')?.textContent).toBe(de.typeaheadNoMatchesSpelling({query: 'xyz'}));
  expect(page()).not.toContain(en.typeaheadNoMatches({query: 'xyz'}));
});

it("says the maximum is reached in the reader's language, in the status region and in the list", () => {
  view.render(
    <Typeahead label="Büros" multiple max={2} defaultValue={['ber', 'ham']}>
      {offices}
    </Typeahead>,
  );
  typeInto(input(), 'Mü');
  const reached = deFormat('typeaheadMaxChosen', {count: 2});
  expect(reached).toBe('Höchstzahl von 2 erreicht');
  expect(status()).toBe(reached);
  expect(document.querySelector('[role="listbox"]')?.textContent).toBe(reached);
  expect(page()).not.toContain(enFormat('typeaheadMaxChosen', {count: 2}));
  // The chips' group is named in the reader's language too.
  expect(page()).toContain(de.typeaheadChosen({label: 'Büros'}));
  expect(page()).not.toContain(en.typeaheadChosen({label: 'Büros'}));
});
