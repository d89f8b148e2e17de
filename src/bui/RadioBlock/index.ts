export {RadioBlock, RadioBlockGroup, radioBlockLayouts, radioBlockSizes} from './RadioBlock';
export type {RadioBlockGroupProps, RadioBlockLayout, RadioBlockProps, RadioBlockSize} from './RadioBlock';
