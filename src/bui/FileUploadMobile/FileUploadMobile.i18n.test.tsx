// @vitest-environment jsdom
import {expect, it, vi} from 'vitest';
import {pressToOpen} from '../internal/testing/render';
import {renderPerTest} from '../internal/testing/view';
import {FileUploadMobile} from './FileUploadMobile';
import {fileUploadMobileStrings} from './FileUploadMobile.strings';

const de = fileUploadMobileStrings['de-DE'];
const en = fileUploadMobileStrings['en-US'];

const view = renderPerTest('de-DE');

it("offers the sources in the reader's language once the sheet is opened, and names the sheet", () => {
  view.render(<FileUploadMobile label="Belege" onUpload={vi.fn()} />);
  expect(view.container.querySelector('button[aria-haspopup]')?.textContent).toBe(de.fileUploadAddFile);
  const sheet = pressToOpen(view.container.querySelector('button[aria-haspopup]'), 'menu');
  expect(sheet).not.toBeNull();
  const sources = [...sheet.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
  expect(sources).toEqual([de.fileUploadCamera, de.fileUploadGallery, de.fileUploadFiles]);
  expect(sources).toEqual(['Foto aufnehmen', 'Aus Mediathek auswählen', 'Dateien durchsuchen']);
  // Named after the add button's text, which defaults to the reader's language's.
  expect(sheet.getAttribute('aria-label')).toBe(de.fileUploadChooseSource({label: de.fileUploadAddFile}));
  const page = document.body.textContent ?? '';
  for (const word of [en.fileUploadAddFile, en.fileUploadCamera, en.fileUploadGallery, en.fileUploadFiles]) {
    expect(page).not.toContain(word);
  }
});
