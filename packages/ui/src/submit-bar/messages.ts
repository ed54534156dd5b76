import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.submitBar.label': '合计：',
    'ui.submitBar.submit': '提交',
    'ui.submitBar.coin': '金币',
  },
  en: {
    'ui.submitBar.label': 'Total: ',
    'ui.submitBar.submit': 'Submit',
    'ui.submitBar.coin': 'coins',
  },
  vi: {
    'ui.submitBar.label': 'Tổng: ',
    'ui.submitBar.submit': 'Gửi',
    'ui.submitBar.coin': 'xu',
  },
  ko: {
    'ui.submitBar.label': '합계: ',
    'ui.submitBar.submit': '제출',
    'ui.submitBar.coin': '코인',
  },
  tw: {
    'ui.submitBar.label': '合計：',
    'ui.submitBar.submit': '提交',
    'ui.submitBar.coin': '金幣',
  },
} satisfies WidgetMessages;
