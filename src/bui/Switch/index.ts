export {Switch, type SwitchProps, type SwitchSize, type SwitchLabelPosition} from './Switch';
