// @vitest-environment jsdom
import {act} from 'react';
import {expect, it, vi} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {renderPerTest} from '../internal/testing/view';
import {InputFile} from './InputFile';
import {inputFileStrings} from './InputFile.strings';

const de = inputFileStrings['de-DE'];
const en = inputFileStrings['en-US'];
const accept = ['application/pdf', '.docx'];
const photo = new File([new Uint8Array(10)], 'Urlaubsfoto.png', {type: 'image/png'});

const view = renderPerTest('de-DE');

const page = () => document.body.textContent ?? '';
const status = () => view.container.querySelector('[role="status"]')?.textContent ?? '';

function show(types: string[] = accept): void {
  view.render(<InputFile label="Lebenslauf" accept={types} onUpload={vi.fn()} />);
}

/** Chooses `files` in the system dialog: the browser sets the hidden file input's files and fires `change`. */
function choose(files: File[]): void {
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', {value: files, configurable: true});
  act(() => {
    input.dispatchEvent(new Event('change', {bubbles: true}));
  });
}

/** One dragged thing as a browser's DataTransferItem describes it: a file of a type, or a folder. */
interface DraggedItem {
  kind: 'file';
  type: string;
  getAsFile: () => File | null;
  webkitGetAsEntry: () => {isFile: boolean; isDirectory: boolean; name: string};
}
const draggedFile = (file: File): DraggedItem => ({
  kind: 'file',
  type: file.type,
  getAsFile: () => file,
  webkitGetAsEntry: () => ({isFile: true, isDirectory: false, name: file.name}),
});
// Browsers list a dragged folder as a file item with no type, whose entry is a directory.
const draggedFolder = (name: string): DraggedItem => ({
  kind: 'file',
  type: '',
  getAsFile: () => null,
  webkitGetAsEntry: () => ({isFile: false, isDirectory: true, name}),
});

/**
 * Fires a drag event on the drop area. jsdom has no DataTransfer, so the event carries the part of one that
 * react-aria's drop handling reads: the items, their types and the allowed operations.
 */
function drag(type: 'dragenter' | 'dragover' | 'drop', items: DraggedItem[]): void {
  // The drop area is the first element of its class: the text inside it comes after it.
  const zone = view.container.querySelector('[class*="zone"]') as HTMLElement;
  const event = new MouseEvent(type, {bubbles: true, cancelable: true, clientX: 10, clientY: 10});
  Object.defineProperty(event, 'dataTransfer', {
    value: {items, types: ['Files'], effectAllowed: 'all', dropEffect: 'none', getData: () => ''},
  });
  act(() => {
    zone.dispatchEvent(event);
  });
}

it("says a chosen file's type is not accepted in the reader's language, in its row and in the status region", () => {
  show();
  choose([photo]);
  const german = stringsFor('de-DE').format;
  const message = german('uploadNotAccepted', {file: photo.name, types: 'PDF oder Word'});
  expect(message).toBe('Urlaubsfoto.png wird nicht akzeptiert. Zulässig: PDF oder Word');
  expect(view.container.querySelector('ul')?.textContent).toContain(message);
  expect(status()).toBe(message);
  const english = stringsFor('en-US').format;
  expect(page()).not.toContain(english('uploadNotAccepted', {file: photo.name, types: 'PDF or Word'}));
  expect(page()).not.toContain("isn't accepted");
});

it("says a dragged file's type is not accepted in the reader's language while it is over the drop area", () => {
  // While dragging, browsers expose only MIME types, so the field can tell a wrong type only when `accept` lists
  // nothing else.
  show(['application/pdf']);
  drag('dragenter', [draggedFile(photo)]);
  expect(view.container.querySelector('[data-wrong-type]')).not.toBeNull();
  expect(page()).toContain(de.inputFileWrongType);
  expect(page()).not.toContain(en.inputFileWrongType);
  expect(page()).not.toContain(de.inputFileDropToUpload);
});

it("says folders cannot be uploaded in the reader's language after one is dropped", () => {
  show();
  drag('dragenter', [draggedFolder('Zeugnisse')]);
  drag('drop', [draggedFolder('Zeugnisse')]);
  expect(page()).toContain('Ordner können nicht hochgeladen werden. Legen Sie stattdessen die Dateien ab');
  expect(page()).toContain(de.inputFileFolder);
  expect(page()).not.toContain(en.inputFileFolder);
});
