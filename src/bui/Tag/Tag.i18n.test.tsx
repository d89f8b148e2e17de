// @vitest-environment jsdom
import {act, useState} from 'react';
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {commonStrings} from '../internal/i18n/common';
import {renderPerTest} from '../internal/testing/view';
import {Tag} from './Tag';

const de = commonStrings['de-DE'];
const en = commonStrings['en-US'];

const view = renderPerTest('de-DE');
beforeEach(() => {
  // The group clears its announcement after 5 s; on a slow machine it must not be gone before it is read.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Active filters an app removes when the group asks it to. */
function Filters({multiple = false}: {multiple?: boolean}) {
  const [filters, setFilters] = useState(['Finanzen', 'Vertrieb', 'Berlin']);
  const [selected, setSelected] = useState<string[]>([]);
  const tags = filters.map((filter) => (
    <Tag key={filter} onRemove={() => setFilters((current) => current.filter((item) => item !== filter))}>
      {filter}
    </Tag>
  ));
  return multiple ? (
    <Tag.Group label="Aktive Filter" multiple value={selected} onChange={setSelected}>
      {tags}
    </Tag.Group>
  ) : (
    <Tag.Group label="Aktive Filter">{tags}</Tag.Group>
  );
}

const announcement = () => view.container.querySelector('[role="status"]')?.textContent ?? '';
const row = (text: string) =>
  [...(view.container.querySelectorAll<HTMLElement>('[role="row"]') ?? [])].find(
    (candidate) => candidate.textContent === text,
  );

it("announces a removed tag in the reader's language after its remove button is pressed", () => {
  view.render(<Filters />);
  const remove = row('Vertrieb')?.querySelector('button');
  expect(remove).toBeInstanceOf(HTMLButtonElement);
  // react-aria takes a click without pointer events as a virtual press.
  act(() => remove?.click());
  expect(row('Vertrieb')).toBeUndefined();
  expect(announcement()).toBe('Vertrieb entfernt');
  expect(announcement()).toBe(de.removedNamed({name: 'Vertrieb'}));
  expect(document.body.textContent).not.toContain(en.removedNamed({name: 'Vertrieb'}));
});

it("announces several tags removed at once as one list joined in the reader's language", () => {
  view.render(<Filters multiple />);
  // Select two tags (a click on a row toggles it, as Space does), then Delete removes every selected tag.
  act(() => row('Finanzen')?.click());
  act(() => row('Berlin')?.click());
  expect(row('Finanzen')?.getAttribute('aria-selected')).toBe('true');
  expect(row('Berlin')?.getAttribute('aria-selected')).toBe('true');
  const focused = row('Berlin') as HTMLElement;
  act(() => focused.focus());
  act(() => {
    focused.dispatchEvent(new KeyboardEvent('keydown', {key: 'Delete', bubbles: true, cancelable: true}));
  });
  expect(row('Finanzen')).toBeUndefined();
  expect(row('Berlin')).toBeUndefined();
  expect(announcement()).toBe('Finanzen und Berlin entfernt');
  expect(document.body.textContent).not.toContain('Finanzen and Berlin removed');
});

it('names a lone tag’s remove button in the reader’s language', () => {
  view.render(<Tag onRemove={() => {}}>Finanzen</Tag>);
  const button = view.container.querySelector('button');
  expect(button?.getAttribute('aria-label')).toBe(de.removeNamed({name: 'Finanzen'}));
  expect(button?.getAttribute('aria-label')).not.toBe(en.removeNamed({name: 'Finanzen'}));
});
