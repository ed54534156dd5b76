import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { SliderCaptcha, type SliderCaptchaProps } from './SliderCaptcha';
import { SLIDER_HANDLE_SIZE, SLIDER_KEY_STEP, SLIDER_SAMPLE_MS } from './useSliderCaptcha';

const BACKGROUND = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const PIECE = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACw=';

// 290 wide with a 40 px piece: the piece travels 250 px and so does the 40 px handle.
const base: SliderCaptchaProps = {
  background: BACKGROUND,
  piece: PIECE,
  width: 290,
  height: 150,
  pieceSize: 40,
  pieceY: 30,
};

const slider = () => screen.getByRole('slider');
const pieceLeft = () => (document.querySelector('[data-piece]') as HTMLElement).style.left;

function drag(points: { x: number; y: number }[], pointerType = 'mouse', stepMs = 100) {
  const [first, ...rest] = points;
  fireEvent.pointerDown(slider(), {
    clientX: first?.x,
    clientY: first?.y,
    pointerType,
    button: 0,
  });
  for (const point of rest) {
    act(() => vi.advanceTimersByTime(stepMs));
    fireEvent.pointerMove(window, { clientX: point.x, clientY: point.y, pointerType });
  }
  fireEvent.pointerUp(window, { pointerType });
}

