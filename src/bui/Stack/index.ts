export {Stack, stackAlignments} from './Stack';
export type {StackAlign, StackProps} from './Stack';
