import {I18nProvider} from 'react-aria/I18nProvider';
import {renderToString} from 'react-dom/server';
import {expect, it} from 'vitest';
import {UploadList} from './UploadList';
import type {UploadRow} from './useUploads';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, {type: 'application/pdf'});

it("writes each row's state, size and buttons in the reader's language", () => {
  const rows: UploadRow[] = [
    {key: 'a', file: file('Vertrag.pdf', 1.24 * 1024 * 1024), status: 'uploaded', progress: 100, id: 'a'},
    {key: 'b', file: file('Scan.pdf', 10), status: 'queued', progress: 0},
    {key: 'c', file: file('Beleg.pdf', 10), status: 'failed', progress: 0},
  ];
  const html = renderToString(
    <I18nProvider locale="de-DE">
      <UploadList rows={rows} onRetry={() => {}} onRemove={() => {}} />
    </I18nProvider>,
  );
  expect(html).toContain('1,2 MB');
  expect(html).toContain(', hochgeladen');
  expect(html).toContain('Wartet…');
  expect(html).toContain('Hochladen fehlgeschlagen');
  expect(html).toContain('Wiederholen');
  expect(html).toContain('Scan.pdf abbrechen');
  expect(html).toContain('Vertrag.pdf entfernen');
});