describe('SliderCaptcha', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled slider from 0 to picture width minus piece width', () => {
    renderWithKit(<SliderCaptcha {...base} />);
    const handle = screen.getByRole('slider', { name: '拖动滑块完成拼图' });
    expect(handle).toHaveAttribute('aria-valuemin', '0');
    expect(handle).toHaveAttribute('aria-valuemax', '250');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('speaks English', () => {
    renderWithKit(<SliderCaptcha {...base} onRefresh={() => {}} status="fail" />, {
      locale: 'en',
    });
    expect(
      screen.getByRole('slider', { name: 'Drag the slider to complete the puzzle' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Puzzle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New puzzle' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed, try again');
  });

  it('shows the picture and puts the piece at pieceY', () => {
    renderWithKit(<SliderCaptcha {...base} />);
    expect(screen.getByRole('img', { name: '拼图' })).toHaveAttribute('src', BACKGROUND);
    const piece = document.querySelector('[data-piece]') as HTMLImageElement;
    expect(piece).toHaveAttribute('src', PIECE);
    expect(piece.style.top).toBe('30px');
    expect(piece).toHaveAttribute('width', '40');
  });

  it('moves the piece with a mouse drag and reports position and trace on release', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} onVerify={onVerify} />);
    drag([
      { x: 10, y: 5 },
      { x: 60, y: 7 },
      { x: 130, y: 4 },
    ]);
    expect(onVerify).toHaveBeenCalledTimes(1);
    expect(onVerify).toHaveBeenCalledWith({
      x: 120,
      trace: [
        { x: 0, y: 0, t: 0 },
        { x: 50, y: 2, t: 100 },
        { x: 120, y: -1, t: 200 },
      ],
    });
    expect(slider()).toHaveAttribute('aria-valuenow', '120');
    expect(pieceLeft()).toBe('120px');
  });

  it('keeps one pointer sample per frame however often the pointer moves, and the release', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} onVerify={onVerify} />);
    const points = Array.from({ length: 41 }, (_, i) => ({ x: i * 5, y: i % 3 }));
    // A 1000 Hz mouse: a move every 4 ms.
    drag(points, 'mouse', 4);
    const [[{ trace, x }]] = onVerify.mock.calls as [
      [{ trace: { t: number; x: number }[]; x: number }],
    ];
    expect(x).toBe(200);
    expect(trace.at(-1)).toMatchObject({ x: 200, t: 160 });
    expect(trace.length).toBeLessThanOrEqual(1 + Math.ceil(160 / SLIDER_SAMPLE_MS) + 1);
    for (let i = 1; i < trace.length - 1; i += 1) {
      expect((trace[i]?.t ?? 0) - (trace[i - 1]?.t ?? 0)).toBeGreaterThanOrEqual(SLIDER_SAMPLE_MS);
    }
  });

  it('drags with touch pointers too', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} onVerify={onVerify} />);
    drag(
      [
        { x: 0, y: 0 },
        { x: 80, y: 3 },
      ],
      'touch',
    );
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ x: 80 }));
  });

  it('moves the handle with the piece, SLIDER_HANDLE_SIZE wide', () => {
    renderWithKit(<SliderCaptcha {...base} />);
    drag([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ]);
    expect(SLIDER_HANDLE_SIZE).toBe(40);
    expect(slider().style.left).toBe('100px');
    expect(getComputedStyle(slider()).width).toBe(`${SLIDER_HANDLE_SIZE}px`);
  });

  it('maps the handle travel onto the piece travel when their lengths differ', () => {
    const onVerify = vi.fn();
    // The piece travels 300 - 50 = 250 px, the handle 300 - 40 = 260 px.
    renderWithKit(<SliderCaptcha {...base} width={300} pieceSize={50} onVerify={onVerify} />);
    drag([
      { x: 0, y: 0 },
      { x: 260, y: 0 },
    ]);
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ x: 250 }));
    expect(slider().style.left).toBe('260px');
  });

  it('keeps the piece inside the picture', () => {
    renderWithKit(<SliderCaptcha {...base} />);
    drag([
      { x: 100, y: 0 },
      { x: 50, y: 0 },
    ]);
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    drag([
      { x: 0, y: 0 },
      { x: 900, y: 0 },
    ]);
    expect(slider()).toHaveAttribute('aria-valuenow', '250');
  });

  it('reports nothing when released where it started', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} onVerify={onVerify} />);
    drag([{ x: 10, y: 0 }]);
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('ignores the secondary mouse button', () => {
    renderWithKit(<SliderCaptcha {...base} />);
    fireEvent.pointerDown(slider(), { clientX: 0, pointerType: 'mouse', button: 2 });
    fireEvent.pointerMove(window, { clientX: 90, pointerType: 'mouse' });
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves SLIDER_KEY_STEP per arrow key and releases on Enter with a keyboard trace', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} onVerify={onVerify} />);
    slider().focus();
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(50));
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(50));
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(slider()).toHaveAttribute('aria-valuenow', String(SLIDER_KEY_STEP));
    expect(onVerify).not.toHaveBeenCalled();
    fireEvent.keyDown(slider(), { key: 'Enter' });
    expect(onVerify).toHaveBeenCalledWith({
      x: SLIDER_KEY_STEP,
      trace: [
        { x: 0, y: 0, t: 0 },
        { x: SLIDER_KEY_STEP, y: 0, t: 0 },
        { x: 2 * SLIDER_KEY_STEP, y: 0, t: 50 },
        { x: SLIDER_KEY_STEP, y: 0, t: 100 },
      ],
    });
  });

  it('times a key by when it went down, not by when a stalled page handled it', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} onVerify={onVerify} />);
    // Three repeats 60 ms apart reach the handler together, as after a long task.
    for (const timeStamp of [1_000, 1_060, 1_120]) {
      const event = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true });
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      act(() => {
        slider().dispatchEvent(event);
      });
    }
    fireEvent.keyDown(slider(), { key: 'Enter' });
    expect(onVerify.mock.calls[0]?.[0].trace.map((point: { t: number }) => point.t)).toEqual([
      0, 0, 60, 120,
    ]);
  });

  it('jumps to the ends with Home and End', () => {
    renderWithKit(<SliderCaptcha {...base} />);
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(slider()).toHaveAttribute('aria-valuenow', '250');
    fireEvent.keyDown(slider(), { key: 'Home' });
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('reports nothing on Enter before any move', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} onVerify={onVerify} />);
    fireEvent.keyDown(slider(), { key: 'Enter' });
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('locks while verifying and announces it', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} status="verifying" onVerify={onVerify} />);
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('验证中');
    drag([
      { x: 0, y: 0 },
      { x: 90, y: 0 },
    ]);
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('stays locked after success', () => {
    renderWithKit(<SliderCaptcha {...base} status="success" defaultValue={120} />);
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider()).toHaveAttribute('aria-valuenow', '120');
  });

  it('can be dragged again after a failure', () => {
    const onVerify = vi.fn();
    renderWithKit(<SliderCaptcha {...base} status="fail" defaultValue={120} onVerify={onVerify} />);
    expect(screen.getByRole('status')).toHaveTextContent('验证失败，请重试');
    expect(slider()).not.toHaveAttribute('aria-disabled');
    drag([
      { x: 0, y: 0 },
      { x: -20, y: 0 },
    ]);
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ x: 100 }));
  });

  it('drops a drag in progress without reporting it when the slider locks', () => {
    const onVerify = vi.fn();
    const { rerender } = renderWithKit(<SliderCaptcha {...base} onVerify={onVerify} />);
    fireEvent.pointerDown(slider(), { clientX: 0, clientY: 0, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(window, { clientX: 70, clientY: 0 });
    rerender(<SliderCaptcha {...base} onVerify={onVerify} status="verifying" />);
    fireEvent.pointerMove(window, { clientX: 200, clientY: 0 });
    fireEvent.pointerUp(window);
    expect(slider()).toHaveAttribute('aria-valuenow', '70');
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('asks for another puzzle from the refresh button', () => {
    const onRefresh = vi.fn();
    renderWithKit(<SliderCaptcha {...base} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('has no refresh button without onRefresh', () => {
    renderWithKit(<SliderCaptcha {...base} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('starts again from the left when a new picture arrives', () => {
    const { rerender } = renderWithKit(<SliderCaptcha {...base} />);
    fireEvent.keyDown(slider(), { key: 'End' });
    rerender(<SliderCaptcha {...base} background={`${BACKGROUND}#2`} />);
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows a spinner and stays locked while loading', () => {
    renderWithKit(<SliderCaptcha {...base} background={undefined} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('also shows loading with the loading prop', () => {
    renderWithKit(<SliderCaptcha {...base} loading />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a controlled position and reports moves through onChange', () => {
    const onChange = vi.fn();
    renderWithKit(<SliderCaptcha {...base} value={60} onChange={onChange} />);
    expect(pieceLeft()).toBe('60px');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith(60 + SLIDER_KEY_STEP);
    expect(slider()).toHaveAttribute('aria-valuenow', '60');
  });

  it('shows an error and marks the slider invalid', () => {
    renderWithKit(<SliderCaptcha {...base} error="Pass the slider check first" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Pass the slider check first');
    expect(slider()).toHaveAttribute('aria-invalid', 'true');
    expect(slider()).toHaveAttribute('aria-describedby', alert.id);
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <SliderCaptcha
        {...base}
        className="extra"
        style={{ margin: 3 }}
        data-testid="captcha"
        aria-describedby="x"
      />,
    );
    const root = screen.getByTestId('captcha');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    vi.useRealTimers();
    const { container } = renderWithKit(
      <SliderCaptcha {...base} onRefresh={() => {}} error="Try again" status="fail" />,
    );
    await expectNoAxeViolations(container);
  });
});
