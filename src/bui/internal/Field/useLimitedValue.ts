import {useState} from 'react';
import {countCharacters, limitChange} from './characterLimit';

export interface LimitedValueOptions {
  value: string | undefined;
  defaultValue: string | undefined;
  onChange: ((value: string) => void) | undefined;
  maxLength: number | undefined;
}

export interface LimitedValue {
  /** The value to show: `value` when controlled, else the field's own. */
  value: string;
  /** Visible characters in it. */
  count: number;
  /** The last change was a paste cut at `maxLength`. */
  shortened: boolean;
  /** People have changed the value since the field appeared. */
  edited: boolean;
  /** Hand react-aria's `onChange` here. */
  change: (next: string) => void;
}

/**
 * A text field's value, controlled or not, with `maxLength` counted in visible
 * characters. The native `maxlength` attribute counts UTF-16 units and cuts a
 * paste silently, so BUI applies the limit here instead.
 */
export function useLimitedValue({value, defaultValue, onChange, maxLength}: LimitedValueOptions): LimitedValue {
  const [own, setOwn] = useState(defaultValue ?? '');
  const [shortened, setShortened] = useState(false);
  const [edited, setEdited] = useState(false);
  const current = value ?? own;

  const change = (next: string) => {
    const limited = limitChange(current, next, maxLength);
    setShortened(limited.shortened);
    setEdited(true);
    if (limited.value === current) return;
    if (value === undefined) setOwn(limited.value);
    onChange?.(limited.value);
  };

  return {value: current, count: maxLength === undefined ? 0 : countCharacters(current), shortened, edited, change};
}
