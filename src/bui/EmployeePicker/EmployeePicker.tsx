import {forwardRef, type ReactNode} from 'react';
import {Avatar} from '../Avatar';
import {warnRenamed} from '../internal/devWarn';
import type {FieldBaseProps, FieldSize} from '../internal/Field';
import {Typeahead, TypeaheadOption} from '../Typeahead';
import type {LoadOptions} from '../Typeahead';

/** One person as the directory search returns them. */
export interface EmployeePickerPerson {
  /** The employee id: what the picker's `value` holds. */
  id: string;
  /** Full name as the person prefers it. */
  name: string;
  jobTitle: string;
  department: string;
  /** URL of the person's photo; initials show without it. */
  photo?: string;
}

interface EmployeePickerCommonProps extends FieldBaseProps {
  /** The role the person plays, such as "Approver" or "Attendees". It is the field's accessible name. */
  label: string;
  /** Hides the label text but keeps it as the accessible name. */
  hideLabel?: boolean;
  /** Help text under the label, such as "Search by name or email". */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The error message, such as "Choose an approver". Its presence makes the field invalid. */
  error?: string;
  /** Someone must be chosen: sets `aria-required`; fields without it show "(optional)". */
  required?: boolean;
  /** Not focusable; chips stay readable but cannot be removed. */
  disabled?: boolean;
  /** Focusable and copyable, but the choice cannot change: no search, no clear button, chips cannot be removed. */
  readOnly?: boolean;
  /** Field height: `sm` 32 px inside filter bars and tables, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
  /**
   * The directory search: called with the query (2 characters or more, 300 ms
   * after the last keystroke) and an AbortSignal; resolves with at most 50
   * people. Answers to older queries are dropped.
   */
  loadOptions: LoadOptions<EmployeePickerPerson>;
  /** People who cannot be chosen, such as the requester for their own approval. Say why in the `description`. */
  excludeIds?: readonly string[];
  /** The name of a value whose person has not been loaded yet, such as a stored approver. */
  resolveLabel?: (id: string) => string | undefined;
  /** Opens the list on focus with what `loadOptions('')` returns: recent picks and teammates. */
  showSuggestions?: boolean;
  /** With `multiple`: the most people that can be chosen. */
  max?: number;
  /** The name of the hidden input that carries the value in a submitted form. */
  name?: string;
  /** The input's id, for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** Sets `data-testid` on the field's root element. */
  testId?: string;
}

export interface EmployeePickerSingleProps extends EmployeePickerCommonProps {
  /** Lets people choose several colleagues, shown as chips; `value` is then an array of ids. */
  multiple?: false;
  /** The chosen employee's id (controlled), or `null`; an array with `multiple`. */
  value?: string | null;
  /** The starting value when the picker manages its own; an array with `multiple`. */
  defaultValue?: string | null;
  /** Called with the chosen employee's id (`null` when cleared), or the array of ids with `multiple`. Never a name. */
  onChange?: (value: string | null) => void;
}

// The multiple shape, documented on EmployeePickerSingleProps.
export interface EmployeePickerMultipleProps extends EmployeePickerCommonProps {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
}

export type EmployeePickerProps = EmployeePickerSingleProps | EmployeePickerMultipleProps;

/**
 * A Typeahead over the company directory: each result shows a decorative
 * Avatar, the name, and the job title and department; the value is an
 * employee id. Searching, debounce and dropping late answers are Typeahead's.
 */
export const EmployeePicker = /* @__PURE__ */ forwardRef<HTMLInputElement, EmployeePickerProps>(
  function EmployeePicker(props, ref) {
    const {loadOptions, excludeIds = [], hint, description, ...rest} = props;
    // Warned here, under this component's name, rather than by the Typeahead it renders.
    warnRenamed('EmployeePicker', 'hint', 'description', hint);
    const search: LoadOptions<EmployeePickerPerson> = async (query, options) => {
      const people = await loadOptions(query, options);
      return people.filter((person) => !excludeIds.includes(person.id));
    };
    const renderPerson = (person: EmployeePickerPerson) => (
      <TypeaheadOption
        value={person.id}
        description={`${person.jobTitle}, ${person.department}`}
        media={<Avatar name={person.name} src={person.photo} size="md" decorative />}
      >
        {person.name}
      </TypeaheadOption>
    );
    return rest.multiple ? (
      <Typeahead<EmployeePickerPerson>
        {...rest}
        ref={ref}
        description={description ?? hint}
        multiple
        loadOptions={search}
      >
        {renderPerson}
      </Typeahead>
    ) : (
      <Typeahead<EmployeePickerPerson>
        {...rest}
        ref={ref}
        description={description ?? hint}
        multiple={false}
        loadOptions={search}
      >
        {renderPerson}
      </Typeahead>
    );
  },
);
