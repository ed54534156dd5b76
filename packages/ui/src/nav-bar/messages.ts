import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.navBar.back': '返回' },
  en: { 'ui.navBar.back': 'Back' },
  vi: { 'ui.navBar.back': 'Quay lại' },
  ko: { 'ui.navBar.back': '뒤로' },
  tw: { 'ui.navBar.back': '返回' },
} satisfies WidgetMessages;
