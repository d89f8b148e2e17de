// @vitest-environment jsdom
import {act, useRef, type ReactElement, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {Controller, useForm, type Control, type RegisterOptions} from 'react-hook-form';
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {stubCssEscape} from '../internal/testing/composition';
import {
  Button,
  Checkbox,
  DatePicker,
  DateRangePicker,
  DurationPicker,
  EmployeePicker,
  ErrorSummary,
  FileSelector,
  FileUploadMobile,
  Form,
  InputField,
  InputFile,
  Radio,
  RadioBlock,
  SegmentedControl,
  Select,
  Switch,
  Textarea,
  TimePicker,
  Typeahead,
  type DateRange,
  type FileSelectorItem,
} from '..';

/**
 * The forms pattern built with react-hook-form, as a product team would:
 * every BUI field type under a Controller, validated on blur, an
 * ErrorSummary that links to each field by its id, and focus moved to the
 * summary on a failed submit. It proves the fields' shared base props
 * (`id`, `onBlur`, `error`, the ref) are enough for a form library.
 */
interface Values {
  name: string;
  note: string;
  kind: string | null;
  office: string | null;
  approver: string | null;
  terms: boolean;
  days: string[];
  notify: boolean;
  contract: string | null;
  plan: string | null;
  start: string | null;
  period: DateRange | null;
  time: string | null;
  duration: number | null;
  view: string | null;
  receipt: string | null;
  photos: string[];
  contractFile: string | null;
}

const empty: Values = {
  name: '',
  note: '',
  kind: null,
  office: null,
  approver: null,
  terms: false,
  days: [],
  notify: false,
  contract: null,
  plan: null,
  start: null,
  period: null,
  time: null,
  duration: null,
  view: null,
  receipt: null,
  photos: [],
  contractFile: null,
};

/** The message each field shows when it is left as it starts: the order is the form's. */
const messages: Record<keyof Values, string> = {
  name: 'Enter your name',
  note: 'Enter a note for your manager',
  kind: 'Choose the kind of leave',
  office: 'Choose your office',
  approver: 'Choose who approves it',
  terms: 'Confirm that you read the leave policy',
  days: 'Choose at least one working day',
  notify: 'Turn on notifications to continue',
  contract: 'Choose your contract type',
  plan: 'Choose how to pay',
  start: 'Enter the first day',
  period: 'Enter the leave dates',
  time: 'Enter the start time',
  duration: 'Enter the time spent',
  view: 'Choose a calendar range',
  receipt: 'Upload the receipt',
  photos: 'Add at least one photo',
  contractFile: 'Choose the signed contract',
};

const fields = Object.keys(messages) as (keyof Values)[];
const idOf = (name: keyof Values) => `field-${name}`;
const filled = (value: Values[keyof Values]) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== '' && value !== false;
const rule = <N extends keyof Values>(name: N): RegisterOptions<Values, N> => ({
  validate: (value: Values[N]) => filled(value) || messages[name],
});

const offices = [{id: 'ams', name: 'Amsterdam'}];
const documents: FileSelectorItem[] = [
  {id: 'hr', name: 'HR', kind: 'folder', parentId: null},
  {id: 'contract', name: 'Contract.pdf', kind: 'file', parentId: 'hr', mimeType: 'application/pdf'},
];
const upload = () => Promise.resolve('stored-file-id');

/** One field under a Controller: `render` gets RHF's field (value, onChange, onBlur, ref) and the error to show. */
function Field<N extends keyof Values>({
  control,
  name,
  render,
}: {
  control: Control<Values>;
  name: N;
  render: (field: {
    id: string;
    value: Values[N];
    onChange: (value: Values[N]) => void;
    onBlur: () => void;
    error: string | undefined;
    ref: (element: HTMLElement | null) => void;
  }) => ReactElement;
}): ReactNode {
  return (
    <Controller
      control={control}
      name={name}
      rules={rule(name)}
      render={({field, fieldState}) =>
        render({
          id: idOf(name),
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          error: fieldState.error?.message,
          ref: field.ref,
        })
      }
    />
  );
}

function LeaveForm() {
  // shouldFocusError: false, because the pattern moves focus to the summary, not to the first field in error.
  const {control, handleSubmit, formState} = useForm<Values>({
    defaultValues: empty,
    mode: 'onBlur',
    shouldFocusError: false,
  });
  const submitted = useRef<Values | null>(null);
  const summary = fields
    .filter((name) => formState.errors[name])
    .map((name) => ({id: idOf(name), message: formState.errors[name]?.message ?? ''}));
  return (
    <Form
      onSubmit={(event) =>
        void handleSubmit((values) => {
          submitted.current = values;
        })(event)
      }
      actions={<Button type="submit">Send request</Button>}
    >
      <ErrorSummary
        title={`Fix ${summary.length} errors to continue`}
        errors={formState.submitCount > 0 ? summary : []}
        focusKey={formState.submitCount}
      />
      <Field control={control} name="name" render={(f) => <InputField {...f} label="Name" required />} />
      <Field control={control} name="note" render={(f) => <Textarea {...f} label="Note" required />} />
      <Field
        control={control}
        name="kind"
        render={(f) => (
          <Select {...f} label="Kind of leave" required>
            <Select.Option value="holiday">Holiday</Select.Option>
          </Select>
        )}
      />
      <Field
        control={control}
        name="office"
        render={(f) => (
          <Typeahead {...f} label="Office" required items={offices}>
            {(item) => <Typeahead.Option value={item.id}>{item.name}</Typeahead.Option>}
          </Typeahead>
        )}
      />
      <Field
        control={control}
        name="approver"
        render={(f) => <EmployeePicker {...f} label="Approver" required loadOptions={() => Promise.resolve([])} />}
      />
      <Field
        control={control}
        name="terms"
        render={({value, ...f}) => (
          <Checkbox {...f} checked={value} required>
            I read the leave policy
          </Checkbox>
        )}
      />
      <Field
        control={control}
        name="days"
        render={(f) => (
          <Checkbox.Group {...f} label="Working days" required>
            <Checkbox value="mon">Monday</Checkbox>
            <Checkbox value="tue">Tuesday</Checkbox>
          </Checkbox.Group>
        )}
      />
      <Field
        control={control}
        name="notify"
        render={({value, ...f}) => (
          <Switch {...f} checked={value}>
            Notify my team
          </Switch>
        )}
      />
      <Field
        control={control}
        name="contract"
        render={(f) => (
          <Radio.Group {...f} label="Contract type" required>
            <Radio value="permanent">Permanent</Radio>
            <Radio value="fixed">Fixed term</Radio>
          </Radio.Group>
        )}
      />
      <Field
        control={control}
        name="plan"
        render={(f) => (
          <RadioBlock.Group {...f} label="How to pay" required>
            <RadioBlock value="company">Company pays</RadioBlock>
            <RadioBlock value="self">Pay it yourself</RadioBlock>
          </RadioBlock.Group>
        )}
      />
      <Field control={control} name="start" render={(f) => <DatePicker {...f} label="First day" required />} />
      <Field control={control} name="period" render={(f) => <DateRangePicker {...f} label="Leave dates" required />} />
      <Field control={control} name="time" render={(f) => <TimePicker {...f} label="Start time" required />} />
      <Field control={control} name="duration" render={(f) => <DurationPicker {...f} label="Time spent" required />} />
      <Field
        control={control}
        name="view"
        render={({value, onChange, ...f}) => (
          <SegmentedControl {...f} label="Calendar range" value={value ?? undefined} onChange={onChange}>
            <SegmentedControl.Option value="day">Day</SegmentedControl.Option>
            <SegmentedControl.Option value="week">Week</SegmentedControl.Option>
          </SegmentedControl>
        )}
      />
      <Field
        control={control}
        name="receipt"
        render={(f) => <InputFile {...f} label="Receipt" required onUpload={upload} />}
      />
      <Field
        control={control}
        name="photos"
        render={(f) => (
          <FileUploadMobile {...f} label="Photos" buttonLabel="Add photo" multiple required onUpload={upload} />
        )}
      />
      <Field
        control={control}
        name="contractFile"
        render={(f) => <FileSelector {...f} label="Signed contract" required items={documents} />}
      />
    </Form>
  );
}

let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  stubCssEscape();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

function render(): void {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<LeaveForm />));
}

