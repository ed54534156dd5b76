export {
  Avatar,
  AVATAR_FRAME_SCALE,
  AVATAR_SIZES,
  DEFAULT_AVATAR,
  type AvatarProps,
  type AvatarSize,
} from './Avatar';
