import { CRASH_SALT } from '@skinbox/fairness';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { CrashView } from './CrashView';
import { designerState, type DesignerState } from './designerStates';
import type { CrashScreen } from './useCrashScreen';

function show(state: DesignerState, overrides: Partial<CrashScreen> = {}, layout: 'm' | 'p' = 'm') {
  const props = { ...designerState(state, layout), ...overrides };
  renderScreen(<CrashView {...props} />, { store: mockStore(), path: `/${layout}/crash` });
  return props;
}

beforeEach(() => {
  // jsdom draws nothing: the canvas has no context, and the view draws nothing on it.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('CrashView', () => {
  it('counts down to take-off while bets are taken, with the Bet button', () => {
    show('betting');
    const curve = screen.getByLabelText('本局倍数曲线: 下注中');
    expect(curve).toHaveAttribute('role', 'img');
    expect(curve).toHaveTextContent('3.2 秒后起飞');
    expect(screen.getByText('下注', { selector: 'button' })).toBeEnabled();
  });

  it('shows the live multiplier and the Escape button with the current payout', () => {
    const escape = vi.fn();
    show('running', { escape });
    expect(screen.getByLabelText('本局倍数曲线: 飞行中')).toHaveTextContent('1.56x');
    // 25.00 at 1.56x.
    fireEvent.click(screen.getByRole('button', { name: '逃跑 39.00' }));
    expect(escape).toHaveBeenCalledTimes(1);
    expect(screen.getByText('本局下注 25.00')).toBeInTheDocument();
  });

  it('disables the escape of a riding bet before take-off, and says why', () => {
    const escape = vi.fn();
    show('refused', { escape, notice: null });
    const button = screen.getByRole('button', { name: '逃跑（等待起飞）' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('倒计时结束、曲线起飞后才能逃跑');
    fireEvent.click(button);
    expect(escape).not.toHaveBeenCalled();
  });

  it('shows the crash point in the middle and the riders who lost', () => {
    show('crashed');
    expect(screen.getByLabelText('本局倍数曲线: 爆点 2.70x')).toHaveTextContent('2.70x已爆炸');
    expect(screen.getByText('未能逃跑，损失 25.00')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'cashed',
      'lost',
      'lost',
      'cashed',
    ]);
    expect(rows[0]).toHaveTextContent('大狙王120.001.31x157.20');
    expect(rows[2]).toHaveTextContent('AWP_Dragon18.00失败');
  });

  it('shows the player’s cash-out and offers the next round', () => {
    const placeBet = vi.fn();
    show('cashedOut', { placeBet });
    expect(screen.getByText('已逃跑 1.50x，获得 37.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下一局下注' }));
    expect(placeBet).toHaveBeenCalledTimes(1);
  });

  it('lets a queued bet be cancelled with a second press', () => {
    const cancelQueued = vi.fn();
    show('queued', { cancelQueued });
    fireEvent.click(screen.getByRole('button', { name: '已预约下一局，点击取消' }));
    expect(cancelQueued).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('spinbutton')).toBeDisabled();
  });

  it('shows a visitor the Bet button without a balance', () => {
    show('signedOut');
    expect(screen.getByRole('button', { name: '下注' })).toBeEnabled();
    expect(screen.queryByText('余额')).not.toBeInTheDocument();
  });

  it("shows a refusal as the catalogue's message", () => {
    show('refused');
    expect(screen.getByRole('alert')).toHaveTextContent('游戏尚未开始，无法逃跑');
  });

  it('colours the history by result and opens a round in the verifier', () => {
    const choose = vi.fn();
    show('betting', { verifier: { ...designerState('betting').verifier, choose } });
    const strip = screen.getByRole('navigation', { name: '最近爆点' });
    const chips = within(strip).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('data-tone')).slice(0, 4)).toEqual([
      'high',
      'low',
      'low',
      'high',
    ]);
    fireEvent.click(within(strip).getByRole('button', { name: '第 41 局，爆点 14.76x，点击验证' }));
    expect(choose).toHaveBeenCalledWith(41);
  });

  it('publishes the chain, its salt and the formulas, and lists every check of a verified round', async () => {
    show('verified', { verifier: { ...designerState('verified').verifier, roundId: '' } }, 'p');
    expect(await screen.findByTestId('terminal-hash')).toHaveTextContent(/^[0-9a-f]{64}$/);
    expect(screen.getByTestId('salt')).toHaveTextContent(CRASH_SALT);
    expect(screen.getByText('比特币区块 912345 的哈希')).toBeInTheDocument();
    // The verifier loads as it nears the viewport (jsdom has no IntersectionObserver: at once).
    const formulas = await screen.findByTestId('fairness-formulas');
    expect(
      within(formulas).getByText(/^爆点：X = HMAC-SHA256\(密钥 = 本局哈希, 消息 = crash:盐值\)/),
    ).toBeInTheDocument();
    // The empty field offers the latest crashed round.
    expect(screen.getByLabelText('局号')).toHaveAttribute('placeholder', '41');
    const result = screen.getByTestId('crash-verification');
    expect(within(result).getAllByText('通过')).toHaveLength(3);
    expect(result).toHaveTextContent('重算爆点 14.76x，记录爆点 14.76x');
    expect(result).toHaveTextContent('第 1 步到达终点哈希');
    expect(within(result).getByRole('status')).toHaveTextContent('这一局公平：所有校验通过');
  });

  it('offers a retry when the game cannot be reached', () => {
    const retry = vi.fn();
    show('betting', { status: 'failed', retry });
    expect(screen.getByRole('alert')).toHaveTextContent('游戏连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
