import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.field.clear': '清除' },
  en: { 'ui.field.clear': 'Clear' },
  vi: { 'ui.field.clear': 'Xóa' },
  ko: { 'ui.field.clear': '지우기' },
  tw: { 'ui.field.clear': '清除' },
} satisfies WidgetMessages;
