import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { ImagePreview, type ImagePreviewProps } from './ImagePreview';
import { showImagePreview, type ImagePreviewHandle } from './showImagePreview';
import {
  DOUBLE_TAP_INTERVAL,
  IMAGE_PREVIEW_DOUBLE_TAP_ZOOM,
  IMAGE_PREVIEW_MAX_ZOOM,
  IMAGE_PREVIEW_MIN_ZOOM,
  IMAGE_PREVIEW_SWIPE_DURATION,
  IMAGE_PREVIEW_SWIPE_THRESHOLD,
  IMAGE_PREVIEW_TAP_OFFSET,
} from './useImagePreview';

const IMAGES = ['/a.png', '/b.png', '/c.png'];

const stage = () => document.querySelector('[data-zoom]') as HTMLElement;
const zoom = () => Number(stage().dataset.zoom);
const indicator = () => screen.getByText(/\d+ \/ \d+/);

let nextPointer = 1;

function press(x: number, y = 0, pointerType = 'touch') {
  const pointerId = nextPointer++;
  fireEvent.pointerDown(stage(), { pointerId, clientX: x, clientY: y, pointerType, button: 0 });
  return {
    move: (toX: number, toY = y) =>
      fireEvent.pointerMove(stage(), { pointerId, clientX: toX, clientY: toY, pointerType }),
    up: (toX = x, toY = y) =>
      fireEvent.pointerUp(stage(), { pointerId, clientX: toX, clientY: toY, pointerType }),
  };
}

const tap = (x = 100) => press(x).up();

function swipe(dx: number) {
  const finger = press(200);
  finger.move(200 + dx / 2);
  finger.move(200 + dx);
  finger.up(200 + dx);
}

function pinch(from: number, to: number) {
  const a = press(100);
  const b = press(100 + from);
  b.move(100 + to);
  return {
    release: () => {
      b.up(100 + to);
      a.up(100);
    },
  };
}

function Harness(props: Partial<ImagePreviewProps>) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        open
      </button>
      <ImagePreview images={IMAGES} show={show} onClose={() => setShow(false)} {...props} />
    </>
  );
}

const open = (props: Partial<ImagePreviewProps> = {}) =>
  renderWithKit(<ImagePreview images={IMAGES} show {...props} />);

