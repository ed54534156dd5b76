export {
  WIN_REVEAL_FLASH_DURATION,
  WIN_REVEAL_ZOOM_DURATION,
  WinReveal,
  valueMultiple,
  type WinRevealProps,
} from './WinReveal';
