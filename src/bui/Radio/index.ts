export {Radio, RadioGroup, radioOrientations, radioSizes} from './Radio';
export type {RadioGroupProps, RadioOrientation, RadioProps, RadioSize} from './Radio';
