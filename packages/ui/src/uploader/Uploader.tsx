import { css, type Theme } from '@emotion/react';
import { useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';
import { ImagePreview, type ImagePreviewProps } from '../image-preview';
import { Loading } from '../loading';
import {
  UPLOADER_DEFAULT_ACCEPT,
  UPLOADER_PREVIEW_SIZE,
  isImageFile,
  useUploader,
  type UploaderBeforeRead,
  type UploaderDetail,
  type UploaderFileListItem,
  type UploaderMaxSize,
  type UploaderResultType,
} from './useUploader';

export interface UploaderProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The files shown (controlled; Vant v-model). */
  fileList?: UploaderFileListItem[];
  /** Starting files when uncontrolled. */
  defaultFileList?: UploaderFileListItem[];
  /** Every change of the list: files added after reading, or one deleted. */
  onChange?: (fileList: UploaderFileListItem[]) => void;
  /** Names this uploader in the `detail` the callbacks get. */
  name?: string;
  /** File types the picker offers (default 'image/*'). */
  accept?: string;
  multiple?: boolean;
  /** Camera hint for mobile pickers. */
  capture?: boolean | 'user' | 'environment';
  disabled?: boolean;
  /** Shows the list and the upload box but opens no picker. */
  readonly?: boolean;
  /** Most files in the list (unlimited by default); a pick is cut to the slots left. */
  maxCount?: number;
  /** Bytes, or a test returning true for too large a file (unlimited by default). */
  maxSize?: UploaderMaxSize;
  /** How a picked file is read into `content` (default a data URL). */
  resultType?: UploaderResultType;
  beforeRead?: UploaderBeforeRead;
  /** The files just added (oversize ones left out). */
  afterRead?: (items: UploaderFileListItem[], detail: UploaderDetail) => void;
  /** The files dropped for being too large; the rest of the pick is kept. */
  onOversize?: (items: UploaderFileListItem[], detail: UploaderDetail) => void;
  /** Shows a delete button on each file (default on; never while uploading). */
  deletable?: boolean;
  /** Return false (or a promise of false, or a rejected one) to keep the file. */
  beforeDelete?: (
    item: UploaderFileListItem,
    detail: UploaderDetail,
  ) => boolean | Promise<boolean | undefined>;
  onDelete?: (item: UploaderFileListItem, detail: UploaderDetail) => void;
  /** Shows the picked files (default on). */
  previewImage?: boolean;
  /** A thumbnail click opens the full images in ImagePreview (default on). */
  previewFullImage?: boolean;
  /** Passed to the full-image ImagePreview. */
  previewOptions?: Partial<Omit<ImagePreviewProps, 'images' | 'show' | 'startPosition'>>;
  /** Side of thumbnails and the upload box in px. */
  previewSize?: number;
  /** Shows the upload box (default on); it hides anyway once `maxCount` is reached. */
  showUpload?: boolean;
  /** Text under the upload icon; it also names the picker. */
  uploadText?: string;
  /** A custom trigger instead of the upload box (Vant default slot). */
  children?: ReactNode;
  onClickUpload?: (event: MouseEvent<HTMLElement>) => void;
  onClickPreview?: (item: UploaderFileListItem, detail: UploaderDetail) => void;
  onClosePreview?: () => void;
}

const box = (theme: Theme, size: number) => css`
  position: relative;
  box-sizing: border-box;
  width: ${size}px;
  height: ${size}px;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
`;

const uploadBox = (theme: Theme, size: number, disabled: boolean) => css`
  ${box(theme, size)};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  border: 1px dashed ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  opacity: ${disabled ? 0.5 : 1};
  cursor: ${disabled ? 'not-allowed' : 'pointer'};
  &:focus-within {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
  &:active {
    background: ${theme.color.border};
  }
`;

/** The real file input covers the box, invisible, so a click or a tap anywhere opens the picker. */
const coverInput = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const thumbButton = css`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: zoom-in;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const mask = (theme: Theme) => css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  background: ${theme.color.overlay};
  color: ${theme.color.text};
  font-size: ${theme.fontSize.xs};
  text-align: center;
`;

const deleteButton = (theme: Theme) => css`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: 0 0 0 ${theme.radius.md};
  background: ${theme.color.overlay};
  color: ${theme.color.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: -2px;
  }
`;

const itemKeys = new WeakMap<UploaderFileListItem, number>();
let nextKey = 0;
/** A stable React key per file object, so deleting one keeps the others' elements. */
function keyOf(item: UploaderFileListItem): number {
  let key = itemKeys.get(item);
  if (key === undefined) {
    nextKey += 1;
    key = nextKey;
    itemKeys.set(item, key);
  }
  return key;
}

/**
 * A file picker with thumbnails (Vant Uploader): `fileList` controlled through
 * fileList/defaultFileList/onChange, reading with beforeRead/afterRead hooks, `maxCount` and
 * `maxSize` limits (oversize files dropped and reported, the rest kept), per-file 'uploading' and
 * 'failed' states, delete buttons and a full-image preview.
 */
