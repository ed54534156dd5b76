import type { LimitsState } from '@skinbox/api';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { SITE_LAYOUTS } from '../../routing/manifest';
import { LayoutContext } from '../../routing/layoutContext';
import { LimitsView } from './LimitsView';
import { reminderMinutes } from '../../shared/limits/reminderSetting';
import { nextReminder, playedMinutes, SessionReminder } from '../../shared/limits/SessionReminder';
import { NO_LIMITS as none, limitsState } from './limitsFixtures';
import { draftOf, limitsOf, useLimitsScreen } from './useLimitsScreen';

function setup({ state = limitsState(), confirmAnswer = true } = {}) {
  const calls: { path: string; payload: unknown }[] = [];
  let current = state;
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/limits/state': () => current,
      '/api/limits/set': (payload) => {
        calls.push({ path: 'set', payload });
        const { limits } = payload as { limits: LimitsState['limits'] };
        const raised = limits.depositDay === null || Number(limits.depositDay) > 100;
        current = raised
          ? { ...current, pending: limits, pendingFrom: '2026-11-21T12:00:00.000Z' }
          : { ...current, limits, pending: null, pendingFrom: null };
        return current;
      },
      '/api/limits/pause': (payload) => {
        calls.push({ path: 'pause', payload });
        current = {
          ...current,
          pauseKind: 'selfExclusion',
          pausedUntil: '2027-05-21T12:00:00.000Z',
        };
        return current;
      },
      '/api/limits/reminder': (payload) => {
        calls.push({ path: 'reminder', payload });
        current = { ...current, reminderMinutes: (payload as { minutes: number }).minutes };
        return current;
      },
    },
  });
  const questions: string[] = [];
  const confirm = (question: string) => {
    questions.push(question);
    return Promise.resolve(confirmAnswer);
  };
  function Screen() {
    return <LimitsView {...useLimitsScreen({ confirm })} />;
  }
  const view = renderScreen(<Screen />, { store, path: '/p/me/limits' });
  return { calls, questions, view, store };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('limits helpers', () => {
  it('fills the form with the pending values where they wait', () => {
    const state = limitsState({ pending: { ...none, depositDay: '500.00' } });
    expect(draftOf(state).depositDay).toBe('500.00');
    expect(draftOf(limitsState()).lossWeek).toBe('50.00');
    expect(draftOf(limitsState()).lossDay).toBe('');
  });

  it('sends empty as no limit, amounts with two places, and names bad amounts', () => {
    const draft = { ...draftOf(limitsState()), depositWeek: ' 20.5 ', lossDay: '0' };
    expect(limitsOf(draft)).toEqual({
      limits: {
        ...none,
        depositDay: '100.00',
        depositWeek: '20.50',
        lossDay: '0.00',
        lossWeek: '50.00',
      },
      bad: [],
    });
    expect(limitsOf({ ...draft, lossMonth: '-3', depositMonth: '1.234' }).bad).toEqual([
      'depositMonth',
      'lossMonth',
    ]);
  });

  it('reminds after each period of play, once for periods slept through', () => {
    const start = 1_000_000;
    expect(nextReminder(start, 15, 0, start)).toEqual({ at: start + 15 * 60_000, minutes: 15 });
    expect(nextReminder(start, 15, 15, start + 16 * 60_000).minutes).toBe(30);
    expect(nextReminder(start, 15, 37, start + 37 * 60_000).minutes).toBe(45);
    expect(nextReminder(start, 15, 15, start + 70 * 60_000).minutes).toBe(60);
    expect(playedMinutes(start, start + 90_000)).toBe(1);
  });
});

