export {Inline, inlineAlignments, inlineJustifications} from './Inline';
export type {InlineAlign, InlineJustify, InlineProps} from './Inline';
