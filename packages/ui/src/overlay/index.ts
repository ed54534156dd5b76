export { Overlay, OVERLAY_DURATION, OVERLAY_Z_INDEX, type OverlayProps } from './Overlay';
export { lockBodyScroll } from './lockBodyScroll';
