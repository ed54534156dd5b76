import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Uploader } from './Uploader';
import {
  UPLOADER_DEFAULT_ACCEPT,
  UPLOADER_PREVIEW_SIZE,
  type UploaderFileListItem,
} from './useUploader';

const MB = 1024 * 1024;

/** A small PNG-typed file that reports `size` bytes (the content stays tiny). */
function image(name: string, size = 10, type = 'image/png') {
  const file = new File(['pixels'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const picker = () => screen.getByLabelText<HTMLInputElement>('上传图片');
const thumbnails = () => screen.queryAllByRole('button', { name: /^预览第/ });

const DONE: UploaderFileListItem = { url: 'https://cdn.example/a.png' };
const SECOND: UploaderFileListItem = { url: 'https://cdn.example/b.png' };

describe('Uploader', () => {
  it('offers a file picker for images, one file at a time', () => {
    expect(UPLOADER_DEFAULT_ACCEPT).toBe('image/*');
    renderWithKit(<Uploader />);
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', UPLOADER_DEFAULT_ACCEPT);
    expect(picker()).not.toHaveAttribute('multiple');
  });

  it('speaks English', () => {
    renderWithKit(
      <Uploader
        defaultFileList={[
          DONE,
          { ...SECOND, status: 'uploading' },
          { url: '/c.png', status: 'failed' },
        ]}
      />,
      { locale: 'en' },
    );
    expect(screen.getByLabelText('Upload image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview file 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete file 1' })).toBeInTheDocument();
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
  });

  it('reads a picked file as a data URL and adds it after reading', async () => {
    const onChange = vi.fn();
    const afterRead = vi.fn();
    renderWithKit(<Uploader onChange={onChange} afterRead={afterRead} name="avatar" />);
    const file = image('a.png');
    await userEvent.upload(picker(), file);
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    const item = {
      file,
      status: '',
      message: '',
      content: expect.stringMatching(/^data:image\/png;base64,/),
    };
    expect(onChange).toHaveBeenCalledWith([item]);
    expect(afterRead).toHaveBeenCalledWith([item], { name: 'avatar', index: 0 });
    expect(thumbnails()[0]?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
  });

  it('reads text with resultType text and nothing with resultType file', async () => {
    const afterRead = vi.fn();
    const { unmount } = renderWithKit(<Uploader resultType="text" afterRead={afterRead} />);
    await userEvent.upload(picker(), image('a.png'));
    await waitFor(() => expect(afterRead).toHaveBeenCalled());
    expect(afterRead.mock.calls[0]?.[0][0].content).toBe('pixels');
    unmount();
    afterRead.mockClear();
    renderWithKit(<Uploader resultType="file" afterRead={afterRead} />);
    await userEvent.upload(picker(), image('b.png'));
    await waitFor(() => expect(afterRead).toHaveBeenCalled());
    expect(afterRead.mock.calls[0]?.[0][0]).not.toHaveProperty('content');
    expect(screen.getByText('b.png')).toBeInTheDocument();
  });

  it('has no count or size limit by default', async () => {
    const onOversize = vi.fn();
    renderWithKit(<Uploader multiple onOversize={onOversize} />);
    const files = Array.from({ length: 12 }, (_, i) => image(`${i}.png`, 50 * MB));
    await userEvent.upload(picker(), files);
    await waitFor(() => expect(thumbnails()).toHaveLength(12));
    expect(onOversize).not.toHaveBeenCalled();
    expect(picker()).toBeInTheDocument();
  });

  it('drops and reports oversize files and keeps the rest', async () => {
    const onOversize = vi.fn();
    const afterRead = vi.fn();
    renderWithKit(<Uploader multiple maxSize={MB} onOversize={onOversize} afterRead={afterRead} />);
    const small = image('small.png', MB);
    const big = image('big.png', MB + 1);
    const other = image('other.png', 100);
    await userEvent.upload(picker(), [small, big, other]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(onOversize).toHaveBeenCalledTimes(1);
    expect(onOversize.mock.calls[0]?.[0].map((item: UploaderFileListItem) => item.file)).toEqual([
      big,
    ]);
    expect(afterRead.mock.calls[0]?.[0].map((item: UploaderFileListItem) => item.file)).toEqual([
      small,
      other,
    ]);
  });

  it('takes maxSize as a function of the file', async () => {
    const onOversize = vi.fn();
    renderWithKit(
      <Uploader multiple maxSize={(file) => file.type === 'image/gif'} onOversize={onOversize} />,
    );
    await userEvent.upload(picker(), [image('a.gif', 1, 'image/gif'), image('b.png', 10 * MB)]);
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(onOversize.mock.calls[0]?.[0][0].file.name).toBe('a.gif');
  });

  it('adds nothing when every picked file is oversize', async () => {
    const afterRead = vi.fn();
    const onOversize = vi.fn();
    renderWithKit(<Uploader maxSize={5} afterRead={afterRead} onOversize={onOversize} />);
    await userEvent.upload(picker(), image('big.png', 6));
    await waitFor(() => expect(onOversize).toHaveBeenCalled());
    expect(afterRead).not.toHaveBeenCalled();
    expect(thumbnails()).toHaveLength(0);
  });

  it('cuts a multi-select to the slots left under maxCount', async () => {
    const afterRead = vi.fn();
    renderWithKit(
      <Uploader multiple maxCount={3} defaultFileList={[DONE]} afterRead={afterRead} />,
    );
    const files = ['1', '2', '3', '4'].map((n) => image(`${n}.png`));
    await userEvent.upload(picker(), files);
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(afterRead.mock.calls[0]?.[0].map((item: UploaderFileListItem) => item.file)).toEqual(
      files.slice(0, 2),
    );
  });

  it('hides the upload box once maxCount files are listed', () => {
    renderWithKit(<Uploader maxCount={2} defaultFileList={[DONE, SECOND]} />);
    expect(screen.queryByLabelText('上传图片')).toBeNull();
  });

  it('drops the pick when beforeRead returns false', async () => {
    const beforeRead = vi.fn().mockReturnValue(false);
    const afterRead = vi.fn();
    renderWithKit(<Uploader beforeRead={beforeRead} afterRead={afterRead} name="n" />);
    const file = image('a.png');
    await userEvent.upload(picker(), file);
    expect(beforeRead).toHaveBeenCalledWith([file], { name: 'n', index: 0 });
    expect(afterRead).not.toHaveBeenCalled();
    expect(thumbnails()).toHaveLength(0);
  });

  it('goes on when beforeRead returns true', async () => {
    renderWithKit(<Uploader beforeRead={() => true} />);
    await userEvent.upload(picker(), image('a.png'));
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
  });

  it('waits for a beforeRead promise and reads the files it resolves to', async () => {
    const afterRead = vi.fn();
    const compressed = image('small.png');
    renderWithKit(
      <Uploader beforeRead={() => Promise.resolve(compressed)} afterRead={afterRead} />,
    );
    await userEvent.upload(picker(), image('large.png'));
    await waitFor(() => expect(afterRead).toHaveBeenCalled());
    expect(afterRead.mock.calls[0]?.[0][0].file).toBe(compressed);
  });

  it('reads the picked files when a beforeRead promise resolves without files', async () => {
    const afterRead = vi.fn();
    renderWithKit(<Uploader beforeRead={() => Promise.resolve(undefined)} afterRead={afterRead} />);
    const file = image('a.png');
    await userEvent.upload(picker(), file);
    await waitFor(() => expect(afterRead).toHaveBeenCalled());
    expect(afterRead.mock.calls[0]?.[0][0].file).toBe(file);
  });

  it('drops the pick when a beforeRead promise rejects or resolves to false', async () => {
    const afterRead = vi.fn();
    const beforeRead = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce(false);
    renderWithKit(<Uploader beforeRead={beforeRead} afterRead={afterRead} />);
    await userEvent.upload(picker(), image('a.png'));
    await userEvent.upload(picker(), image('b.png'));
    await waitFor(() => expect(beforeRead).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(afterRead).not.toHaveBeenCalled();
    expect(thumbnails()).toHaveLength(0);
  });

  it('masks an uploading file with a spinner and offers no delete', () => {
    renderWithKit(<Uploader defaultFileList={[{ ...DONE, status: 'uploading' }]} />);
    expect(screen.getByRole('status')).toHaveTextContent('上传中...');
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
  });

  it('masks a failed file with its message and still offers delete', () => {
    renderWithKit(
      <Uploader defaultFileList={[{ ...DONE, status: 'failed', message: '文件太模糊' }]} />,
    );
    expect(screen.getByText('文件太模糊')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除第 1 个文件' })).toBeInTheDocument();
  });

  it('deletes a file and reports it', async () => {
    const onDelete = vi.fn();
    const onChange = vi.fn();
    renderWithKit(
      <Uploader
        defaultFileList={[DONE, SECOND]}
        onDelete={onDelete}
        onChange={onChange}
        name="n"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '删除第 2 个文件' }));
    expect(onDelete).toHaveBeenCalledWith(SECOND, { name: 'n', index: 1 });
    expect(onChange).toHaveBeenCalledWith([DONE]);
    expect(thumbnails()).toHaveLength(1);
  });

  it('keeps a file when beforeDelete says no', async () => {
    const onDelete = vi.fn();
    renderWithKit(
      <Uploader
        defaultFileList={[DONE]}
        beforeDelete={() => Promise.resolve(false)}
        onDelete={onDelete}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '删除第 1 个文件' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(thumbnails()).toHaveLength(1);
  });

  it('shows no delete buttons with deletable off, unless an item turns it on', () => {
    renderWithKit(
      <Uploader deletable={false} defaultFileList={[DONE, { ...SECOND, deletable: true }]} />,
    );
    expect(screen.getAllByRole('button', { name: /^删除/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: '删除第 2 个文件' })).toBeInTheDocument();
  });

  it('shows a controlled fileList and only reports picks', async () => {
    const onChange = vi.fn();
    renderWithKit(<Uploader fileList={[DONE]} onChange={onChange} />);
    await userEvent.upload(picker(), image('a.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toHaveLength(2);
    expect(thumbnails()).toHaveLength(1);
  });

  it('follows its owner when controlled', async () => {
    function Owner() {
      const [files, setFiles] = useState<UploaderFileListItem[]>([]);
      return <Uploader fileList={files} onChange={setFiles} />;
    }
    renderWithKit(<Owner />);
    await userEvent.upload(picker(), image('a.png'));
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
  });

  it('opens the full images at the clicked one and reports the close', async () => {
    const onClickPreview = vi.fn();
    const onClosePreview = vi.fn();
    renderWithKit(
      <Uploader
        defaultFileList={[DONE, { url: '/doc.pdf' }, SECOND]}
        onClickPreview={onClickPreview}
        onClosePreview={onClosePreview}
        name="n"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '预览第 3 个文件' }));
    expect(onClickPreview).toHaveBeenCalledWith(SECOND, { name: 'n', index: 2 });
    const dialog = screen.getByRole('dialog', { name: '图片预览' });
    expect(dialog).toHaveTextContent('2 / 2');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClosePreview).toHaveBeenCalledTimes(1);
  });

  it('shows a file that is not an image by name, without a preview', () => {
    renderWithKit(<Uploader defaultFileList={[{ url: '/docs/rules.pdf' }]} />);
    expect(screen.getByText('/docs/rules.pdf')).toBeInTheDocument();
    expect(thumbnails()).toHaveLength(0);
  });

  it('opens no preview with previewFullImage off', async () => {
    renderWithKit(<Uploader previewFullImage={false} defaultFileList={[DONE]} />);
    await userEvent.click(screen.getByRole('button', { name: '预览第 1 个文件' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the list with previewImage off', () => {
    renderWithKit(<Uploader previewImage={false} defaultFileList={[DONE]} />);
    expect(thumbnails()).toHaveLength(0);
  });

  it('disables the picker and hides delete when disabled', () => {
    renderWithKit(<Uploader disabled defaultFileList={[DONE]} />);
    expect(picker()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
  });

  it('opens no picker when readonly but reports the click', async () => {
    const onClickUpload = vi.fn();
    renderWithKit(<Uploader readonly onClickUpload={onClickUpload} defaultFileList={[DONE]} />);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '上传图片' }));
    expect(onClickUpload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
  });

  it('names the picker after uploadText and passes multiple and capture', () => {
    renderWithKit(<Uploader uploadText="Add photo" multiple capture="environment" />);
    const input = screen.getByLabelText('Add photo');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(screen.getByText('Add photo')).toBeInTheDocument();
  });

  it('puts the picker over a custom trigger', () => {
    renderWithKit(
      <Uploader>
        <span>Choose</span>
      </Uploader>,
    );
    expect(screen.getByText('Choose')).toBeInTheDocument();
    expect(picker()).toBeInTheDocument();
  });

  it('sizes thumbnails and the upload box UPLOADER_PREVIEW_SIZE px square by default', () => {
    expect(UPLOADER_PREVIEW_SIZE).toBe(80);
    renderWithKit(<Uploader defaultFileList={[DONE]} />);
    const upload = document.querySelector('[data-upload]') as HTMLElement;
    expect(getComputedStyle(upload).width).toBe(`${UPLOADER_PREVIEW_SIZE}px`);
    expect(getComputedStyle(upload).height).toBe(`${UPLOADER_PREVIEW_SIZE}px`);
  });

  it('lets the same file be picked twice in a row', async () => {
    renderWithKit(<Uploader />);
    const file = image('a.png');
    await userEvent.upload(picker(), file);
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(picker().value).toBe('');
    fireEvent.change(picker(), { target: { files: [file] } });
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Uploader className="extra" style={{ margin: 3 }} data-testid="up" aria-describedby="x" />,
    );
    const root = screen.getByTestId('up');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <Uploader
        defaultFileList={[
          DONE,
          { ...SECOND, status: 'uploading' },
          { url: '/c.png', status: 'failed' },
        ]}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
