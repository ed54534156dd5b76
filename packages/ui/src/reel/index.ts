export { REEL_GAP, Reel, reelThumbHeight, type ReelProps } from './Reel';
export {
  REEL_DURATION,
  REEL_HOLD_MS,
  REEL_STAGGER_MS,
  REEL_RUSH_END,
  REEL_RUSH_SHARE,
  REEL_STRIP_LENGTH,
  REEL_WIN_INDEX,
  buildReelStrip,
  reelDistance,
  reelEase,
  reelOffset,
  tileUnderMarker,
} from './reelModel';
