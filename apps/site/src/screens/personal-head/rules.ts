import { AvatarStatus } from '@skinbox/api';
import type { UploaderFileListItem } from '@skinbox/ui';

/** The system avatars, the VIP level an own picture needs, and that picture's review. */
export interface AvatarList {
  list: { id: number; image: string }[];
  uploadVipLevel: number;
  avaterStatus: number;
  pendingAvater: string;
}

/** Whether the player's own picture waits for review (no other can be uploaded meanwhile). */
export function isReviewing(avatars: AvatarList): boolean {
  return avatars.avaterStatus === AvatarStatus.reviewing;
}

/**
 * What the uploader's one slot shows: the picture being uploaded (or whose upload failed), else
 * the server's picture under review until it is judged, else nothing.
 */
export function uploadSlot(
  picked: UploaderFileListItem[],
  avatars: AvatarList,
): UploaderFileListItem[] {
  if (picked.length > 0) return picked;
  return isReviewing(avatars) && avatars.pendingAvater
    ? [{ url: avatars.pendingAvater, isImage: true, deletable: false }]
    : [];
}
