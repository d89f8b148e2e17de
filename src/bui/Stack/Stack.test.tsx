import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Inline, Stack, type SpaceStep} from '..';

afterEach(() => vi.restoreAllMocks());

describe('Stack and Inline', () => {
  it('render as a list without losing list semantics', () => {
    const html = renderToStaticMarkup(
      <Inline as="ul" gap={2}>
        <li>One</li>
      </Inline>,
    );
    expect(html).toMatch(/^<ul class="[^"]*"><li>One<\/li><\/ul>$/);
  });

  it('give each gap step its own class', () => {
    const classOf = (gap: SpaceStep) => /class="([^"]*)"/.exec(renderToStaticMarkup(<Stack gap={gap}>x</Stack>))?.[1];
    expect(new Set([0.5, 1, 2, 3, 4, 5, 6, 7, 8].map((gap) => classOf(gap as SpaceStep))).size).toBe(9);
    expect(classOf(3)).not.toContain('undefined');
  });

  it('warn about a gap off the scale and use the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const off = renderToStaticMarkup(<Stack gap={10 as SpaceStep}>x</Stack>);
    expect(off).toBe(renderToStaticMarkup(<Stack>x</Stack>));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[BUI Stack] gap="10" is not supported'));
  });

  it('fall back to a div for an element it does not support', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error: a table is not a layout element.
    expect(renderToStaticMarkup(<Inline as="table">x</Inline>)).toMatch(/^<div /);
  });
});
