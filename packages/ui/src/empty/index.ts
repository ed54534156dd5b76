export { EMPTY_IMAGE_SIZE, Empty, type EmptyProps } from './Empty';
export { EMPTY_PRESETS, type EmptyPreset } from './EmptyImages';
