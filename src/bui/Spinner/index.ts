export {Spinner, SPINNER_DELAY_MS, type SpinnerProps} from './Spinner';
export type {SpinnerSize, SpinnerVariant} from './SpinnerRing';
