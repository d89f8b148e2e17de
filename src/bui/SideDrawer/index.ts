export {
  SideDrawer,
  sideDrawerPlacements,
  sideDrawerSizes,
  type SideDrawerPlacement,
  type SideDrawerProps,
  type SideDrawerSize,
} from './SideDrawer';
