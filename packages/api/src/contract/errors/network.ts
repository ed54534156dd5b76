import type { ErrorCatalogue } from './catalogue';

/**
 * Texts the HTTP client shows itself (SPEC section 8): when no server message exists, and for a
 * 401 or 500, which any route can give. Apart from the other refusals, so the first screen's
 * client carries these few and not the whole catalogue.
 */
export const networkErrors = {
  'errors.unauthorized': {
    zh: '认证失败，请重新登录',
    en: 'Authentication failed, please sign in again',
    vi: 'Xác thực thất bại, vui lòng đăng nhập lại',
    ko: '인증에 실패했습니다. 다시 로그인하세요',
    tw: '認證失敗，請重新登入',
  },
  'errors.server': {
    zh: '网络异常，请重试',
    en: 'Network error, please retry',
    vi: 'Lỗi mạng, vui lòng thử lại',
    ko: '네트워크 오류입니다. 다시 시도하세요',
    tw: '網路異常，請重試',
  },
  'errors.requestTimeout': {
    zh: '请求超时，请重试',
    en: 'The request timed out, please retry',
    vi: 'Yêu cầu quá thời gian, vui lòng thử lại',
    ko: '요청 시간이 초과되었습니다. 다시 시도하세요',
    tw: '請求逾時，請重試',
  },
} satisfies ErrorCatalogue;
