export {Tabs, TabsTab, tabsActivations, tabsOrientations, tabsSizes} from './Tabs';
export type {TabsKeyboardActivation, TabsOrientation, TabsProps, TabsSize, TabsTabProps} from './Tabs';
