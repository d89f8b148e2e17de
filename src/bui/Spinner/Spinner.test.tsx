import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Spinner, SPINNER_DELAY_MS} from './Spinner';

afterEach(() => vi.restoreAllMocks());

describe('Spinner before its delay', () => {
  it('renders an empty live region and no ring, so the label arrives as a change', () => {
    const html = renderToStaticMarkup(<Spinner label="Loading payslips" showLabel />);
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
