import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { CountDown, type CountDownHandle } from './CountDown';
import { COUNT_DOWN_FORMAT } from './formatCountDown';

const FRAME = 16;
const HOUR = 3_600_000;

describe('CountDown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the remaining time as HH:mm:ss by default, as a timer', () => {
    expect(COUNT_DOWN_FORMAT).toBe('HH:mm:ss');
    renderWithKit(<CountDown time={HOUR + 2 * 60_000 + 3_000} autoStart={false} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:02:03');
  });

  it('counts down by itself, one second at a time', () => {
    renderWithKit(<CountDown time={10_000} />);
    act(() => vi.advanceTimersByTime(3000 + FRAME));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:06');
  });

  it('takes another format with days', () => {
    renderWithKit(<CountDown time={2 * 24 * HOUR + HOUR} format="DD:HH:mm:ss" autoStart={false} />);
    expect(screen.getByRole('timer')).toHaveTextContent('02:01:00:00');
  });

  it('shows milliseconds every frame in millisecond mode', () => {
    renderWithKit(<CountDown time={2000} format="ss:SSS" millisecond />);
    act(() => vi.advanceTimersByTime(10 * FRAME));
    expect(screen.getByRole('timer')).toHaveTextContent(`01:${2000 - 10 * FRAME - 1000}`);
  });

  it('calls onFinish once at zero', () => {
    const onFinish = vi.fn();
    renderWithKit(<CountDown time={3000} onFinish={onFinish} />);
    act(() => vi.advanceTimersByTime(3000 - FRAME));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2 * FRAME));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it('reports each second through onChange', () => {
    const onChange = vi.fn();
    renderWithKit(<CountDown time={5000} onChange={onChange} />);
    act(() => vi.advanceTimersByTime(2000 + FRAME));
    expect(onChange.mock.calls.map(([time]) => time.seconds)).toEqual([4, 3, 2]);
  });

  it('waits for start when autoStart is false', () => {
    const ref = createRef<CountDownHandle>();
    renderWithKit(<CountDown ref={ref} time={5000} autoStart={false} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:05');
    act(() => ref.current?.start());
    act(() => vi.advanceTimersByTime(1000 + FRAME));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
  });

  it('pauses and resets through its ref', () => {
    const ref = createRef<CountDownHandle>();
    renderWithKit(<CountDown ref={ref} time={5000} />);
    act(() => vi.advanceTimersByTime(1000 + FRAME));
    act(() => ref.current?.pause());
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    act(() => ref.current?.reset());
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:05');
    act(() => vi.advanceTimersByTime(1000 + FRAME));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
  });

  it('starts again from a new time', () => {
    const { rerender } = renderWithKit(<CountDown time={5000} />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<CountDown time={60_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
  });

  it('renders the parts through children', () => {
    renderWithKit(
      <CountDown time={HOUR + 5_000} autoStart={false}>
        {(time) => `${time.hours}h ${time.seconds}s`}
      </CountDown>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1h 5s');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <CountDown
        time={1000}
        autoStart={false}
        className="extra"
        style={{ margin: 3 }}
        data-testid="c"
        aria-label="Battle starts in"
      />,
    );
    const root = screen.getByTestId('c');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(screen.getByRole('timer', { name: 'Battle starts in' })).toBe(root);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<CountDown time={1000} autoStart={false} />);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
