export {EmployeePicker} from './EmployeePicker';
export type {
  EmployeePickerMultipleProps,
  EmployeePickerPerson,
  EmployeePickerProps,
  EmployeePickerSingleProps,
} from './EmployeePicker';
