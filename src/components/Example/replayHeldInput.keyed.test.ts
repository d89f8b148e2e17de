// @vitest-environment jsdom
import {describe, expect, test} from 'vitest';
import {currentTarget} from './replayHeldInput';

/**
 * A press held on an item of a react-aria collection, which hydration rendered anew and the input held before the
 * press (a filter) moved: the item is found by its key, not by where it sat.
 */
function grid(keys: string[]): HTMLElement {
  const list = document.createElement('div');
  list.setAttribute('role', 'grid');
  for (const key of keys) {
    const row = document.createElement('div');
    row.setAttribute('data-key', key);
    row.innerHTML = `<svg></svg><span>${key}</span>`;
    list.append(row);
  }
  return list;
}

const pathOf = (target: Element, island: Element): number[] => {
  const path: number[] = [];
  for (let node = target; node !== island && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
};

describe('currentTarget, for an item of a collection', () => {
  test('finds the item by its key, and the held target’s place inside it, when a filter has moved it', () => {
    const island = document.createElement('div');
    const server = grid(['add', 'edit', 'wallet']);
    island.append(server);
    document.body.append(island);
    const target = server.children[2]?.querySelector('span') as Element;
    const path = pathOf(target, island);
    // Hydration renders the grid anew; the filter then leaves only the wallet.
    server.replaceWith(grid(['wallet']));
    const found = currentTarget({target, island, path});
    expect(found?.localName).toBe('span');
    expect(found?.textContent).toBe('wallet');
    expect(found?.isConnected).toBe(true);
  });

  test('falls back to the place it sat when its key is gone, or is not one item’s alone', () => {
    const island = document.createElement('div');
    const server = grid(['add', 'wallet']);
    island.append(server);
    document.body.append(island);
    const target = server.children[1];
    const path = pathOf(target, island);
    server.replaceWith(grid(['wallet', 'wallet']));
    // Two items with the key: the place it sat decides.
    expect(currentTarget({target, island, path})).toBe(island.firstElementChild?.children[1]);
    island.firstElementChild?.replaceWith(grid(['add', 'edit']));
    // The key is gone: the place it sat holds another item of the same kind.
    expect(currentTarget({target, island, path})?.getAttribute('data-key')).toBe('edit');
  });
});