describe('Limits', { timeout: 20_000 }, () => {
  it('shows each limit with what its window used', async () => {
    const { view } = setup();
    expect(await screen.findByTestId('used-depositDay')).toHaveTextContent(
      '当前 100.00 · 已用 30.00',
    );
    expect(screen.getByTestId('used-lossWeek')).toHaveTextContent('当前 50.00 · 已用 12.50');
    expect(screen.getByTestId('used-lossDay')).toHaveTextContent('当前 不限 · 已用 5.00');
    expect(field('每日充值限额')).toHaveValue('100.00');
    await expectNoAxeViolations(view.container);
  });

  it('saves a lower limit at once and shows a raise as pending', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.clear(await screen.findByRole('textbox', { name: '每日亏损限额' }));
    await user.type(field('每日亏损限额'), '20');
    await user.click(screen.getByRole('button', { name: '保存限额' }));
    expect(calls.at(-1)).toEqual({
      path: 'set',
      payload: { limits: { ...none, depositDay: '100.00', lossDay: '20.00', lossWeek: '50.00' } },
    });
    expect(await screen.findByText('限额已保存并生效')).toBeInTheDocument();
    expect(screen.getByTestId('used-lossDay')).toHaveTextContent('当前 20.00');

    await user.clear(field('每日充值限额'));
    await user.type(field('每日充值限额'), '300');
    await user.click(screen.getByRole('button', { name: '保存限额' }));
    expect(await screen.findByText(/提高或取消的限额将于 .* 生效/)).toBeInTheDocument();
    expect(screen.getByText('待生效：300.00')).toBeInTheDocument();
    expect(screen.getByTestId('used-depositDay')).toHaveTextContent('当前 100.00');
  });

  it('refuses an amount that is not money without calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.type(await screen.findByRole('textbox', { name: '每月亏损限额' }), '1.234');
    await user.click(screen.getByRole('button', { name: '保存限额' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入不小于 0 的金额');
    expect(calls).toHaveLength(0);
  });

  it('starts a self-exclusion only after the player confirms it', async () => {
    const user = userEvent.setup();
    const { calls, questions } = setup();
    await user.click(await screen.findByRole('button', { name: '自我排除' }));
    const lengths = screen.getByRole('group', { name: '暂停时长' });
    expect(
      within(lengths)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['6 个月', '1 年', '5 年']);
    await user.click(screen.getByRole('button', { name: '开始暂停' }));
    expect(questions[0]).toContain('自我排除（6 个月）');
    expect(calls.at(-1)).toEqual({
      path: 'pause',
      payload: { kind: 'selfExclusion', length: 'month6' },
    });
    expect(await screen.findByText(/自我排除中，至 .* 结束/)).toBeInTheDocument();
  });

  it('does not pause when the player cancels', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ confirmAnswer: false });
    await user.click(await screen.findByRole('button', { name: '开始暂停' }));
    expect(calls).toHaveLength(0);
  });

  it('sets the session reminder', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: '30 分钟' }));
    expect(calls.at(-1)).toEqual({ path: 'reminder', payload: { minutes: 30 } });
    expect(await screen.findByRole('button', { name: '30 分钟' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(reminderMinutes.get()).toBe(30);
  });
});

describe('SessionReminder', { timeout: 20_000 }, () => {
  beforeEach(() => reminderMinutes.set(null));
  afterEach(() => {
    vi.useRealTimers();
    reminderMinutes.set(null);
  });

  it('says how long the player has played after the chosen time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = mockStore({
      token: TOKEN,
      routes: {
        ...baseRoutes(),
        '/api/limits/state': () => limitsState({ reminderMinutes: 15 }),
      },
    });
    await store.user.loadInfo();
    renderScreen(
      <LayoutContext value={SITE_LAYOUTS.m}>
        <SessionReminder />
      </LayoutContext>,
      { store, path: '/m/home', routes: [{ path: '/m/limits', element: <p>limits page</p> }] },
    );
    await vi.waitFor(() => expect(reminderMinutes.get()).toBe(15));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('您本次已游戏 15 分钟');
    await userEvent.click(within(dialog).getByRole('button', { name: '查看限额' }));
    expect(await screen.findByText('limits page')).toBeInTheDocument();
  });
});
