import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Stepper} from './Stepper';

afterEach(() => vi.restoreAllMocks());

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('Stepper.Step text, `children` since 1.1', () => {
  it('shows its children and puts them in the step’s name, without a warning', () => {
    const warn = warnings();
    const html = renderToStaticMarkup(
      <Stepper label="Progress" defaultStep="documents">
        <Stepper.Step id="details">Leave details</Stepper.Step>
        <Stepper.Step id="documents">Documents</Stepper.Step>
      </Stepper>,
    );
    expect(html).toContain('Step 2 of 2, Documents, current');
    expect(html).toMatch(/aria-hidden="true">Leave details<\/span>/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('`title` (1.0) still works, with the same markup, and says in development what it is called now', () => {
    const warn = warnings();
    const byTitle = renderToStaticMarkup(
      <Stepper label="Progress">
        <Stepper.Step id="details" title="Leave details" />
      </Stepper>,
    );
    const byChildren = renderToStaticMarkup(
      <Stepper label="Progress">
        <Stepper.Step id="details">Leave details</Stepper.Step>
      </Stepper>,
    );
    expect(byTitle).toBe(byChildren);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      '[BUI Stepper.Step] `title` is renamed `children`; `title` still works in 1.x.',
    ]);
  });
});
