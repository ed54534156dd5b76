export {
  ITEM_TILE_WIDTH,
  ItemTile,
  itemTone,
  oneLine,
  type ItemTileData,
  type ItemTileProps,
  type ItemTileSize,
} from './ItemTile';
export { ItemTileSkeleton, type ItemTileSkeletonProps } from './ItemTileSkeleton';
