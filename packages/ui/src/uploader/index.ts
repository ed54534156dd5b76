export { Uploader, type UploaderProps } from './Uploader';
export {
  UPLOADER_DEFAULT_ACCEPT,
  UPLOADER_PREVIEW_SIZE,
  isImageFile,
  isOversize,
  readFileContent,
  useUploader,
  type UploaderBeforeRead,
  type UploaderDetail,
  type UploaderFileListItem,
  type UploaderFileStatus,
  type UploaderMaxSize,
  type UploaderResultType,
  type UseUploaderOptions,
} from './useUploader';
