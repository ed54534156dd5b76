import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.progress.label': '进度' },
  en: { 'ui.progress.label': 'Progress' },
  vi: { 'ui.progress.label': 'Tiến độ' },
  ko: { 'ui.progress.label': '진행률' },
  tw: { 'ui.progress.label': '進度' },
} satisfies WidgetMessages;
