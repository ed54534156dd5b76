import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.dialog.confirm': '确认', 'ui.dialog.cancel': '取消' },
  en: { 'ui.dialog.confirm': 'Confirm', 'ui.dialog.cancel': 'Cancel' },
  vi: { 'ui.dialog.confirm': 'Xác nhận', 'ui.dialog.cancel': 'Hủy' },
  ko: { 'ui.dialog.confirm': '확인', 'ui.dialog.cancel': '취소' },
  tw: { 'ui.dialog.confirm': '確認', 'ui.dialog.cancel': '取消' },
} satisfies WidgetMessages;
