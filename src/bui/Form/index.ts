export {Form} from './Form';
export type {FormProps} from './Form';
