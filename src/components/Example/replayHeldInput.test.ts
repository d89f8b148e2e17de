import {describe, expect, test} from 'vitest';
import {currentTarget} from './replayHeldInput';

/**
 * Just what currentTarget reads of an element: whether it is in the page, its children and its tag, and (none here:
 * see replayHeldInput.keyed.test.ts) the collection item around it.
 */
interface FakeElement {
  localName: string;
  isConnected: boolean;
  children: FakeElement[];
  closest: () => null;
}

const element = (localName: string, children: FakeElement[] = [], isConnected = true): FakeElement => ({
  localName,
  isConnected,
  children,
  closest: () => null,
});

const held = (target: FakeElement, island: FakeElement, path: number[]) =>
  ({target, island, path}) as unknown as Parameters<typeof currentTarget>[0];

describe('currentTarget', () => {
  test('is the held target while it is in the page', () => {
    const button = element('button');
    const island = element('div', [element('div', [button])]);
    expect(currentTarget(held(button, island, [0, 0]))).toBe(button);
  });

  test('finds the element hydration put where the held one sat', () => {
    const old = element('div', [], false);
    const replacement = element('div');
    const island = element('div', [element('div', [element('span'), replacement])]);
    expect(currentTarget(held(old, island, [0, 1]))).toBe(replacement);
  });

  test('is nothing when that place now holds another kind of element, or nothing', () => {
    const old = element('button', [], false);
    const island = element('div', [element('div', [element('span')])]);
    expect(currentTarget(held(old, island, [0, 0]))).toBeNull();
    expect(currentTarget(held(old, island, [0, 3]))).toBeNull();
    expect(currentTarget(held(old, island, []))).toBeNull();
  });
});
