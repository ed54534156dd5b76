import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.pullRefresh.pulling': '下拉即可刷新...',
    'ui.pullRefresh.loosing': '释放即可刷新...',
    'ui.pullRefresh.loading': '加载中...',
  },
  en: {
    'ui.pullRefresh.pulling': 'Pull to refresh...',
    'ui.pullRefresh.loosing': 'Release to refresh...',
    'ui.pullRefresh.loading': 'Loading...',
  },
  vi: {
    'ui.pullRefresh.pulling': 'Kéo xuống để làm mới...',
    'ui.pullRefresh.loosing': 'Thả ra để làm mới...',
    'ui.pullRefresh.loading': 'Đang tải...',
  },
  ko: {
    'ui.pullRefresh.pulling': '당겨서 새로고침...',
    'ui.pullRefresh.loosing': '놓아서 새로고침...',
    'ui.pullRefresh.loading': '로딩 중...',
  },
  tw: {
    'ui.pullRefresh.pulling': '下拉即可重新整理...',
    'ui.pullRefresh.loosing': '釋放即可重新整理...',
    'ui.pullRefresh.loading': '載入中...',
  },
} satisfies WidgetMessages;
