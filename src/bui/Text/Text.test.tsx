import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Heading, Link, Text, type HeadingLevel} from '..';

afterEach(() => vi.restoreAllMocks());

const classOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1] ?? '';

describe('Heading', () => {
  it('renders the level it is given, sized from it unless told otherwise', () => {
    expect(renderToStaticMarkup(<Heading level={3}>A</Heading>)).toMatch(/^<h3 /);
    const level4 = classOf(renderToStaticMarkup(<Heading level={4}>A</Heading>));
    expect(classOf(renderToStaticMarkup(<Heading level={6}>A</Heading>))).toBe(level4);
    expect(
      classOf(
        renderToStaticMarkup(
          <Heading level={4} size="xl">
            A
          </Heading>,
        ),
      ),
    ).toBe(classOf(renderToStaticMarkup(<Heading level={1}>A</Heading>)));
  });

  it('warns about a level outside 1 to 6 and renders an h2', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(renderToStaticMarkup(<Heading level={7 as HeadingLevel}>A</Heading>)).toMatch(/^<h2 /);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[BUI Heading] level="7"'));
  });
});

describe('Text', () => {
  it('is a paragraph unless told otherwise', () => {
    expect(renderToStaticMarkup(<Text>A</Text>)).toMatch(/^<p /);
    expect(renderToStaticMarkup(<Text as="span">A</Text>)).toMatch(/^<span /);
  });
});

describe('Link', () => {
  it('is a real link', () => {
    expect(renderToStaticMarkup(<Link href="/policy">Leave policy</Link>)).toMatch(/^<a [^>]*href="\/policy"/);
  });
});
