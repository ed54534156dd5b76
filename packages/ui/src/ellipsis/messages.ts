import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.ellipsis.expand': '展开', 'ui.ellipsis.collapse': '收起' },
  en: { 'ui.ellipsis.expand': 'More', 'ui.ellipsis.collapse': 'Less' },
  vi: { 'ui.ellipsis.expand': 'Xem thêm', 'ui.ellipsis.collapse': 'Thu gọn' },
  ko: { 'ui.ellipsis.expand': '펼치기', 'ui.ellipsis.collapse': '접기' },
  tw: { 'ui.ellipsis.expand': '展開', 'ui.ellipsis.collapse': '收起' },
} satisfies WidgetMessages;
