import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Button, type ButtonProps} from './Button';

/**
 * What Button renders on the server, as the docs pages are built. Behaviour
 * in the browser (keyboard, presses, the tooltip) is tested in Chromium:
 * tests/components/button.spec.ts.
 */
const render = (props: ButtonProps) => renderToStaticMarkup(createElement(Button, props));

describe('Button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a native button of type "button" with its label as text', () => {
    const html = render({children: 'Save changes'});
    expect(html).toMatch(/^<button[^>]* type="button"/);
    expect(html).toContain('>Save changes</span>');
    expect(html).not.toContain('aria-disabled');
  });

  it('warns in development about an unknown variant or size, naming the allowed values, and renders the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render({
      children: 'Go',
      variant: 'ghost' as ButtonProps['variant'],
      size: 'xl' as ButtonProps['size'],
    });
    expect(warn).toHaveBeenCalledWith(
      '[BUI Button] variant="ghost" is not supported; use one of "primary", "secondary", "tertiary", "danger". Showing "secondary".',
    );
    expect(warn).toHaveBeenCalledWith(
      '[BUI Button] size="xl" is not supported; use one of "sm", "md", "lg". Showing "md".',
    );
    expect(html).toBe(render({children: 'Go'}));
  });

  it('disabled: stays focusable with aria-disabled, and a submit button stops submitting', () => {
    const html = render({children: 'Approve', disabled: true, type: 'submit'});
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled=""/);
    expect(html).not.toContain('tabindex="-1"');
    expect(html).toContain('type="button"');
  });

  it('disabled: no spinner in its name, no aria-labelledby to an element that is not there', () => {
    for (const html of [
      render({children: 'Approve', disabled: true}),
      render({icon: 'trash', iconOnly: true, label: 'Delete request', disabled: true}),
    ]) {
      expect(html).toContain('aria-disabled="true"');
      const labelledBy = /aria-labelledby="([^"]*)"/.exec(html)?.[1];
      for (const id of labelledBy?.split(' ') ?? []) expect(html).toContain(`id="${id}"`);
    }
  });

  it('loading: aria-busy, and a progress bar named by loadingLabel', () => {
    const html = render({children: 'Send request', loading: true, loadingLabel: 'Sending'});
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Sending"|aria-label="Sending"[^>]*role="progressbar"/);
    expect(html).toContain('>Send request</span>');
  });

  it('icon-only: the label is the accessible name and no text is shown; without a label it warns and shows text', () => {
    const html = render({icon: 'trash', iconOnly: true, label: 'Delete request'});
    expect(html).toContain('aria-label="Delete request"');
    expect(html).toContain('data-icon="trash"');
    expect(html).not.toContain('<span');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unnamed = render({icon: 'trash', iconOnly: true, children: 'Delete'});
    expect(warn).toHaveBeenCalledWith(
      '[BUI Button] iconOnly needs a `label`: it is the accessible name and the tooltip.',
    );
    expect(unnamed).not.toContain('aria-label');
  });

  it('testId sets data-testid', () => {
    expect(render({children: 'Save', testId: 'save-request'})).toContain('data-testid="save-request"');
  });
});
