import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.loading.label': '加载中' },
  en: { 'ui.loading.label': 'Loading' },
  vi: { 'ui.loading.label': 'Đang tải' },
  ko: { 'ui.loading.label': '로딩 중' },
  tw: { 'ui.loading.label': '載入中' },
} satisfies WidgetMessages;
