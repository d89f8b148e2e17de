import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Icon} from './Icon';
import type {IconName} from './icons';

afterEach(() => vi.restoreAllMocks());

describe('Icon', () => {
  it('is decorative by default', () => {
    const html = renderToStaticMarkup(<Icon name="calendar" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role=');
  });

  it('is an image named by its label', () => {
    const html = renderToStaticMarkup(<Icon name="lock" label="Private to HR" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Private to HR"');
    expect(html).not.toContain('aria-hidden');
  });

  it('draws an empty box and warns for a name outside the set', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToStaticMarkup(<Icon name={'check-circle' as IconName} size="lg" />);
    expect(html).toMatch(/^<svg[^>]*><\/svg>$/);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[BUI Icon] name="check-circle" is not in the BUI icon set'),
    );
  });
});
