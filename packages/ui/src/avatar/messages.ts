import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.avatar.streamer': '主播' },
  en: { 'ui.avatar.streamer': 'Streamer' },
  vi: { 'ui.avatar.streamer': 'Streamer' },
  ko: { 'ui.avatar.streamer': '스트리머' },
  tw: { 'ui.avatar.streamer': '主播' },
} satisfies WidgetMessages;
