import type { Api, ApiResult, AvatarFrame } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type AvatarList = AnswerOf<Api['user']['getAvaterList']>;

export interface IconScreen {
  layout: Layout;
  signedIn: boolean;
  vipLevel: number;
  /** The player's own picture, shown inside each frame. */
  avater: string;
  frames: CallState<AvatarFrame[]>;
  avatars: CallState<AvatarList>;
  /** The frames by the VIP level that unlocks them, lowest first. */
  levels: { level: number; frames: AvatarFrame[] }[];
  busy: boolean;
  changed: boolean;
  useFrame(id: number): Promise<void>;
  useAvatar(id: number): Promise<void>;
  vipHref: string;
}

/** Frames grouped by the VIP level that unlocks them, levels ascending, each group's order kept. */
export function framesByLevel(frames: AvatarFrame[]): { level: number; frames: AvatarFrame[] }[] {
  const levels = [...new Set(frames.map((f) => f.vipLevel))].sort((a, b) => a - b);
  return levels.map((level) => ({ level, frames: frames.filter((f) => f.vipLevel === level) }));
}

/**
 * The avatar and frame gallery (/p/icon, GAMES.md section 8): every frame with the VIP level that
 * unlocks it, the system avatars, and wearing one that is unlocked (user.update).
 */
export function useIconScreen(): IconScreen {
  const layout = useLayout();
  const root = useStores();
  const api = root.api.user;
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const frames = useCall(() => api.getAvaterFrameList(), 'avatarFrames', signedIn);
  const avatars = useCall(() => api.getAvaterList(), 'avatars', signedIn);
  const [changed, setChanged] = useState(false);
  const change = async (update: Parameters<typeof api.update>[0]) => {
    setChanged(false);
    const result = await action.call(() => api.update(update), [frames.reload, avatars.reload]);
    if (result.ok) setChanged(true);
  };
  return {
    layout,
    signedIn,
    vipLevel: root.user.base.userLevel,
    avater: root.user.base.avater,
    frames,
    avatars,
    levels: framesByLevel(frames.data ?? []),
    busy: action.busy,
    changed,
    useFrame: (id) => change({ avaterFrameId: id }),
    useAvatar: (id) => change({ avaterId: id }),
    vipHref: useHref('vip'),
  };
}
