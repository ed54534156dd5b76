import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.rate.label': '评分', 'ui.rate.star': '{count} 星' },
  en: {
    'ui.rate.label': 'Rating',
    'ui.rate.star': '{count, plural, one {# star} other {# stars}}',
  },
  vi: { 'ui.rate.label': 'Đánh giá', 'ui.rate.star': '{count} sao' },
  ko: { 'ui.rate.label': '평점', 'ui.rate.star': '별 {count}개' },
  tw: { 'ui.rate.label': '評分', 'ui.rate.star': '{count} 星' },
} satisfies WidgetMessages;
