export { NAV_BAR_HEIGHT, NAV_BAR_Z_INDEX, NavBar, type NavBarProps } from './NavBar';
