import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { stickerAlbum } from './fixtures';
import { Stickers } from './Stickers';

// A busy shared machine answers the mocked calls slower than the default second.

async function setup(album = stickerAlbum()) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  let current = album;
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/user/getUserSticker': () => current,
      '/api/user/activateSticker': (payload) => {
        calls.push({ path: 'activate', payload });
        current = stickerAlbum(4);
        return { id: 4, name: '火焰', image: '', count: 0, isActive: true };
      },
      '/api/user/stickerReward': () => {
        calls.push({ path: 'reward', payload: {} });
        current = stickerAlbum(8, 'claimed');
        return { amount: '8.88' };
      },
    },
  });
  const view = renderScreen(<Stickers />, { store, path: '/m/stickers' });
  await screen.findByText(/^已点亮 \d\/8$/);
  return { calls, view };
}

// Rendering, user events and axe on a shared 2-core machine take seconds each.
describe('Stickers', { timeout: 20_000 }, () => {
  it('shows the album’s progress, lit stickers, spare copies and the locked reward', async () => {
    const { view } = await setup();
    expect(
      within(screen.getByRole('listitem', { name: '闪电' })).getByText('已点亮'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: '火焰' })).getByText('未激活 ×1'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: '龙' })).getByText('未获得'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '点亮全部贴纸可领取 8.88 金币' })).toBeDisabled();
    await expectNoAxeViolations(view.container);
  });

  it('activates a spare copy', async () => {
    const { calls } = await setup();
    await userEvent.click(
      within(screen.getByRole('listitem', { name: '火焰' })).getByRole('button', { name: '激活' }),
    );
    expect(calls).toEqual([{ path: 'activate', payload: { id: 4 } }]);
    expect(await screen.findByText('已点亮 火焰')).toBeInTheDocument();
    expect(await screen.findByText('已点亮 4/8')).toBeInTheDocument();
  });

  it('pays the album reward once every sticker is lit', async () => {
    const { calls } = await setup(stickerAlbum(8, 'claimable'));
    await userEvent.click(screen.getByRole('button', { name: '领取 8.88 金币' }));
    expect(calls.map((c) => c.path)).toEqual(['reward']);
    expect(await screen.findByText('领取成功，8.88 金币已到账')).toBeInTheDocument();
    expect(await screen.findByText('图鉴奖励已领取')).toBeInTheDocument();
  });
});
