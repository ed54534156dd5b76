export {
  FIREWORKS_BURST_DURATION,
  FIREWORKS_BURSTS,
  FIREWORKS_SPARKS,
  FIREWORKS_Z_INDEX,
  FireworksOverlay,
  type FireworksOverlayProps,
} from './FireworksOverlay';
