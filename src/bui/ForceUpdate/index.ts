export {ForceUpdate, forceUpdateModes, type ForceUpdateMode, type ForceUpdateProps} from './ForceUpdate';
