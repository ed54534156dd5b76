import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.button.loading': '加载中' },
  en: { 'ui.button.loading': 'Loading' },
  vi: { 'ui.button.loading': 'Đang tải' },
  ko: { 'ui.button.loading': '로딩 중' },
  tw: { 'ui.button.loading': '載入中' },
} satisfies WidgetMessages;
