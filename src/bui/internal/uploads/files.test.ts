import {describe, expect, it} from 'vitest';
import {stringsFor} from '../testing/i18n';
import {describeAccept, formatSize, matchesAccept, progressStep, rejection, splitName} from './files';

const en = stringsFor('en-US');
const de = stringsFor('de-DE');

describe('matchesAccept', () => {
  it('matches extensions, MIME types and wildcards, case-insensitively', () => {
    expect(matchesAccept({name: 'CV.DOCX', type: ''}, ['.docx'])).toBe(true);
    expect(matchesAccept({name: 'cv.pdf', type: 'application/pdf'}, ['application/pdf'])).toBe(true);
    expect(matchesAccept({name: 'a.png', type: 'image/png'}, ['image/*'])).toBe(true);
    expect(matchesAccept({name: 'a.heic', type: 'image/heic'}, ['application/pdf', '.jpg'])).toBe(false);
    expect(matchesAccept({name: 'a.heic', type: 'image/heic'}, undefined)).toBe(true);
    expect(matchesAccept({name: 'a.heic', type: 'image/heic'}, [])).toBe(true);
  });
});

describe('messages', () => {
  it('describes accepted types in words', () => {
    expect(describeAccept(['application/pdf', '.doc', '.docx'], en)).toBe('PDF or Word');
    expect(describeAccept(['application/pdf', 'image/jpeg', '.png'], en)).toBe('PDF, JPG, or PNG');
    expect(describeAccept(['application/pdf', 'image/jpeg', '.png'], stringsFor('en-GB'))).toBe('PDF, JPG or PNG');
    expect(describeAccept(['.pdf'], en)).toBe('PDF');
    expect(describeAccept(['application/pdf', 'image/*'], de)).toBe('PDF oder Bild');
    expect(describeAccept(['application/pdf', 'image/jpeg', '.png'], stringsFor('ar-AE'))).toBe('PDF أو JPG أو PNG');
  });

  it("formats sizes with Intl in the reader's locale", () => {
    expect(formatSize(820, 'en-US')).toBe('820 bytes');
    expect(formatSize(1, 'en-US')).toBe('1 byte');
    expect(formatSize(240 * 1024, 'en-US')).toBe('240 kB');
    expect(formatSize(1.24 * 1024 * 1024, 'en-US')).toBe('1.2 MB');
    expect(formatSize(14 * 1024 * 1024, 'en-US')).toBe('14 MB');
    expect(formatSize(1.24 * 1024 * 1024, 'de-DE')).toBe('1,2 MB');
    expect(formatSize(820, 'de-DE')).toBe('820 Byte');
  });

  it('rejects the wrong type first, then a file over the limit', () => {
    const accept = ['application/pdf', '.jpg'];
    expect(rejection({name: 'holiday.heic', type: 'image/heic', size: 10}, accept, 100, en)).toBe(
      "holiday.heic isn't accepted. Upload a PDF or JPG",
    );
    expect(
      rejection({name: 'scan.pdf', type: 'application/pdf', size: 14 * 1024 * 1024}, accept, 10 * 1024 * 1024, en),
    ).toBe('scan.pdf is 14 MB. Choose one under 10 MB');
    expect(rejection({name: 'scan.pdf', type: 'application/pdf', size: 10}, accept, 100, en)).toBeNull();
    expect(
      rejection({name: 'scan.pdf', type: 'application/pdf', size: 14 * 1024 * 1024}, accept, 10 * 1024 * 1024, de),
    ).toBe('scan.pdf ist 14 MB groß. Wählen Sie eine Datei unter 10 MB');
    expect(rejection({name: 'a.pdf', type: 'application/pdf', size: 10}, ['image/*'], 100, en)).toBe(
      "a.pdf isn't accepted. Upload an image",
    );
  });
});

describe('splitName and progressStep', () => {
  it('keeps the extension apart', () => {
    expect(splitName('Employment_contract_2026.pdf')).toEqual({stem: 'Employment_contract_2026', extension: '.pdf'});
    expect(splitName('README')).toEqual({stem: 'README', extension: ''});
    expect(splitName('.env')).toEqual({stem: '.env', extension: ''});
  });

  it('announces 25, 50 and 75 only', () => {
    expect([0, 10, 25, 49, 50, 80, 100].map(progressStep)).toEqual([null, null, 25, 25, 50, 75, null]);
  });
});
