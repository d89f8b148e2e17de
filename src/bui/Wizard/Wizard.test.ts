import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, expect, it, vi} from 'vitest';
import {Wizard, WizardStep, type WizardProps} from './Wizard';

/** A one-step wizard: its only step is the last, so its forward button is the finish button. */
const render = (props: Partial<WizardProps>) =>
  renderToStaticMarkup(
    createElement(
      Wizard,
      {title: 'Request parental leave', ...props} as WizardProps,
      createElement(WizardStep, {id: 'dates', title: 'Dates', children: (): ReactNode => null}),
    ),
  );

afterEach(() => vi.restoreAllMocks());

it('the finish button says what finishLabel says', () => {
  expect(render({finishLabel: 'Submit request'})).toContain('>Submit request<');
});

it('finishLabel is required: left out or blank, it warns in development and the button still shows', () => {
  // @ts-expect-error -- no default can name the outcome, so the type requires the label.
  const props: WizardProps = {title: 'Request parental leave', children: null};
  void props;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // The fallback is the reader's "Finish": never "Submit", which the button content rules forbid.
  for (const finishLabel of [undefined, '  ']) expect(render({finishLabel})).toContain('>Finish<');
  expect(warn).toHaveBeenCalledWith(
    '[BUI Wizard] finishLabel is required: name the outcome, such as "Submit request". Showing "Finish".',
  );
});
