import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Switch} from './Switch';

afterEach(() => vi.restoreAllMocks());

describe('Switch text, `children` since 1.1', () => {
  it('names the switch with its children, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToStaticMarkup(<Switch defaultChecked>Show weekends</Switch>);
    expect(html).toMatch(/<label[^>]*>.*Show weekends.*<\/label>/);
    expect(html).toContain('role="switch"');
    expect(warn).not.toHaveBeenCalled();
  });

  it('`label` (1.0) still names it, with the same markup, and says in development what it is called now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const byLabel = renderToStaticMarkup(<Switch label="Show weekends" defaultChecked />);
    const byChildren = renderToStaticMarkup(<Switch defaultChecked>Show weekends</Switch>);
    expect(byLabel).toBe(byChildren);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      '[BUI Switch] `label` is renamed `children`; `label` still works in 1.x.',
    ]);
  });
});