describe('ImagePreview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing while hidden', () => {
    renderWithKit(<ImagePreview images={IMAGES} show={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog opening at startPosition with a "2 / 3" indicator', () => {
    open({ startPosition: 1 });
    const dialog = screen.getByRole('dialog', { name: '图片预览' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(indicator()).toHaveTextContent('2 / 3');
    expect(screen.getByRole('img', { name: '第 2 张，共 3 张' })).toHaveAttribute('src', '/b.png');
  });

  it('names the dialog, the images and the close button in English', () => {
    renderWithKit(<ImagePreview images={IMAGES} show closeable />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Image preview' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('hides the indicator with showIndex off', () => {
    open({ showIndex: false });
    expect(screen.queryByText('1 / 3')).toBeNull();
  });

  it('pinches between minZoom 1/3 and maxZoom 3', () => {
    expect(IMAGE_PREVIEW_MIN_ZOOM).toBe(1 / 3);
    expect(IMAGE_PREVIEW_MAX_ZOOM).toBe(3);
    open();
    const out = pinch(100, 200);
    expect(zoom()).toBe(2);
    out.release();
    const far = pinch(100, 900);
    expect(zoom()).toBe(IMAGE_PREVIEW_MAX_ZOOM);
    far.release();
    expect(zoom()).toBe(IMAGE_PREVIEW_MAX_ZOOM);
  });

  it('shrinks no further than minZoom and springs back to 1 on release', () => {
    open();
    const gesture = pinch(300, 30);
    expect(zoom()).toBeCloseTo(IMAGE_PREVIEW_MIN_ZOOM);
    gesture.release();
    expect(zoom()).toBe(1);
  });

  it('honours other zoom limits', () => {
    open({ maxZoom: 1.5 });
    pinch(100, 400).release();
    expect(zoom()).toBe(1.5);
  });

  it('closes on a single tap once DOUBLE_TAP_INTERVAL has passed', () => {
    expect(DOUBLE_TAP_INTERVAL).toBe(250);
    const onClose = vi.fn();
    open({ onClose });
    tap();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('toggles zoom on a double tap within DOUBLE_TAP_INTERVAL and does not close', () => {
    expect(IMAGE_PREVIEW_DOUBLE_TAP_ZOOM).toBe(2);
    const onClose = vi.fn();
    open({ onClose });
    tap();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL - 1));
    tap();
    expect(zoom()).toBe(IMAGE_PREVIEW_DOUBLE_TAP_ZOOM);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL));
    expect(onClose).not.toHaveBeenCalled();
    tap();
    tap();
    expect(zoom()).toBe(1);
  });

  it('treats two taps DOUBLE_TAP_INTERVAL apart as single taps', () => {
    const onClose = vi.fn();
    open({ onClose });
    tap();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL));
    tap();
    expect(zoom()).toBe(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not count a long press as a tap', () => {
    const onClose = vi.fn();
    open({ onClose });
    const finger = press(100);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL));
    finger.up();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not count a press that moved IMAGE_PREVIEW_TAP_OFFSET px as a tap', () => {
    const onClose = vi.fn();
    open({ onClose });
    const finger = press(100);
    finger.move(100 + IMAGE_PREVIEW_TAP_OFFSET);
    finger.up(100);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once on a tap with doubleScale off, and a double tap does not zoom', () => {
    const onClose = vi.fn();
    open({ onClose, doubleScale: false });
    tap();
    expect(onClose).toHaveBeenCalledTimes(1);
    tap();
    expect(zoom()).toBe(1);
  });

  it('stays open on taps with closeOnClickImage off', () => {
    const onClose = vi.fn();
    open({ onClose, closeOnClickImage: false });
    tap();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('swipes left to the next image and right to the previous one', () => {
    const onChange = vi.fn();
    open({ onChange });
    swipe(-IMAGE_PREVIEW_SWIPE_THRESHOLD);
    expect(indicator()).toHaveTextContent('2 / 3');
    expect(onChange).toHaveBeenLastCalledWith(1);
    swipe(IMAGE_PREVIEW_SWIPE_THRESHOLD + 30);
    expect(indicator()).toHaveTextContent('1 / 3');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('stays on the image after a drag shorter than IMAGE_PREVIEW_SWIPE_THRESHOLD', () => {
    expect(IMAGE_PREVIEW_SWIPE_THRESHOLD).toBe(50);
    const onChange = vi.fn();
    open({ onChange });
    swipe(-(IMAGE_PREVIEW_SWIPE_THRESHOLD - 1));
    expect(indicator()).toHaveTextContent('1 / 3');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves the track with the finger and slides in IMAGE_PREVIEW_SWIPE_DURATION ms', () => {
    open();
    const track = document.querySelector('[data-track]') as HTMLElement;
    const finger = press(200);
    finger.move(170);
    expect(track.style.transform).toBe('translate3d(calc(0% + -30px), 0, 0)');
    expect(track.style.transition).toBe('none');
    finger.up(100);
    expect(track.style.transform).toBe('translate3d(calc(-100% + 0px), 0, 0)');
    expect(track.style.transition).toBe(`transform ${IMAGE_PREVIEW_SWIPE_DURATION}ms ease-out`);
  });

  it('wraps around the ends by default', () => {
    open();
    swipe(100);
    expect(indicator()).toHaveTextContent('3 / 3');
    swipe(-100);
    expect(indicator()).toHaveTextContent('1 / 3');
  });

  it('stops at the ends with loop off', () => {
    open({ loop: false, startPosition: 2 });
    swipe(-100);
    expect(indicator()).toHaveTextContent('3 / 3');
  });

  it('pans a zoomed image instead of swiping', () => {
    open();
    tap();
    tap();
    expect(zoom()).toBe(2);
    swipe(-120);
    expect(indicator()).toHaveTextContent('1 / 3');
  });

  it('changes image with the arrow keys and resets the zoom', () => {
    open();
    tap();
    tap();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(indicator()).toHaveTextContent('2 / 3');
    expect(zoom()).toBe(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(indicator()).toHaveTextContent('1 / 3');
  });

  it('shows only the current image to assistive technology', () => {
    open({ startPosition: 2 });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/c.png');
  });

  it('closes on Escape and gives focus back to the opener', () => {
    renderWithKit(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open and closes from the close icon', () => {
    const onClose = vi.fn();
    open({ closeable: true, onClose });
    const close = screen.getByRole('button', { name: '关闭' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts again at startPosition and zoom 1 when reopened', () => {
    renderWithKit(<Harness startPosition={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    swipe(-100);
    tap();
    tap();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(indicator()).toHaveTextContent('2 / 3');
    expect(zoom()).toBe(1);
  });

  it('opens imperatively with showImagePreview and closes through its handle', () => {
    const onClose = vi.fn();
    let handle: ImagePreviewHandle | undefined;
    act(() => {
      handle = showImagePreview({ images: IMAGES, startPosition: 2, onClose });
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(indicator()).toHaveTextContent('3 / 3');
    act(() => handle?.close());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a plain list of images and closes itself on a tap', () => {
    act(() => {
      showImagePreview(IMAGES);
    });
    expect(indicator()).toHaveTextContent('1 / 3');
    tap();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_INTERVAL));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forwards className, style, data-* and aria-*', () => {
    open({
      className: 'extra',
      style: { margin: 3 },
      'data-testid': 'preview',
      'aria-describedby': 'x',
    } as Partial<ImagePreviewProps>);
    const dialog = screen.getByTestId('preview');
    expect(dialog).toHaveClass('extra');
    expect(dialog).toHaveStyle({ margin: '3px' });
    expect(dialog).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    vi.useRealTimers();
    open({ closeable: true });
    await expectNoAxeViolations(document.body);
  });
});
