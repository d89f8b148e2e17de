/** A leave request — leave a field to check it; send with mistakes to get the summary, with a link to each field. */
import {useState} from 'react';
import {Alert, Button, DatePicker, ErrorSummary, Form, InputField, Select, Textarea} from '@bui/react';

type Field = 'kind' | 'start' | 'days' | 'note';
type Values = Record<Field, string>;

const empty: Values = {kind: '', start: '', days: '', note: ''};

/** One message per field, or nothing when the value is right. The order is the form's. */
function check(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.kind) errors.kind = 'Choose the kind of leave';
  if (!values.start) errors.start = 'Enter the first day of your leave';
  const days = Number(values.days.replace(',', '.'));
  if (!values.days) errors.days = 'Enter how many days you need';
  else if (!(days > 0 && days <= 30 && Number.isInteger(days * 2)))
    errors.days = 'Enter a number of days from 0,5 to 30, in half days';
  if (values.note.length > 200) errors.note = 'Shorten the note to 200 characters';
  return errors;
}

export default function LeaveRequest() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempts, setAttempts] = useState(0);
  const [sent, setSent] = useState(false);

  // On blur, a field is checked; once it shows an error, every change checks it again.
  const validate = (field: Field, next = values) => setErrors((current) => ({...current, [field]: check(next)[field]}));
  const change = (field: Field) => (value: string | null) => {
    const next = {...values, [field]: value ?? ''};
    setValues(next);
    if (errors[field]) validate(field, next);
  };

  const listed = (Object.keys(empty) as Field[])
    .filter((field) => errors[field])
    .map((field) => ({id: `leave-${field}`, message: errors[field] as string}));

  if (sent) return <Alert variant="success">Request sent. Your manager has it now.</Alert>;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const found = check(values);
        setErrors(found);
        setAttempts((count) => count + 1);
        if (Object.keys(found).length === 0) setSent(true);
      }}
      actions={
        <Button type="submit" variant="primary">
          Send request
        </Button>
      }
    >
      {/* Until the first submit, errors found on blur show on their fields only. */}
      <ErrorSummary
        title={`Fix ${listed.length} ${listed.length === 1 ? 'error' : 'errors'} to continue`}
        errors={attempts > 0 ? listed : []}
        focusKey={attempts}
      />
      <Select
        id="leave-kind"
        label="Kind of leave"
        required
        value={values.kind || null}
        onChange={change('kind')}
        onBlur={() => validate('kind')}
        error={errors.kind}
      >
        <Select.Option value="holiday">Holiday</Select.Option>
        <Select.Option value="unpaid">Unpaid leave</Select.Option>
        <Select.Option value="care">Care leave</Select.Option>
      </Select>
      <DatePicker
        id="leave-start"
        label="First day"
        required
        value={values.start || null}
        onChange={change('start')}
        onBlur={() => validate('start')}
        error={errors.start}
      />
      <InputField
        id="leave-days"
        label="Days"
        description="In half days, such as 2,5"
        inputMode="decimal"
        required
        value={values.days}
        onChange={change('days')}
        onBlur={() => validate('days')}
        error={errors.days}
      />
      <Textarea
        id="leave-note"
        label="Note for your manager"
        value={values.note}
        onChange={change('note')}
        onBlur={() => validate('note')}
        error={errors.note}
      />
    </Form>
  );
}
