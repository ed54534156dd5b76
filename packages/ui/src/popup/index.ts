export { Popup, type PopupPosition, type PopupProps } from './Popup';
