export {ErrorSummary, focusField} from './ErrorSummary';
export type {ErrorSummaryItem, ErrorSummaryProps} from './ErrorSummary';
