import type { AvatarFrame } from '@skinbox/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { Icon } from './Icon';
import { framesByLevel } from './useIconScreen';

const frame = (id: number, vipLevel: number, extra: Partial<AvatarFrame> = {}): AvatarFrame => ({
  id,
  name: `头像框${id}`,
  image: `/frames/${id}.png`,
  vipLevel,
  unlocked: vipLevel <= 2,
  inUse: false,
  ...extra,
});

function setup({ signedIn = true } = {}) {
  const calls: unknown[] = [];
  let frames = [frame(1, 1, { inUse: true }), frame(2, 2), frame(3, 5), frame(4, 1)];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/user/getAvaterFrameList': () => frames,
      '/api/user/getAvaterList': () => ({
        list: [
          { id: 1, image: '/avatars/1.png' },
          { id: 2, image: '/avatars/2.png' },
        ],
        uploadVipLevel: 5,
        avaterStatus: 0,
        pendingAvater: '',
      }),
      '/api/user/update': (payload) => {
        calls.push(payload);
        const id = (payload as { avaterFrameId?: number }).avaterFrameId;
        if (id !== undefined) frames = frames.map((f) => ({ ...f, inUse: f.id === id }));
        return null;
      },
    },
  });
  if (signedIn) void store.user.loadInfo();
  const view = renderScreen(<Icon />, { store, path: '/p/icon' });
  return { calls, view };
}

describe('framesByLevel', () => {
  it('groups frames by the level that unlocks them, lowest first', () => {
    expect(
      framesByLevel([frame(3, 5), frame(1, 1), frame(4, 1)]).map((g) => [
        g.level,
        g.frames.map((f) => f.id),
      ]),
    ).toEqual([
      [1, [1, 4]],
      [5, [3]],
    ]);
  });
});

describe('Icon', { timeout: 20_000 }, () => {
  it('shows each frame, lowest VIP level first, with its level and state', async () => {
    const { view } = setup();
    const frames = (await screen.findAllByRole('listitem', { name: /^头像框/ })).map((item) =>
      item.getAttribute('aria-label'),
    );
    expect(frames).toEqual(['头像框1', '头像框4', '头像框2', '头像框3']);
    const worn = screen.getByRole('listitem', { name: '头像框1' });
    expect(within(worn).getByText('VIP1')).toBeInTheDocument();
    expect(within(worn).getByText('使用中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '使用 头像框4' })).toBeEnabled();
    const locked = screen.getByRole('listitem', { name: '头像框3' });
    expect(within(locked).getByText('VIP5 解锁')).toBeInTheDocument();
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(screen.getByText('VIP5 及以上可在个人中心上传自定义头像')).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('wears an unlocked frame', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: '使用 头像框2' }));
    expect(calls).toEqual([{ avaterFrameId: 2 }]);
    expect(await screen.findByText('已更换')).toBeInTheDocument();
    const worn = screen.getByRole('listitem', { name: '头像框2' });
    expect(await within(worn).findByText('使用中')).toBeInTheDocument();
  });

  it('wears a system avatar', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: '头像 2' }));
    expect(calls).toEqual([{ avaterId: 2 }]);
  });

  it('asks a visitor to sign in', async () => {
    setup({ signedIn: false });
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});
