import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {FileUploadMobile, InputFile} from '../..';
import {readUploads} from '../testing/uploads';

const read = (html: string) => readUploads(html, 'receipts');

// Both upload controls keep their files in useUploads, so one set of cases checks each.
describe.each([
  ['InputFile', InputFile],
  ['FileUploadMobile', FileUploadMobile],
])('%s, defaultValue', (_, Upload) => {
  it('starts with the stored files as uploaded rows, submitted with `name`, and uploads nothing', () => {
    const onUpload = vi.fn();
    const html = renderToStaticMarkup(
      <Upload label="Receipts" name="receipts" multiple defaultValue={['taxi.pdf', 'hotel.pdf']} onUpload={onUpload} />,
    );
    expect(read(html)).toEqual({
      rows: ['uploaded: taxi.pdf', 'uploaded: hotel.pdf'],
      submitted: ['taxi.pdf', 'hotel.pdf'],
    });
    expect(html).not.toContain('0 bytes');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('holds one file without `multiple`', () => {
    const html = renderToStaticMarkup(<Upload label="CV" name="receipts" defaultValue="cv.pdf" onUpload={vi.fn()} />);
    expect(read(html)).toEqual({rows: ['uploaded: cv.pdf'], submitted: ['cv.pdf']});
  });

  it('starts empty without it, and a controlled `value` wins over it', () => {
    const empty = renderToStaticMarkup(<Upload label="Receipts" name="receipts" multiple onUpload={vi.fn()} />);
    expect(read(empty)).toEqual({rows: [], submitted: []});
    const controlled = renderToStaticMarkup(
      <Upload label="Receipts" name="receipts" multiple value={[]} defaultValue={['taxi.pdf']} onUpload={vi.fn()} />,
    );
    expect(read(controlled)).toEqual({rows: [], submitted: []});
  });
});