/** Lets react-hook-form's validation, which is asynchronous, finish and render. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const submit = async () => {
  act(() => (container.querySelector('button[type="submit"]') as HTMLButtonElement).click());
  await settle();
};

const summary = () => container.querySelector('section[aria-labelledby]');

/** The element the field's id names, and whether focus is in it. */
const holdsFocus = (name: keyof Values) => {
  const target = document.getElementById(idOf(name));
  return target !== null && (target === document.activeElement || target.contains(document.activeElement));
};

describe('BUI fields under react-hook-form', () => {
  it('a failed submit lists every field in the summary, linked by id, and focuses the summary', async () => {
    render();
    await submit();
    const links = [...(summary()?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.textContent)).toEqual(fields.map((name) => messages[name]));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(fields.map((name) => `#${idOf(name)}`));
    expect(fields.filter((name) => document.getElementById(idOf(name)) === null)).toEqual([]);
    expect(document.activeElement).toBe(summary());
  });

  it('each link moves focus into its field', async () => {
    render();
    await submit();
    const missed: string[] = [];
    for (const name of fields) {
      act(() => (summary()?.querySelector(`a[href="#${idOf(name)}"]`) as HTMLAnchorElement).click());
      if (!holdsFocus(name)) missed.push(`${name} (focus on ${document.activeElement?.outerHTML.slice(0, 80)})`);
    }
    expect(missed).toEqual([]);
  });

  it('leaving a field validates it and shows its error on the field, before any submit', async () => {
    render();
    const outside = document.createElement('button');
    document.body.append(outside);
    const unvalidated: string[] = [];
    for (const name of fields) {
      const target = document.getElementById(idOf(name)) as HTMLElement;
      const focusable = target.matches('input, button, textarea, [tabindex]')
        ? target
        : (target.querySelector('input, button, [tabindex]') as HTMLElement);
      act(() => focusable.focus());
      act(() => outside.focus());
      await settle();
      if (!container.textContent?.includes(messages[name])) unvalidated.push(name);
    }
    outside.remove();
    expect(summary()).toBeNull();
    expect(unvalidated).toEqual([]);
  });
});
