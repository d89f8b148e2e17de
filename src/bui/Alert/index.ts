export {Alert, type AlertProps, type AlertSize, type AlertVariant} from './Alert';
