import type { ChangeEvent } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';

/** What the file picker offers by default (Vant accept). */
export const UPLOADER_DEFAULT_ACCEPT = 'image/*';
/** Side of a thumbnail and of the upload box, px (Vant preview-size 80px). */
export const UPLOADER_PREVIEW_SIZE = 80;

/** '' or 'done' shows the file; 'uploading' masks it with a spinner and hides delete; 'failed' masks it. */
export type UploaderFileStatus = '' | 'uploading' | 'failed' | 'done';

export interface UploaderFileListItem {
  /** A file picked here; its `content` is read according to `resultType`. */
  file?: File;
  /** The file read as a data URL (or text), filled in on pick. */
  content?: string;
  /** A file already on the server. */
  url?: string;
  status?: UploaderFileStatus;
  /** Text on the uploading / failed mask; defaults to the kit's. */
  message?: string;
  /** Per item: overrides the Uploader's `deletable`. */
  deletable?: boolean;
  /** Marks a URL without an image extension as an image. */
  isImage?: boolean;
}

/** Largest size in bytes, or a test that returns true for a file that is too large. */
export type UploaderMaxSize = number | ((file: File) => boolean);
export type UploaderResultType = 'dataUrl' | 'text' | 'file';

/** Tells a form with several uploaders which one spoke (`name`) and at which position. */
export interface UploaderDetail {
  name: string;
  index: number;
}

/**
 * Runs before files are read: return false (or a promise that rejects or resolves to false) to
 * drop the pick; a promise may resolve to replacement files (e.g. compressed ones).
 */
export type UploaderBeforeRead = (
  files: File[],
  detail: UploaderDetail,
) => boolean | Promise<boolean | File | File[] | undefined>;

export interface UseUploaderOptions {
  fileList?: UploaderFileListItem[];
  defaultFileList?: UploaderFileListItem[];
  onChange?: (fileList: UploaderFileListItem[]) => void;
  name: string;
  maxCount: number;
  maxSize: UploaderMaxSize;
  resultType: UploaderResultType;
  disabled: boolean;
  beforeRead?: UploaderBeforeRead;
  afterRead?: (items: UploaderFileListItem[], detail: UploaderDetail) => void;
  onOversize?: (items: UploaderFileListItem[], detail: UploaderDetail) => void;
  beforeDelete?: (
    item: UploaderFileListItem,
    detail: UploaderDetail,
  ) => boolean | Promise<boolean | undefined>;
  onDelete?: (item: UploaderFileListItem, detail: UploaderDetail) => void;
}

export function isOversize(item: UploaderFileListItem, maxSize: UploaderMaxSize): boolean {
  if (!item.file) return false;
  return typeof maxSize === 'function' ? maxSize(item.file) : item.file.size > maxSize;
}

const IMAGE_URL = /\.(jpeg|jpg|gif|png|svg|webp|jfif|bmp|dpg|avif)/i;

/** Whether an item shows as a picture (and joins the full-image preview), as Vant decides. */
export function isImageFile(item: UploaderFileListItem): boolean {
  if (item.isImage) return true;
  if (item.file?.type) return item.file.type.startsWith('image');
  if (item.url) return IMAGE_URL.test(item.url);
  return typeof item.content === 'string' && item.content.startsWith('data:image');
}

export function readFileContent(file: File, resultType: UploaderResultType) {
  return new Promise<string | undefined>((resolve) => {
    if (resultType === 'file') {
      resolve(undefined);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    if (resultType === 'dataUrl') reader.readAsDataURL(file);
    else reader.readAsText(file);
  });
}

const toFiles = (value: File | File[]) => (Array.isArray(value) ? value : [value]);

/**
 * The Uploader's behaviour (Vant semantics): the file list (controlled or not), and what a pick
 * goes through: beforeRead, truncation to the remaining `maxCount` slots, reading, dropping and
 * reporting oversize files while keeping the rest, then afterRead; and deletion.
 */
export function useUploader({
  fileList,
  defaultFileList = [],
  onChange,
  name,
  maxCount,
  maxSize,
  resultType,
  disabled,
  beforeRead,
  afterRead,
  onOversize,
  beforeDelete,
  onDelete,
}: UseUploaderOptions) {
  const [items, setItems] = useControllableValue({
    value: fileList,
    defaultValue: defaultFileList,
    onChange,
  });

  const read = async (files: File[]) => {
    const remaining = Math.max(maxCount - items.length, 0);
    const kept = files.slice(0, remaining);
    if (kept.length === 0) return;
    const contents = await Promise.all(kept.map((file) => readFileContent(file, resultType)));
    const picked = kept.map((file, index): UploaderFileListItem => {
      const content = contents[index];
      return content === undefined
        ? { file, status: '', message: '' }
        : { file, status: '', message: '', content };
    });
    const valid = picked.filter((item) => !isOversize(item, maxSize));
    const oversize = picked.filter((item) => isOversize(item, maxSize));
    const detail = { name, index: items.length };
    if (oversize.length > 0) onOversize?.(oversize, detail);
    if (valid.length === 0) return;
    setItems((previous) => [...previous, ...valid]);
    afterRead?.(valid, detail);
  };

  /** Handles the file input's change; the input is emptied so the same file can be picked again. */
  const onInputChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (disabled || files.length === 0) return;
    if (!beforeRead) {
      await read(files);
      return;
    }
    let verdict: Awaited<ReturnType<UploaderBeforeRead>>;
    try {
      verdict = await beforeRead(files, { name, index: items.length });
    } catch {
      return;
    }
    if (verdict === false) return;
    await read(verdict instanceof File || Array.isArray(verdict) ? toFiles(verdict) : files);
  };

  const remove = async (item: UploaderFileListItem, index: number) => {
    const detail = { name, index };
    if (beforeDelete) {
      try {
        if ((await beforeDelete(item, detail)) === false) return;
      } catch {
        return;
      }
    }
    setItems((previous) => previous.filter((entry) => entry !== item));
    onDelete?.(item, detail);
  };

  return { items, onInputChange, remove };
}
