export {Toggletip, toggletipPlacements} from './Toggletip';
export type {ToggletipPlacement, ToggletipProps} from './Toggletip';
