import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { ImagePreview, type ImagePreviewProps } from './ImagePreview';
import { showImagePreview } from './showImagePreview';

/** Stand-in pictures: a coloured card with its number. */
const picture = (label: string, from: string, to: string, width = 300, height = 400) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <text x="50%" y="55%" font-size="120" font-family="sans-serif" fill="#fff" text-anchor="middle">${label}</text>
    </svg>`,
  )}`;

const IMAGES = [
  picture('1', '#4b69ff', '#8847ff'),
  picture('2', '#eb4b4b', '#e4ae39', 400, 300),
  picture('3', '#2ecc71', '#5e98d9'),
];

function Demo(props: Partial<ImagePreviewProps>) {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setShow(true)}>
        Preview
      </Button>
      <ImagePreview images={IMAGES} {...props} show={show} onClose={() => setShow(false)} />
    </>
  );
}

const meta = {
  title: 'Display/ImagePreview',
  component: ImagePreview,
  tags: ['autodocs'],
  args: { images: IMAGES, show: false, onChange: fn() },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stageOf = (body: HTMLElement) => body.querySelector('[data-zoom]') as HTMLElement;

/** Opens from a button; a finger swipe shows the next image; Escape closes and focus returns. */
export const Swipe: Story = {
  render: (args) => <Demo onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Preview' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: '图片预览' })).toBeVisible();
    await expect(body.getByText('1 / 3')).toBeVisible();
    const stage = stageOf(canvasElement.ownerDocument.body);
    const touch = { pointerId: 7, pointerType: 'touch', clientY: 200 };
    await fireEvent.pointerDown(stage, { ...touch, clientX: 300 });
    await fireEvent.pointerMove(stage, { ...touch, clientX: 240 });
    await fireEvent.pointerMove(stage, { ...touch, clientX: 180 });
    await fireEvent.pointerUp(stage, { ...touch, clientX: 180 });
    await expect(body.getByText('2 / 3')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.getByText('3 / 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Two quick taps zoom to 2 and back; the zoomed image pans instead of swiping. */
export const DoubleTapZoom: Story = {
  render: () => <Demo closeable />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preview' }));
    const body = within(canvasElement.ownerDocument.body);
    const stage = stageOf(canvasElement.ownerDocument.body);
    const tap = async () => {
      await fireEvent.pointerDown(stage, { pointerId: 3, pointerType: 'touch', clientX: 300 });
      await fireEvent.pointerUp(stage, { pointerId: 3, pointerType: 'touch', clientX: 300 });
    };
    await tap();
    await tap();
    await expect(stage).toHaveAttribute('data-zoom', '2');
    await expect(body.getByText('1 / 3')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '关闭' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** `showImagePreview(images | options)` opens one without rendering it. */
export const Imperative: Story = {
  render: () => (
    <Button onClick={() => showImagePreview({ images: IMAGES, startPosition: 1, closeable: true })}>
      showImagePreview
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'showImagePreview' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('2 / 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Visual baseline: each opening position, with and without the close icon, in a small screen. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['three images', 'one image'] as const}
      columns={['first', 'last', 'closeable'] as const}
      cell={(row, column) => (
        <div style={{ position: 'relative', width: 180, height: 240, transform: 'translateZ(0)' }}>
          <ImagePreview
            show
            teleport={null}
            lockScroll={false}
            images={row === 'one image' ? IMAGES.slice(1, 2) : IMAGES}
            startPosition={column === 'last' ? 2 : 0}
            closeable={column === 'closeable'}
          />
        </div>
      )}
    />
  ),
};
