import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SideDrawer} from '../SideDrawer';
import {Modal} from './Modal';

afterEach(() => vi.restoreAllMocks());

describe('`busy`, renamed `loading` in 1.1', () => {
  it('still renders, and says in development what it is called now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderToStaticMarkup(<Modal title="Delete absence request?" busy />);
    renderToStaticMarkup(<SideDrawer title="Request details" busy />);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      '[BUI Modal] `busy` is renamed `loading`; `busy` still works in 1.x.',
      '[BUI SideDrawer] `busy` is renamed `loading`; `busy` still works in 1.x.',
    ]);
  });

  it('says nothing for `loading`', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderToStaticMarkup(<Modal title="Delete absence request?" loading />);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('`variant="default"`, renamed `neutral` in 1.1', () => {
  it('still works, and says in development what it is called now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderToStaticMarkup(<Modal title="Submit timesheet?" variant="default" />);
    renderToStaticMarkup(<Modal title="Submit timesheet?" variant="neutral" />);
    renderToStaticMarkup(<Modal title="Submit timesheet?" />);
    expect(warn.mock.calls).toEqual([
      ['[BUI Modal] variant="default" is renamed variant="neutral"; "default" still works in 1.x.'],
    ]);
  });
});
