import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { BOX_DETAIL, TOKEN, baseRoutes, userInfo, present } from '../game/testing/fixtures';
import { OpenBox } from './OpenBox';
import { REEL_MS } from './reel';

function openResult(index: number) {
  const { goods } = present(BOX_DETAIL.items[index % BOX_DETAIL.items.length]);
  return {
    openId: 100 + index,
    bagItemId: 200 + index,
    goods,
    rollId: 300 + index,
    ticket: 5,
    nonce: index,
  };
}

function setup({ signedIn = true, animation = false } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const record =
    (path: string, answer: (payload: Record<string, unknown>) => unknown) =>
    (payload: Record<string, unknown>) => {
      calls.push({ path, payload });
      return answer(payload);
    };
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(userInfo({}, '85.00')),
      '/api/box/detail': record('/api/box/detail', () => BOX_DETAIL),
      '/api/box/open': record('/api/box/open', ({ count }) => ({
        results: Array.from({ length: Number(count) }, (_, i) => openResult(i)),
        amount: '85.00',
        point: '15.00',
      })),
      '/api/user/sell': record('/api/user/sell', () => ({ credited: '0.60', amount: '85.60' })),
    },
  });
  store.prefs.setAnimation(animation);
  store.prefs.setSound(false);
  const view = renderScreen(<OpenBox layout="m" />, {
    store,
    path: '/m/openbox?boxId=1',
    pattern: '/m/openbox',
  });
  return { store, calls, view };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('OpenBox', () => {
  it('lists the items with their drop probabilities', async () => {
    setup();
    expect(await screen.findByText('MP7 | 死亡骷髅')).toBeInTheDocument();
    expect(screen.getByText('概率 60.0000%')).toBeInTheDocument();
    expect(screen.getByText('概率 1.0000%')).toBeInTheDocument();
  });

  it("labels each item's quality with the kit's Tag in its rarity", async () => {
    setup();
    const covert = await screen.findByText('隐秘');
    expect(covert).toHaveAttribute('data-quality', 'covert');
    expect(screen.getAllByText('军规级')[0]).toHaveAttribute('data-quality', 'mil-spec');
  });

  it('shows the kit empty state when the price range leaves no item', async () => {
    setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.type(screen.getByLabelText('最低价格'), '99999');
    expect(screen.getByText('没有找到相关内容')).toBeInTheDocument();
    expect(screen.queryByText('MP7 | 死亡骷髅')).not.toBeInTheDocument();
  });

  it('refuses a minimum probability above the maximum and does not send it', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.type(screen.getByLabelText('最低概率 %'), '50');
    await userEvent.type(screen.getByLabelText('最高概率 %'), '10');
    expect(screen.getByText('最低概率不能高于最高概率')).toBeInTheDocument();
    const details = calls.filter((c) => c.path === '/api/box/detail');
    expect(
      details.some((c) => c.payload.minProbability === 50 && c.payload.maxProbability === 10),
    ).toBe(false);
  });

  it('sends a valid probability range to the server', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.type(screen.getByLabelText('最低概率 %'), '5');
    await userEvent.type(screen.getByLabelText('最高概率 %'), '50');
    await waitFor(() =>
      expect(
        calls.some((c) => c.payload.minProbability === 5 && c.payload.maxProbability === 50),
      ).toBe(true),
    );
  });

  it('filters the items by price and refuses a minimum price above the maximum', async () => {
    setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.type(screen.getByLabelText('最低价格'), '3');
    expect(screen.queryByText('MP7 | 死亡骷髅')).not.toBeInTheDocument();
    expect(screen.getByText('USP 消音版 | 黑水')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('最高价格'), '1');
    expect(screen.getByText('最低价格不能高于最高价格')).toBeInTheDocument();
  });

  it('opens the chosen count (five) in one call and shows every drop', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: '5 个' }));
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    const results = await screen.findByRole('region', { name: '恭喜获得' });
    expect(calls.find((c) => c.path === '/api/box/open')?.payload).toEqual({ boxId: 1, count: 5 });
    expect(within(results).getAllByRole('button', { name: '出售' })).toHaveLength(5);
    // The animation switch is off in this setup: no reels at all.
    expect(screen.queryByTestId('reels')).not.toBeInTheDocument();
  });

  it('switches sound and animation through the stored prefs', async () => {
    const { store } = setup({ animation: true });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('switch', { name: '音效' }));
    expect(store.prefs.soundOn).toBe(true);
    expect(screen.getByRole('switch', { name: '音效' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('switch', { name: '动画' }));
    expect(store.prefs.animationOn).toBe(false);
  });

  it('asks a visitor to sign in instead of opening', async () => {
    const { store, calls } = setup({ signedIn: false });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    expect(store.ui.signInOpen).toBe(true);
    expect(calls.some((c) => c.path === '/api/box/open')).toBe(false);
  });

  it('spins the reels when animation is on, and skipping shows the results', async () => {
    setup({ animation: true });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    expect(await screen.findByTestId('reels')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '跳过动画' }));
    expect(screen.queryByTestId('reels')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '恭喜获得' })).toBeInTheDocument();
  });

  it('shows the results by itself when the reels stop', async () => {
    setup({ animation: true });
    const open = await screen.findByRole('button', { name: /开启/ });
    await screen.findByText('MP7 | 死亡骷髅');
    // Fake timers from the click on, so the reels' clock starts under them.
    vi.useFakeTimers();
    fireEvent.click(open);
    for (let i = 0; i < 50 && !screen.queryByTestId('reels'); i++) {
      await act(() => Promise.resolve());
    }
    expect(screen.getByTestId('reels')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(REEL_MS - 1);
    });
    expect(screen.getByTestId('reels')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('reels')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '恭喜获得' })).toBeInTheDocument();
  });

  it('sells a drop from the results and says what it brought', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    const results = await screen.findByRole('region', { name: '恭喜获得' });
    await userEvent.click(within(results).getByRole('button', { name: '出售' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已出售，获得 0.60');
    expect(calls.find((c) => c.path === '/api/user/sell')?.payload).toEqual({ ids: [200] });
    expect(within(results).getByRole('button', { name: '出售' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await expectNoAxeViolations(view.container);
  });
});
