export {FOLDER_MESSAGE, InputFile, inputFileVariants} from './InputFile';
export type {InputFileMultipleProps, InputFileProps, InputFileSingleProps, InputFileVariant} from './InputFile';
