import {EmployeePicker, type EmployeePickerPerson} from '..';
import type {CompositionCase} from '../internal/testing/composition';

const nobody = (): Promise<EmployeePickerPerson[]> => Promise.resolve([]);

export const cases: CompositionCase[] = [
  {
    name: 'EmployeePicker',
    kind: 'field',
    render: (props) => <EmployeePicker {...props} label="Approver" loadOptions={nobody} />,
  },
  {
    name: 'EmployeePicker, multiple',
    kind: 'field',
    render: (props) => (
      <EmployeePicker
        {...props}
        label="Attendees"
        multiple
        defaultValue={['e1']}
        resolveLabel={() => 'Ana Lima'}
        loadOptions={nobody}
      />
    ),
  },
];
