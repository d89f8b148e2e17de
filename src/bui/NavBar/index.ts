export {
  NavBar,
  NavBarItem,
  NavBarTab,
  NavBarTabs,
  navBarVariants,
  type NavBarAccount,
  type NavBarAccountAction,
  type NavBarItemProps,
  type NavBarProps,
  type NavBarTabProps,
  type NavBarTabsProps,
  type NavBarVariant,
} from './NavBar';
