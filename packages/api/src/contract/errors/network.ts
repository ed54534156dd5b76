import type { ErrorCatalogue } from './catalogue';

/** Texts the HTTP client shows itself when no server message exists (SPEC section 8). */
export const networkErrors = {
  'errors.requestTimeout': {
    zh: '请求超时，请重试',
    en: 'The request timed out, please retry',
    vi: 'Yêu cầu quá thời gian, vui lòng thử lại',
    ko: '요청 시간이 초과되었습니다. 다시 시도하세요',
    tw: '請求逾時，請重試',
  },
} satisfies ErrorCatalogue;
