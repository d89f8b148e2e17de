import type {FocusEvent, ReactNode} from 'react';
import type {PassThroughProps} from '../passThrough';
import type {FieldSize} from './control';

/**
 * The props every BUI field takes, with the same names and meaning, so a form
 * library or an error summary can treat every field alike. A field's ref is
 * its focusable control (the input, or the button that opens a picker), which
 * is what a form library focuses on an error.
 */
export interface FieldBaseProps extends PassThroughProps {
  /** The control's id, for links from a form's error summary (`href="#id"`). Generated when left out. */
  id?: string;
  /** The control's name in a submitted form. */
  name?: string;
  /** Called when focus leaves the field: the moment to validate it. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the field gets focus. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focusable and copyable, but not editable. */
  readOnly?: boolean;
  /** Focuses the field when it first renders. Only for the one field a screen exists to fill in, such as a search page's box. */
  autoFocus?: boolean;
  /** The field must be filled in: sets `aria-required`; fields without it show "(optional)". */
  required?: boolean;
  /** Hides the label text but keeps it as the accessible name. Only where the purpose is plain without it. */
  hideLabel?: boolean;
  /** Control height: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
  /** The error message. Its presence makes the field invalid. */
  error?: string;
  /** Help text under the label: the expected format or a constraint, under 80 characters. */
  description?: ReactNode;
}
