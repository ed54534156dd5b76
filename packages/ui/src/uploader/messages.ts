import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.uploader.upload': '上传图片',
    'ui.uploader.uploading': '上传中...',
    'ui.uploader.failed': '上传失败',
    'ui.uploader.preview': '预览第 {index} 个文件',
    'ui.uploader.delete': '删除第 {index} 个文件',
  },
  en: {
    'ui.uploader.upload': 'Upload image',
    'ui.uploader.uploading': 'Uploading...',
    'ui.uploader.failed': 'Upload failed',
    'ui.uploader.preview': 'Preview file {index}',
    'ui.uploader.delete': 'Delete file {index}',
  },
  vi: {
    'ui.uploader.upload': 'Tải ảnh lên',
    'ui.uploader.uploading': 'Đang tải lên...',
    'ui.uploader.failed': 'Tải lên thất bại',
    'ui.uploader.preview': 'Xem tệp {index}',
    'ui.uploader.delete': 'Xóa tệp {index}',
  },
  ko: {
    'ui.uploader.upload': '이미지 업로드',
    'ui.uploader.uploading': '업로드 중...',
    'ui.uploader.failed': '업로드 실패',
    'ui.uploader.preview': '{index}번째 파일 미리보기',
    'ui.uploader.delete': '{index}번째 파일 삭제',
  },
  tw: {
    'ui.uploader.upload': '上傳圖片',
    'ui.uploader.uploading': '上傳中...',
    'ui.uploader.failed': '上傳失敗',
    'ui.uploader.preview': '預覽第 {index} 個檔案',
    'ui.uploader.delete': '刪除第 {index} 個檔案',
  },
} satisfies WidgetMessages;
