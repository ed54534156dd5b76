import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Uploader } from './Uploader';
import type { UploaderFileListItem } from './useUploader';

const svg = (colour: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${colour}"/><text x="80" y="100" font-size="64" font-family="sans-serif" fill="#fff" text-anchor="middle">${label}</text></svg>`;
const dataUri = (colour: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(svg(colour, label))}`;
/** A picked picture of `bytes` bytes (padded with an SVG comment). */
const pictureFile = (name: string, colour: string, bytes = 0) => {
  const body = svg(colour, name[0]?.toUpperCase() ?? '?');
  return new File([body + `<!--${'.'.repeat(Math.max(bytes - body.length - 7, 0))}-->`], name, {
    type: 'image/svg+xml',
  });
};

const A: UploaderFileListItem = { content: dataUri('#4b69ff', 'A') };
const B: UploaderFileListItem = { content: dataUri('#eb4b4b', 'B') };

const meta = {
  title: 'Form/Uploader',
  component: Uploader,
  tags: ['autodocs'],
  args: { afterRead: fn(), onOversize: fn(), onDelete: fn() },
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick two pictures, open the second full size, delete the first. */
export const PickPreviewDelete: Story = {
  args: { multiple: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('上传图片'), [
      pictureFile('red.svg', '#eb4b4b'),
      pictureFile('green.svg', '#2ecc71'),
    ]);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^预览第/ })).toHaveLength(2));
    await expect(args.afterRead).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '预览第 2 个文件' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('2 / 2')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '删除第 1 个文件' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('button', { name: /^预览第/ })).toHaveLength(1);
  },
};

/** maxSize 2 KB: the large picture is dropped and reported, the small one kept. */
export const MaxSize: Story = {
  args: { multiple: true, maxSize: 2048 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('上传图片'), [
      pictureFile('small.svg', '#4b69ff'),
      pictureFile('large.svg', '#8847ff', 4096),
    ]);
    await waitFor(() => expect(args.onOversize).toHaveBeenCalledTimes(1));
    await expect(canvas.getAllByRole('button', { name: /^预览第/ })).toHaveLength(1);
  },
};

/** maxCount 2: a pick of three keeps two, and the upload box goes away. */
export const MaxCount: Story = {
  args: { multiple: true, maxCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('上传图片'), [
      pictureFile('one.svg', '#4b69ff'),
      pictureFile('two.svg', '#eb4b4b'),
      pictureFile('three.svg', '#2ecc71'),
    ]);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^预览第/ })).toHaveLength(2));
    await expect(canvas.queryByLabelText('上传图片')).toBeNull();
  },
};

/** An owner that uploads after reading: uploading (no delete), then done or failed. */
function UploadingDemo() {
  const [files, setFiles] = useState<UploaderFileListItem[]>([]);
  const update = (targets: UploaderFileListItem[], patch: Partial<UploaderFileListItem>) =>
    setFiles((list) => list.map((item) => (targets.includes(item) ? { ...item, ...patch } : item)));
  return (
    <Uploader
      fileList={files}
      onChange={setFiles}
      afterRead={(items) => {
        const uploading = items.map((item) => ({ ...item, status: 'uploading' as const }));
        setFiles((list) => [...list.filter((item) => !items.includes(item)), ...uploading]);
        setTimeout(() => {
          const failed = uploading[0]?.file?.name.startsWith('bad');
          update(
            uploading,
            failed ? { status: 'failed', message: '上传失败' } : { status: 'done' },
          );
        }, 400);
      }}
    />
  );
}

export const Uploading: Story = {
  render: () => <UploadingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('上传图片'), pictureFile('bad.svg', '#e4ae39'));
    await expect(await canvas.findByText('上传中...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^删除/ })).toBeNull();
    await expect(await canvas.findByText('上传失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除第 1 个文件' })).toBeVisible();
  },
};

/** Visual baseline: empty, pictures, a file, uploading and failed; default, small and disabled. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['empty', 'pictures', 'uploading', 'failed', 'file', 'full'] as const}
      columns={['default', 'size 64 + text', 'disabled'] as const}
      cell={(row, column) => (
        <Uploader
          style={{ width: 180 }}
          disabled={column === 'disabled'}
          previewSize={column === 'size 64 + text' ? 64 : undefined}
          uploadText={column === 'size 64 + text' ? '上传凭证' : undefined}
          maxCount={row === 'full' ? 2 : undefined}
          defaultFileList={
            row === 'pictures' || row === 'full'
              ? [A, B]
              : row === 'uploading'
                ? [{ ...A, status: 'uploading' }]
                : row === 'failed'
                  ? [{ ...B, status: 'failed' }]
                  : row === 'file'
                    ? [{ url: '/files/rules.pdf' }]
                    : []
          }
        />
      )}
    />
  ),
};
