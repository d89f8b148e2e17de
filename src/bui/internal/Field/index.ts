export {FieldErrorMessage, FieldHint, FieldLabel, FieldParts, fieldClassName} from './Field';
export type {FieldErrorMessageProps, FieldHintProps, FieldLabelProps, FieldPartsProps} from './Field';
export {hasError} from './hasError';
export {CharacterCount} from './CharacterCount';
export type {CharacterCountProps} from './CharacterCount';
export {countCharacters, limitChange} from './characterCount';
export {controlClassName, fieldSizes, validMaxLength} from './control';
export type {FieldSize} from './control';
export {useLimitedValue} from './useLimitedValue';
