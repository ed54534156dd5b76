import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { SliderCaptcha } from './SliderCaptcha';
import {
  SLIDER_SAMPLE_MS,
  type SliderCaptchaStatus,
  type SliderVerifyResult,
} from './useSliderCaptcha';

/** A drawn stand-in for the server's puzzle: the gap at `gapX`, and the piece cut from it. */
function puzzle(gapX: number, width: number, height: number, size: number, y: number) {
  const scene = `
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3a4a8c"/><stop offset="1" stop-color="#c0563a"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.22}" fill="#f5d36b"/>
    <path d="M0 ${height} L${width * 0.3} ${height * 0.45} L${width * 0.55} ${height} Z" fill="#1d2742"/>
    <path d="M${width * 0.35} ${height} L${width * 0.75} ${height * 0.55} L${width} ${height} Z" fill="#2b3760"/>`;
  const svg = (viewBox: string, w: number, h: number, extra = '') =>
    `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${scene}${extra}</svg>`,
    )}`;
  return {
    background: svg(
      `0 0 ${width} ${height}`,
      width,
      height,
      `<rect x="${gapX}" y="${y}" width="${size}" height="${size}" rx="4" fill="rgba(0,0,0,0.55)" stroke="#fff" stroke-opacity="0.6"/>`,
    ),
    piece: svg(
      `${gapX} ${y} ${size} ${size}`,
      size,
      size,
      `<rect x="${gapX}" y="${y}" width="${size}" height="${size}" rx="4" fill="none" stroke="#fff" stroke-width="2"/>`,
    ),
  };
}

const WIDTH = 290;
const HEIGHT = 150;
const PIECE = 40;
const PIECE_Y = 50;
const GAP_X = 170;

/** A consumer that plays the server: within 4 px of the gap passes, after a short wait. */
function Demo({ onVerify }: { onVerify?: (result: SliderVerifyResult) => void }) {
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<SliderCaptchaStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const gapX = round % 2 === 0 ? GAP_X : 90;
  const images = puzzle(gapX, WIDTH, HEIGHT, PIECE, PIECE_Y);
  return (
    <SliderCaptcha
      {...images}
      width={WIDTH}
      height={HEIGHT}
      pieceSize={PIECE}
      pieceY={PIECE_Y}
      status={status}
      onVerify={(result) => {
        onVerify?.(result);
        setStatus('verifying');
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => setStatus(Math.abs(result.x - gapX) <= 4 ? 'success' : 'fail'),
          300,
        );
      }}
      onRefresh={() => {
        clearTimeout(timer.current);
        setStatus('idle');
        setRound((value) => value + 1);
      }}
    />
  );
}

const meta = {
  title: 'Form/SliderCaptcha',
  component: SliderCaptcha,
  tags: ['autodocs'],
  // `background` is a picture's address, not a colour (the preview's colour matcher would pick it).
  argTypes: { background: { control: 'text' } },
  args: {
    ...puzzle(GAP_X, WIDTH, HEIGHT, PIECE, PIECE_Y),
    width: WIDTH,
    height: HEIGHT,
    pieceSize: PIECE,
    pieceY: PIECE_Y,
    onVerify: fn(),
  },
} satisfies Meta<typeof SliderCaptcha>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drag the handle with the pointer: the piece follows, the release reports position and trace. */
export const Drag: Story = {
  render: (args) => <Demo onVerify={args.onVerify} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('slider');
    const start = handle.getBoundingClientRect();
    const y = start.top + start.height / 2;
    await fireEvent.pointerDown(handle, {
      clientX: start.left + 5,
      clientY: y,
      pointerType: 'mouse',
      button: 0,
    });
    for (const dx of [40, 100, 150, GAP_X]) {
      // A frame apart: the slider keeps one sample per SLIDER_SAMPLE_MS.
      await new Promise((resolve) => setTimeout(resolve, SLIDER_SAMPLE_MS + 4));
      await fireEvent.pointerMove(window, { clientX: start.left + 5 + dx, clientY: y + 1 });
    }
    await fireEvent.pointerUp(window, { clientX: start.left + 5 + GAP_X, clientY: y + 1 });
    const [[result]] = (args.onVerify as ReturnType<typeof fn>).mock.calls as [
      [SliderVerifyResult],
    ];
    await expect(result.x).toBe(GAP_X);
    await expect(result.trace.map((sample) => sample.x)).toEqual([0, 40, 100, 150, GAP_X]);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('验证通过'));
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A miss fails; the refresh button brings another puzzle and the slider starts over. */
export const FailAndRefresh: Story = {
  render: (args) => <Demo onVerify={args.onVerify} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('slider');
    const start = handle.getBoundingClientRect();
    await fireEvent.pointerDown(handle, { clientX: start.left, pointerType: 'touch' });
    await fireEvent.pointerMove(window, { clientX: start.left + 60, pointerType: 'touch' });
    await fireEvent.pointerUp(window, { pointerType: 'touch' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('验证失败，请重试'));
    await userEvent.click(canvas.getByRole('button', { name: '换一张' }));
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Keyboard: End jumps, arrows step back, Enter releases. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const handle = within(canvasElement).getByRole('slider');
    handle.focus();
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}');
    await expect(handle).toHaveAttribute('aria-valuenow', String(WIDTH - PIECE - 4));
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith(
      expect.objectContaining({ x: WIDTH - PIECE - 4 }),
    );
  },
};

/**
 * No picture yet (the challenge is on its way). The render drops it: an `undefined` arg would make
 * Storybook infer an object-typed colour control for `background` and warn.
 */
export const Loading: Story = {
  args: { loading: true },
  render: (args) => <SliderCaptcha {...args} background={undefined} />,
};

export const WithError: Story = { args: { error: '请先完成滑块验证' } };

const SMALL = { width: 220, height: 100, size: 36, y: 30 };
const small = puzzle(120, SMALL.width, SMALL.height, SMALL.size, SMALL.y);

/** Visual baseline: each verdict at the start and with the piece dropped, plus loading and error. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['idle', 'verifying', 'success', 'fail', 'loading', 'error'] as const}
      columns={['start', 'dropped'] as const}
      cell={(row, column) => (
        <SliderCaptcha
          {...small}
          width={SMALL.width}
          height={SMALL.height}
          pieceSize={SMALL.size}
          pieceY={SMALL.y}
          defaultValue={column === 'dropped' ? 120 : 0}
          status={row === 'loading' || row === 'error' ? 'idle' : row}
          loading={row === 'loading'}
          error={row === 'error' ? '请先完成滑块验证' : undefined}
          onRefresh={() => {}}
        />
      )}
    />
  ),
};
