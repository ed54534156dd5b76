export { ELLIPSIS_ROWS, Ellipsis, type EllipsisProps } from './Ellipsis';
export { ellipsize, type EllipsisPosition } from './ellipsize';
export {
  TRUNCATE_ELLIPSIS,
  TRUNCATE_LATIN_WIDTH,
  TRUNCATE_LIMIT,
  TRUNCATE_WIDE_WIDTH,
  charWidth,
  textWidth,
  truncateText,
} from './truncateText';
