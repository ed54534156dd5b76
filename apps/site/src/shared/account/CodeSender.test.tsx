import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_KEY_STEP } from '@skinbox/ui';
import { mockStore } from '../../testing/mockStore';
import { refuse, type MockRoutes } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { sliderChallenge } from '../../testing/accountFixtures';
import { CodeSender } from './CodeSender';
import { shortTrace, sliderAnswer } from './useSlider';

function renderSender(routes: MockRoutes) {
  let draws = 0;
  const store = mockStore({
    routes: {
      '/api/auth/getGraphicCode': () => {
        draws += 1;
        return { ...sliderChallenge, captchaId: `puzzle-${draws}` };
      },
      ...routes,
    },
  });
  renderScreen(
    <CodeSender
      purpose="register"
      state={{
        form: { mobile: '13800001234', code: '' },
        set: () => () => {},
        err: () => undefined,
      }}
    />,
    { store, path: '/m/register' },
  );
  return { draws: () => draws };
}

/** Moves the kit's slider two steps with the keyboard and releases it (Enter). */
async function slide() {
  const slider = await screen.findByRole('slider');
  await screen.findByRole('img', { name: '拼图' });
  slider.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
}

describe('sliderAnswer', () => {
  it('sends the drop position and the drag trace, timed from its first sample', () => {
    const trace = [
      { x: 0, y: 0, t: 12.5 },
      { x: 40, y: 1, t: 192.5 },
      { x: 150, y: -2, t: 652.5 },
    ];
    expect(sliderAnswer('c1', { x: 150, trace })).toEqual({
      captchaId: 'c1',
      sliderX: 150,
      sliderTrace: [
        { x: 0, y: 0, t: 0 },
        { x: 40, y: 1, t: 180 },
        { x: 150, y: -2, t: 640 },
      ],
    });
  });

  it('thins a long trace evenly, keeping its first and last samples', () => {
    const trace = Array.from({ length: 1000 }, (_, i) => ({ x: i % 257, y: 0, t: i * 8 }));
    const short = shortTrace(trace, 200);
    expect(short).toHaveLength(200);
    expect(short[0]).toEqual(trace[0]);
    expect(short.at(-1)).toEqual(trace.at(-1));
    expect(short.every((point, i) => i === 0 || point.t > (short[i - 1]?.t ?? 0))).toBe(true);
  });
});

describe('CodeSender', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the puzzle it was given with the released position', async () => {
    let body: Record<string, unknown> = {};
    renderSender({
      '/api/auth/getVerifyCode': (payload) => {
        body = payload;
        return { expiresIn: 300, resendIn: 60 };
      },
    });
    await slide();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expect.poll(() => body.captchaId).toBe('puzzle-1');
    expect(body.sliderX).toBe(2 * SLIDER_KEY_STEP);
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
  });

  it('shows the refused slider as failed and draws a new puzzle', async () => {
    const sender = renderSender({
      '/api/auth/getVerifyCode': () => refuse('滑块验证失败，请重试'),
    });
    await slide();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证失败，请重试')).toBeInTheDocument();
    await expect.poll(sender.draws).toBe(2);
    // The new puzzle needs a new answer before another code is asked for.
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先通过滑块验证')).toBeInTheDocument();
  });

  it('keeps the solved puzzle during the resend delay, then draws a new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sender = renderSender({
      '/api/auth/getVerifyCode': () => ({ expiresIn: 300, resendIn: 2 }),
    });
    await slide();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '2秒后重新获取' })).toBeDisabled();
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
    await expect.poll(sender.draws).toBe(2);
  });
});
