import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.imagePreview.label': '图片预览',
    'ui.imagePreview.image': '第 {index} 张，共 {total} 张',
  },
  en: {
    'ui.imagePreview.label': 'Image preview',
    'ui.imagePreview.image': 'Image {index} of {total}',
  },
  vi: {
    'ui.imagePreview.label': 'Xem trước hình ảnh',
    'ui.imagePreview.image': 'Ảnh {index} / {total}',
  },
  ko: {
    'ui.imagePreview.label': '이미지 미리보기',
    'ui.imagePreview.image': '{total}장 중 {index}번째 이미지',
  },
  tw: {
    'ui.imagePreview.label': '圖片預覽',
    'ui.imagePreview.image': '第 {index} 張，共 {total} 張',
  },
} satisfies WidgetMessages;
