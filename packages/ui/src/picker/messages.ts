import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.picker.confirm': '确认',
    'ui.picker.cancel': '取消',
    'ui.picker.column': '第 {index} 列',
  },
  en: {
    'ui.picker.confirm': 'Confirm',
    'ui.picker.cancel': 'Cancel',
    'ui.picker.column': 'Column {index}',
  },
  vi: {
    'ui.picker.confirm': 'Xác nhận',
    'ui.picker.cancel': 'Hủy',
    'ui.picker.column': 'Cột {index}',
  },
  ko: {
    'ui.picker.confirm': '확인',
    'ui.picker.cancel': '취소',
    'ui.picker.column': '{index}번째 열',
  },
  tw: {
    'ui.picker.confirm': '確認',
    'ui.picker.cancel': '取消',
    'ui.picker.column': '第 {index} 列',
  },
} satisfies WidgetMessages;
