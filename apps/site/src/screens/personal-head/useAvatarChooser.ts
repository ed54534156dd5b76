import type { AvatarFrame } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import type { UploaderFileListItem } from '@skinbox/ui';
import { useCallback, useEffect, useState } from 'react';
import type { AvatarList } from './rules';

export interface AvatarChooserState {
  /** The avatars and frames to choose from, null while they load. */
  avatars: AvatarList | null;
  frames: AvatarFrame[] | null;
  /** The player's avatar now. */
  current: string;
  /** The player's VIP level, against the level an own picture needs. */
  userLevel: number;
  busy: boolean;
  /** The picture being uploaded, or the one whose upload failed (removable to try again). */
  picked: UploaderFileListItem[];
  pick(list: UploaderFileListItem[]): void;
  /** The picture chosen was over the contract's size limit. */
  oversize: boolean;
  refuseOversize(): void;
  upload(items: UploaderFileListItem[]): void;
  chooseAvatar(avaterId: number): void;
  /** 0 for no frame. */
  chooseFrame(avaterFrameId: number): void;
}

/**
 * The avatar chooser's state: system avatars, avatar frames with their VIP gates, and an own
 * picture (VIP5 and up, SPEC section 5) uploaded to review; each choice saved with update, then
 * the player and the lists reread.
 */
export function useAvatarChooser(): AvatarChooserState {
  const { api, user } = useStores();
  const [avatars, setAvatars] = useState<AvatarList | null>(null);
  const [frames, setFrames] = useState<AvatarFrame[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<UploaderFileListItem[]>([]);
  const [oversize, setOversize] = useState(false);

  const load = useCallback(async () => {
    const [a, f] = await Promise.all([api.user.getAvaterList(), api.user.getAvaterFrameList()]);
    if (a.ok) setAvatars(a.data);
    if (f.ok) setFrames(f.data);
  }, [api]);
  useEffect(() => void load(), [load]);

  const save = async (change: Parameters<typeof api.user.update>[0]) => {
    setBusy(true);
    const result = await api.user.update(change);
    setBusy(false);
    if (!result.ok) return;
    await Promise.all([user.loadInfo(), load()]);
  };

  const upload = async ([item]: UploaderFileListItem[]) => {
    const file = item?.file;
    if (!item || !file) return;
    setOversize(false);
    setPicked([{ ...item, status: 'uploading' }]);
    setBusy(true);
    const result = await api.uploadFile('avatar', file, file.name);
    setBusy(false);
    if (!result.ok) {
      setPicked([{ ...item, status: 'failed' }]);
      return;
    }
    setPicked([]);
    await save({ uploadedAvater: result.data.url });
  };

  return {
    avatars,
    frames,
    current: user.base.avater,
    userLevel: user.base.userLevel,
    busy,
    picked,
    pick: (list) => setPicked(list.filter((item) => item.file)),
    oversize,
    refuseOversize: () => setOversize(true),
    upload: (items) => void upload(items),
    chooseAvatar: (avaterId) => void save({ avaterId }),
    chooseFrame: (avaterFrameId) => void save({ avaterFrameId }),
  };
}
