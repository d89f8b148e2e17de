export {BuiRouterProvider, type BuiRouterProviderProps} from './BuiRouterProvider';
