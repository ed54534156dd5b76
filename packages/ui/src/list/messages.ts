import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.list.loading': '加载中...',
    'ui.list.finished': '没有更多了',
    'ui.list.error': '请求失败，点击重新加载',
  },
  en: {
    'ui.list.loading': 'Loading...',
    'ui.list.finished': 'No more items',
    'ui.list.error': 'Request failed. Tap to reload',
  },
  vi: {
    'ui.list.loading': 'Đang tải...',
    'ui.list.finished': 'Không còn nữa',
    'ui.list.error': 'Tải thất bại, chạm để tải lại',
  },
  ko: {
    'ui.list.loading': '로딩 중...',
    'ui.list.finished': '더 이상 없습니다',
    'ui.list.error': '요청 실패, 눌러서 다시 불러오기',
  },
  tw: {
    'ui.list.loading': '載入中...',
    'ui.list.finished': '沒有更多了',
    'ui.list.error': '請求失敗，點擊重新載入',
  },
} satisfies WidgetMessages;
