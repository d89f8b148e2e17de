import {describe, expect, it} from 'vitest';
import {describeAccept, formatSize, matchesAccept, progressStep, rejection, splitName} from './files';

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
    expect(describeAccept(['application/pdf', '.doc', '.docx'])).toBe('PDF or Word');
    expect(describeAccept(['application/pdf', 'image/jpeg', '.png'])).toBe('PDF, JPG or PNG');
    expect(describeAccept(['.pdf'])).toBe('PDF');
  });

  it('formats sizes', () => {
    expect(formatSize(820)).toBe('820 bytes');
    expect(formatSize(240 * 1024)).toBe('240 KB');
    expect(formatSize(1.24 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatSize(14 * 1024 * 1024)).toBe('14 MB');
  });

  it('rejects the wrong type first, then a file over the limit', () => {
    const accept = ['application/pdf', '.jpg'];
    expect(rejection({name: 'holiday.heic', type: 'image/heic', size: 10}, accept, 100)).toBe(
      "holiday.heic isn't accepted. Upload a PDF or JPG",
    );
    expect(
      rejection({name: 'scan.pdf', type: 'application/pdf', size: 14 * 1024 * 1024}, accept, 10 * 1024 * 1024),
    ).toBe('scan.pdf is 14 MB. Choose one under 10 MB');
    expect(rejection({name: 'scan.pdf', type: 'application/pdf', size: 10}, accept, 100)).toBeNull();
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
