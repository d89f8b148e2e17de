import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Spinner, SPINNER_DELAY_MS} from './Spinner';

afterEach(() => vi.restoreAllMocks());

describe('Spinner before its delay', () => {
  it('renders an empty live region and no ring, so the label arrives as a change', () => {
    const html = renderToStaticMarkup(<Spinner label="Loading payslips" />);
    expect(html).toMatch(/<span role="status"[^>]*><\/span>/);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('Loading payslips');
  });

  it('shows the ring at once with delay 0 but still keeps the label out of the first render', () => {
    const html = renderToStaticMarkup(<Spinner label="Loading payslips" delay={0} />);
    expect(html).toContain('<svg');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/<span role="status"[^>]*><\/span>/);
  });

  it('warns about a negative or non-numeric delay and uses the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToStaticMarkup(<Spinner label="Loading" delay={-5} />);
    expect(html).not.toContain('<svg');
    expect(warn).toHaveBeenCalledWith(
      `[BUI Spinner] delay={-5} is not a number of milliseconds ≥ 0. Using ${SPINNER_DELAY_MS}.`,
    );
  });
});

/** Whether the status region is laid out as printed text (the label shown) rather than only announced. */
const printsLabel = (html: string) => /<span role="status" class="[^"]*label/.test(html);

describe('the label: shown by default, `hideLabel` keeps it for screen readers only', () => {
  it('prints the label unless hideLabel, and says nothing about either', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(printsLabel(renderToStaticMarkup(<Spinner label="Loading payslips" />))).toBe(true);
    expect(printsLabel(renderToStaticMarkup(<Spinner label="Loading payslips" hideLabel />))).toBe(false);
    expect(printsLabel(renderToStaticMarkup(<Spinner label="Loading payslips" hideLabel={false} />))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('`showLabel`, replaced by `hideLabel` in 1.1, still works and says so in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(printsLabel(renderToStaticMarkup(<Spinner label="Loading payslips" showLabel />))).toBe(true);
    expect(printsLabel(renderToStaticMarkup(<Spinner label="Loading payslips" showLabel={false} />))).toBe(false);
    // hideLabel, the current name, wins over the old one.
    expect(printsLabel(renderToStaticMarkup(<Spinner label="Loading payslips" showLabel hideLabel />))).toBe(false);
    expect(new Set(warn.mock.calls.map(([message]) => String(message)))).toEqual(
      new Set([
        '[BUI Spinner] `showLabel` is replaced by `hideLabel` (the label shows by default); `showLabel` still works in 1.x.',
      ]),
    );
  });
});
