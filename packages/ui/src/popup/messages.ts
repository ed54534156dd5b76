import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.popup.close': '关闭' },
  en: { 'ui.popup.close': 'Close' },
  vi: { 'ui.popup.close': 'Đóng' },
  ko: { 'ui.popup.close': '닫기' },
  tw: { 'ui.popup.close': '關閉' },
} satisfies WidgetMessages;
