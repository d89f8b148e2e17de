import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Tabs} from './Tabs';

afterEach(() => vi.restoreAllMocks());

const twoTabs = (props: {fullWidth?: boolean; fitted?: boolean}) =>
  renderToStaticMarkup(
    <Tabs label="Request details" {...props}>
      <Tabs.Tab id="details" title="Details">
        Details
      </Tabs.Tab>
      <Tabs.Tab id="history" title="History">
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

const withError = (error: string | boolean) =>
  renderToStaticMarkup(
    <Tabs label="Contract sections">
      <Tabs.Tab id="terms" title="Terms" error={error}>
        Terms
      </Tabs.Tab>
      <Tabs.Tab id="salary" title="Salary">
        Salary
      </Tabs.Tab>
    </Tabs>,
  );

/** The element an attribute of the tab points at, by id. */
const describedBy = (html: string) => {
  const id = /role="tab"[^>]*aria-describedby="([^"]+)"|aria-describedby="([^"]+)"[^>]*role="tab"/.exec(html);
  const target = id?.[1] ?? id?.[2];
  return target === undefined ? undefined : new RegExp(`id="${target}"[^>]*>([^<]*)<`).exec(html)?.[1];
};

describe('Tabs.Tab `error`, a message', () => {
  it('marks the tab with the danger icon and describes it with the message, outside its name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = withError('End date is before the start date');
    expect(html).toContain('data-icon="danger"');
    expect(describedBy(html)).toBe('End date is before the start date');
    expect(html).toMatch(/<span id="[^"]+" hidden="">End date is before the start date<\/span>/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('`true` (1.0) still marks the tab, with a generic description, and warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = withError(true);
    expect(html).toContain('data-icon="danger"');
    expect(describedBy(html)).toBe('has errors');
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      '[BUI Tabs] Tabs.Tab "terms": error={true} is deprecated; pass the message, such as error="2 fields need attention". `true` still works in 1.x.',
    ]);
  });

  it('an empty message or `false` marks nothing', () => {
    for (const html of [withError(''), withError(false)]) {
      expect(html).not.toContain('data-icon="danger"');
      expect(html).not.toContain('aria-describedby');
    }
  });
});

/** The text of the tab marked selected. */
const selectedIn = (html: string) =>
  /<div(?=[^>]*role="tab")(?=[^>]*aria-selected="true")[^>]*>(?:<[^>]+>)*([^<]+)</.exec(html)?.[1];

describe('Tabs.Tab `value`, renamed `id` in 1.1', () => {
  const byValue = () =>
    renderToStaticMarkup(
      <Tabs label="Request details" defaultValue="history">
        <Tabs.Tab value="details" title="Details">
          Details
        </Tabs.Tab>
        <Tabs.Tab value="history" title="History">
          History
        </Tabs.Tab>
      </Tabs>,
    );
  const byId = () =>
    renderToStaticMarkup(
      <Tabs label="Request details" defaultValue="history">
        <Tabs.Tab id="details" title="Details">
          Details
        </Tabs.Tab>
        <Tabs.Tab id="history" title="History">
          History
        </Tabs.Tab>
      </Tabs>,
    );

  it('`id` identifies the tab that `defaultValue` selects, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = byId();
    expect(selectedIn(html)).toBe('History');
    expect(html).toContain('data-panel="history"');
    expect(warn).not.toHaveBeenCalled();
  });

  it('`value` still identifies it, with the same markup, and says in development what it is called now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(byValue()).toBe(byId());
    expect(warn.mock.calls.map(([message]) => String(message))).toContain(
      '[BUI Tabs.Tab] `value` is renamed `id`; `value` still works in 1.x.',
    );
  });
});
