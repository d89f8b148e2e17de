import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Accordion} from './Accordion';

afterEach(() => vi.restoreAllMocks());

/** The titles of the items whose header button says it is expanded. */
const expanded = (html: string) =>
  [...html.matchAll(/aria-expanded="true"[^>]*>(?:<[^>]+>)*([^<]+)</g)].map((match) => match[1]);

describe('Accordion.Item `value`, renamed `id` in 1.1', () => {
  const byId = () =>
    renderToStaticMarkup(
      <Accordion defaultValue="leave">
        <Accordion.Item id="pay" title="When is payday?">
          On the last working day of the month.
        </Accordion.Item>
        <Accordion.Item id="leave" title="How much leave do I have?">
          25 days a year.
        </Accordion.Item>
      </Accordion>,
    );

  it('`id` identifies the item that `defaultValue` opens, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(expanded(byId())).toEqual(['How much leave do I have?']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('`value` (1.0) still identifies it, with the same markup, and says in development what it is called now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const byValue = renderToStaticMarkup(
      <Accordion defaultValue="leave">
        <Accordion.Item value="pay" title="When is payday?">
          On the last working day of the month.
        </Accordion.Item>
        <Accordion.Item value="leave" title="How much leave do I have?">
          25 days a year.
        </Accordion.Item>
      </Accordion>,
    );
    expect(byValue).toBe(byId());
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      '[BUI Accordion.Item] `value` is renamed `id`; `value` still works in 1.x.',
    ]);
  });
});
