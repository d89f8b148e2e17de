import {memo, type ReactNode} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {partsOf} from './parts';

function Part(props: {id: string}): ReactNode {
  void props;
  return null;
}
const MyPart = (props: {id: string}) => <Part {...props} />;
const Memoised = memo(Part);

describe('partsOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the parts in arrays and nested fragments, in order, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parts = partsOf('Thing', 'Thing.Part', Part, [
      <Part key="a" id="a" />,
      <>
        <Part id="b" />
        <>{[<Part key="c" id="c" />]}</>
      </>,
      null,
      false,
    ]);
    expect(parts.map((element) => element.props.id)).toEqual(['a', 'b', 'c']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('names what it left out: a wrapping component, a memo, an element, a text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parts = partsOf('Thing', 'Thing.Part', Part, [
      <MyPart key="1" id="x" />,
      <Memoised key="2" id="y" />,
      <div key="3" />,
      'Loose words',
    ]);
    expect(parts).toEqual([]);
    const said = warn.mock.calls.map(([message]) => String(message).split(' was left out')[0]);
    expect(said).toEqual([
      '[BUI Thing] <MyPart>',
      '[BUI Thing] <Part>',
      '[BUI Thing] <div>',
      '[BUI Thing] The text "Loose words"',
    ]);
    expect(String(warn.mock.calls[0][0])).toContain('reads only Thing.Part elements');
  });
});
