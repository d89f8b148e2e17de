export {Button} from './Button';
export type {ButtonProps, ButtonVariant, ButtonSize, ButtonIconPosition} from './Button';
