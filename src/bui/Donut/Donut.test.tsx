import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Donut} from './Donut';

afterEach(() => vi.restoreAllMocks());

describe('Donut', () => {
  it('names the chart with the label, every part and the total; hides the segments', () => {
    const html = renderToStaticMarkup(
      <Donut
        label="Leave allowance"
        data={[
          {label: 'Used', value: 18},
          {label: 'Remaining', value: 7, color: 'border'},
        ]}
        unit="days"
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Leave allowance: Used 18 days, Remaining 7 days (total 25 days)"');
    expect(html).toMatch(/<g aria-hidden="true">(<path [^>]*><\/path>){2}<\/g>/);
    expect(html).toContain('<ul');
    expect(html.match(/<li /g)).toHaveLength(2);
  });

  it('skips negative and NaN values with a development warning instead of crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToStaticMarkup(
      <Donut
        label="Hours"
        data={[
          {label: 'Billable', value: 30},
          {label: 'Broken', value: Number.NaN},
          {label: 'Refund', value: -4},
        ]}
        unit="h"
      />,
    );
    expect(html).toContain('aria-label="Hours: Billable 30 h (total 30 h)"');
    expect(html).not.toContain('Broken');
    expect(html).not.toContain('NaN');
    expect(warn).toHaveBeenCalledWith(
      '[BUI Donut] data[1] is skipped: value NaN is not a number. Values must be numbers ≥ 0.',
    );
    expect(warn).toHaveBeenCalledWith(
      '[BUI Donut] data[2] is skipped: value -4 is negative. Values must be numbers ≥ 0.',
    );
  });

  it('shows the track and "No data" for a zero total; an unknown colour falls back to primary', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const empty = renderToStaticMarkup(<Donut label="Overtime" data={[{label: 'Paid', value: 0}]} unit="hours" />);
    expect(empty).toContain('No data');
    expect(empty).toContain('<circle');
    expect(empty).not.toContain('<path');
    // @ts-expect-error -- an invalid colour from untyped data
    const odd = renderToStaticMarkup(<Donut label="X" data={[{label: 'A', value: 1, color: 'pink'}]} />);
    expect(odd).toContain('data-color="primary"');
    expect(warn).toHaveBeenCalled();
  });
});
