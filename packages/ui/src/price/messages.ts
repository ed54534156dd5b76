import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.price.coin': '金币' },
  en: { 'ui.price.coin': 'coins' },
  vi: { 'ui.price.coin': 'xu' },
  ko: { 'ui.price.coin': '코인' },
  tw: { 'ui.price.coin': '金幣' },
} satisfies WidgetMessages;
