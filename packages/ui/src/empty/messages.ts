import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.empty.default': '暂无数据',
    'ui.empty.error': '加载失败',
    'ui.empty.network': '网络不给力，请稍后重试',
    'ui.empty.search': '没有找到相关内容',
  },
  en: {
    'ui.empty.default': 'No data',
    'ui.empty.error': 'Something went wrong',
    'ui.empty.network': 'Network error, please try again later',
    'ui.empty.search': 'No results found',
  },
  vi: {
    'ui.empty.default': 'Không có dữ liệu',
    'ui.empty.error': 'Đã xảy ra lỗi',
    'ui.empty.network': 'Lỗi mạng, vui lòng thử lại sau',
    'ui.empty.search': 'Không tìm thấy kết quả',
  },
  ko: {
    'ui.empty.default': '데이터가 없습니다',
    'ui.empty.error': '문제가 발생했습니다',
    'ui.empty.network': '네트워크 오류입니다. 잠시 후 다시 시도하세요',
    'ui.empty.search': '검색 결과가 없습니다',
  },
  tw: {
    'ui.empty.default': '暫無資料',
    'ui.empty.error': '載入失敗',
    'ui.empty.network': '網路不給力，請稍後重試',
    'ui.empty.search': '沒有找到相關內容',
  },
} satisfies WidgetMessages;
