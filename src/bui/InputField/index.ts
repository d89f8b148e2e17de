export {InputField, inputFieldInputModes, inputFieldTypes} from './InputField';
export type {InputFieldInputMode, InputFieldProps, InputFieldType} from './InputField';
