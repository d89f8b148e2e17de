import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {XingLoader} from './XingLoader';

afterEach(() => vi.restoreAllMocks());

describe('XingLoader on its first render', () => {
  it('renders its status region empty, the mark hidden, the area busy, and no action yet', () => {
    const html = renderToStaticMarkup(
      <XingLoader label="Opening your workspace" action={{label: 'Cancel', onAction: () => {}}} />,
    );
    expect(html).toMatch(/<span role="status"><\/span>/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).not.toContain('<button');
  });

  it('warns about an unknown variant and coverage and draws the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error -- `tone` is not a variant (content review §1.11)
    const html = renderToStaticMarkup(<XingLoader label="Loading" variant="tone" coverage="page" />);
    expect(html).toContain('data-variant="neutral"');
    expect(html).toContain('data-coverage="screen"');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('draws `variant="default"`, renamed `neutral` in 1.1, as `neutral` and says so in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToStaticMarkup(<XingLoader label="Loading" variant="default" />);
    expect(html).toContain('data-variant="neutral"');
    expect(warn.mock.calls).toEqual([
      ['[BUI XingLoader] variant="default" is renamed variant="neutral"; "default" still works in 1.x.'],
    ]);
  });
});
