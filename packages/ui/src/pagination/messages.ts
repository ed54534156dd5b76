import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.pagination.label': '分页',
    'ui.pagination.prev': '上一页',
    'ui.pagination.next': '下一页',
    'ui.pagination.page': '第 {page} 页',
    'ui.pagination.status': '第 {page} 页，共 {count} 页',
  },
  en: {
    'ui.pagination.label': 'Pagination',
    'ui.pagination.prev': 'Previous',
    'ui.pagination.next': 'Next',
    'ui.pagination.page': 'Page {page}',
    'ui.pagination.status': 'Page {page} of {count}',
  },
  vi: {
    'ui.pagination.label': 'Phân trang',
    'ui.pagination.prev': 'Trước',
    'ui.pagination.next': 'Sau',
    'ui.pagination.page': 'Trang {page}',
    'ui.pagination.status': 'Trang {page} / {count}',
  },
  ko: {
    'ui.pagination.label': '페이지 이동',
    'ui.pagination.prev': '이전',
    'ui.pagination.next': '다음',
    'ui.pagination.page': '{page} 페이지',
    'ui.pagination.status': '{count} 페이지 중 {page} 페이지',
  },
  tw: {
    'ui.pagination.label': '分頁',
    'ui.pagination.prev': '上一頁',
    'ui.pagination.next': '下一頁',
    'ui.pagination.page': '第 {page} 頁',
    'ui.pagination.status': '第 {page} 頁，共 {count} 頁',
  },
} satisfies WidgetMessages;
