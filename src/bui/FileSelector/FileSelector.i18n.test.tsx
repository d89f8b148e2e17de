// @vitest-environment jsdom
import {act} from 'react';
import {expect, it} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {pressToOpen} from '../internal/testing/render';
import {renderPerTest} from '../internal/testing/view';
import {FileSelector, type FileSelectorItem} from './FileSelector';
import {fileSelectorStrings} from './FileSelector.strings';

const de = fileSelectorStrings['de-DE'];
const en = fileSelectorStrings['en-US'];

const library: FileSelectorItem[] = [
  {id: 'vertraege', name: 'Verträge', kind: 'folder', parentId: null},
  {id: 'arbeitsvertrag', name: 'Arbeitsvertrag.pdf', kind: 'file', parentId: 'vertraege', mimeType: 'application/pdf'},
  {id: 'leer', name: 'Archiv', kind: 'folder', parentId: null},
];

const view = renderPerTest('de-DE');

const buttonTexts = (root: Element) => [...root.querySelectorAll('button')].map((button) => button.textContent);

it("titles the opened dialog and names its search, folders, count and buttons in the reader's language", () => {
  view.render(<FileSelector label="Vertrag" items={library} />);
  const dialog = pressToOpen(view.container.querySelector('button'), 'dialog');
  expect(dialog).not.toBeNull();
  const text = dialog.textContent ?? '';

  const title = dialog.querySelector('h2, [role="heading"]');
  expect(title?.textContent).toBe('Aus Dokumenten auswählen');
  expect(dialog.getAttribute('aria-labelledby')).toBe(title?.id);
  expect(buttonTexts(dialog)).toEqual(expect.arrayContaining([de.cancel, de.fileSelectorAttach]));
  expect(text).toContain(de.fileSelectorSearch);
  expect(dialog.querySelector(`nav[aria-label="${de.fileSelectorFolder}"]`)).not.toBeNull();
  // The breadcrumb's first step and the list's name are the library's top level.
  expect(text).toContain(de.fileSelectorRoot);
  expect(dialog.querySelector(`[role="grid"][aria-label="${de.fileSelectorRoot}"]`)).not.toBeNull();
  const german = stringsFor('de-DE').format;
  expect(dialog.querySelector('[role="status"]')?.textContent).toBe(german('fileSelectorSelected', {count: 0}));
  // Each folder row says what it is.
  expect(text).toContain(de.fileTypeFolder);

  const english = stringsFor('en-US').format;
  for (const word of [
    en.fileSelectorChoose,
    en.cancel,
    en.fileSelectorAttach,
    en.fileSelectorSearch,
    en.fileSelectorRoot,
    english('fileSelectorSelected', {count: 0}),
  ]) {
    expect(document.body.textContent).not.toContain(word);
  }
  expect(dialog.querySelector(`nav[aria-label="${en.fileSelectorFolder}"]`)).toBeNull();
});

it("says a folder is empty in the reader's language", () => {
  view.render(<FileSelector label="Vertrag" items={library} />);
  const dialog = pressToOpen(view.container.querySelector('button'), 'dialog');
  const archive = [...dialog.querySelectorAll<HTMLElement>('[role="row"]')].find((row) =>
    row.textContent?.includes('Archiv'),
  );
  expect(archive).toBeDefined();
  // A click on a folder row opens it, as Enter does.
  act(() => archive?.click());
  const list = dialog.querySelector('[role="grid"]');
  expect(list?.getAttribute('aria-label')).toBe(de.fileSelectorDocumentsIn({folder: 'Archiv'}));
  expect(list?.textContent).toBe(de.fileSelectorEmptyFolder);
  expect(document.body.textContent).not.toContain(en.fileSelectorEmptyFolder);
});
