export {Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps, type CheckboxSize} from './Checkbox';
