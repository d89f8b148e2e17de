import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Tabs} from './Tabs';

afterEach(() => vi.restoreAllMocks());

const twoTabs = (props: {fullWidth?: boolean; fitted?: boolean}) =>
  renderToStaticMarkup(
    <Tabs label="Request details" {...props}>
      <Tabs.Tab value="details" title="Details">
        Details
      </Tabs.Tab>
      <Tabs.Tab value="history" title="History">
        History
      </Tabs.Tab>
    </Tabs>,
  );

describe('`fitted`, renamed `fullWidth` in 1.1', () => {
  it('still shares the width, and says in development what it is called now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(twoTabs({fitted: true})).toBe(twoTabs({fullWidth: true}));
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      '[BUI Tabs] `fitted` is renamed `fullWidth`; `fitted` still works in 1.x.',
    ]);
  });

  it('changes the markup from the default, and says nothing for `fullWidth`', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(twoTabs({fullWidth: true})).not.toBe(twoTabs({}));
    expect(warn).not.toHaveBeenCalled();
  });
});
