import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Skeleton, type SkeletonShape} from '..';

afterEach(() => vi.restoreAllMocks());

const bones = (html: string) => html.split('<span').length - 1;

describe('Skeleton', () => {
  it('is hidden from screen readers', () => {
    expect(renderToStaticMarkup(<Skeleton />)).toMatch(/^<div aria-hidden="true"/);
  });

  it('draws one line per line of text, and one shape otherwise', () => {
    expect(bones(renderToStaticMarkup(<Skeleton lines={3} />))).toBe(3);
    expect(bones(renderToStaticMarkup(<Skeleton shape="circle" lines={3} />))).toBe(1);
  });

  it('draws one line for a line count that is not a positive whole number', () => {
    expect(bones(renderToStaticMarkup(<Skeleton lines={0} />))).toBe(1);
    expect(bones(renderToStaticMarkup(<Skeleton lines={2.5} />))).toBe(1);
  });

  it('warns about an unknown shape and draws text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(renderToStaticMarkup(<Skeleton shape={'card' as SkeletonShape} />)).toBe(renderToStaticMarkup(<Skeleton />));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[BUI Skeleton] shape="card"'));
  });
});
