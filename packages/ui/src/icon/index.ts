export { Icon, type IconProps } from './Icon';
export { ICON_NAMES, ICON_PATHS, type IconName } from './icons';