export function Uploader({
  fileList,
  defaultFileList,
  onChange,
  name = '',
  accept = UPLOADER_DEFAULT_ACCEPT,
  multiple = false,
  capture,
  disabled = false,
  readonly = false,
  maxCount = Infinity,
  maxSize = Infinity,
  resultType = 'dataUrl',
  beforeRead,
  afterRead,
  onOversize,
  deletable = true,
  beforeDelete,
  onDelete,
  previewImage = true,
  previewFullImage = true,
  previewOptions,
  previewSize = UPLOADER_PREVIEW_SIZE,
  showUpload = true,
  uploadText,
  children,
  onClickUpload,
  onClickPreview,
  onClosePreview,
  ...rest
}: UploaderProps) {
  const intl = useIntl();
  const { items, onInputChange, remove } = useUploader({
    fileList,
    defaultFileList,
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
  });
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  // The pictures the full-image preview walks through, in list order.
  const images = items.filter((item) => isImageFile(item) && (item.content ?? item.url));
  const previewSources = images.map((item) => item.content ?? item.url ?? '');

  const pickerLabel = uploadText ?? intl.formatMessage({ id: 'ui.uploader.upload' });
  const input = readonly ? null : (
    <input
      type="file"
      accept={accept}
      multiple={multiple}
      capture={capture}
      disabled={disabled}
      aria-label={pickerLabel}
      css={coverInput}
      onChange={(event) => void onInputChange(event)}
      onClick={onClickUpload}
    />
  );

  const renderUpload = () => {
    if (items.length >= maxCount || !showUpload) return null;
    if (children) {
      return (
        <div css={{ position: 'relative', display: 'inline-block' }}>
          {children}
          {input}
        </div>
      );
    }
    const content = (
      <>
        <Icon name="photo" size={24} />
        {uploadText && <span>{uploadText}</span>}
      </>
    );
    return readonly ? (
      <button
        type="button"
        aria-label={pickerLabel}
        css={(theme: Theme) => [uploadBox(theme, previewSize, disabled), { font: 'inherit' }]}
        onClick={onClickUpload}
      >
        {content}
      </button>
    ) : (
      <div data-upload="" css={(theme: Theme) => uploadBox(theme, previewSize, disabled)}>
        {content}
        {input}
      </div>
    );
  };

  const renderItem = (item: UploaderFileListItem, index: number) => {
    const position = index + 1;
    const image = isImageFile(item);
    const source = item.content ?? item.url;
    const canDelete =
      (item.deletable ?? deletable) && item.status !== 'uploading' && !readonly && !disabled;
    return (
      <div
        key={keyOf(item)}
        data-status={item.status || undefined}
        css={(theme: Theme) => box(theme, previewSize)}
      >
        {image && source ? (
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'ui.uploader.preview' }, { index: position })}
            css={thumbButton}
            onClick={() => {
              onClickPreview?.(item, { name, index });
              if (previewFullImage) setPreviewAt(images.indexOf(item));
            }}
          >
            <img src={source} alt="" />
          </button>
        ) : (
          <div
            css={(theme: Theme) => css`
              display: flex;
              align-items: center;
              justify-content: center;
              height: 100%;
              padding: ${theme.space.xs};
              box-sizing: border-box;
              color: ${theme.color.textMuted};
              font-size: ${theme.fontSize.xs};
              word-break: break-all;
              text-align: center;
            `}
          >
            {item.file?.name ?? item.url}
          </div>
        )}
        {item.status === 'uploading' && (
          <div css={mask}>
            <Loading size={20} vertical color="currentColor" css={{ gap: 2 }}>
              <span
                css={(theme: Theme) => ({ color: theme.color.text, fontSize: theme.fontSize.xs })}
              >
                {item.message || intl.formatMessage({ id: 'ui.uploader.uploading' })}
              </span>
            </Loading>
          </div>
        )}
        {item.status === 'failed' && (
          <div css={mask}>
            <Icon name="fail" size={22} />
            <span>{item.message || intl.formatMessage({ id: 'ui.uploader.failed' })}</span>
          </div>
        )}
        {canDelete && (
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'ui.uploader.delete' }, { index: position })}
            css={deleteButton}
            onClick={() => void remove(item, index)}
          >
            <Icon name="close" size={12} strokeWidth={2.5} />
          </button>
        )}
      </div>
    );
  };

  return (
    <div
      data-disabled={disabled || undefined}
      css={(theme: Theme) => css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space.sm};
        color: ${theme.color.text};
        font-family: ${theme.fontFamily};
      `}
      {...rest}
    >
      {previewImage && items.map(renderItem)}
      {renderUpload()}
      {previewFullImage && (
        <ImagePreview
          {...previewOptions}
          images={previewSources}
          show={previewAt !== null}
          startPosition={previewAt ?? 0}
          onClose={() => {
            setPreviewAt(null);
            previewOptions?.onClose?.();
            onClosePreview?.();
          }}
        />
      )}
    </div>
  );
}
