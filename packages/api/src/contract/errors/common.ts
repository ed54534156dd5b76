import type { ErrorCatalogue } from './catalogue';

/** Refusals any route can give. */
export const commonErrors = {
  'errors.badRequest': {
    zh: '请求参数有误',
    en: 'The request is not valid',
    vi: 'Yêu cầu không hợp lệ',
    ko: '요청이 올바르지 않습니다',
    tw: '請求參數有誤',
  },
  'errors.textInvalidCharacters': {
    zh: '输入内容包含不允许的控制字符',
    en: 'The text contains control characters that are not allowed',
    vi: 'Nội dung chứa ký tự điều khiển không được phép',
    ko: '입력에 허용되지 않는 제어 문자가 포함되어 있습니다',
    tw: '輸入內容包含不允許的控制字元',
  },
  'errors.textTooLong': {
    zh: '输入内容过长',
    en: 'The text is too long',
    vi: 'Nội dung quá dài',
    ko: '입력 내용이 너무 깁니다',
    tw: '輸入內容過長',
  },
  'errors.numberOutOfRange': {
    zh: '数值超出允许范围',
    en: 'The number is out of range',
    vi: 'Giá trị số vượt quá phạm vi cho phép',
    ko: '숫자가 허용 범위를 벗어났습니다',
    tw: '數值超出允許範圍',
  },
  'errors.jsonRequired': {
    zh: '请求内容必须是 JSON',
    en: 'The request must be sent as JSON',
    vi: 'Yêu cầu phải được gửi dưới dạng JSON',
    ko: '요청은 JSON 형식으로 보내야 합니다',
    tw: '請求內容必須是 JSON',
  },
  'errors.forbidden': {
    zh: '没有权限执行此操作',
    en: 'You are not allowed to do that',
    vi: 'Bạn không có quyền thực hiện thao tác này',
    ko: '이 작업을 수행할 권한이 없습니다',
    tw: '沒有權限執行此操作',
  },
  'errors.notFound': {
    zh: '内容不存在',
    en: 'Not found',
    vi: 'Không tìm thấy',
    ko: '찾을 수 없습니다',
    tw: '內容不存在',
  },
  'errors.rateLimited': {
    zh: '操作太频繁，请稍后再试',
    en: 'Too many attempts, please try again later',
    vi: 'Thao tác quá nhanh, vui lòng thử lại sau',
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도하세요',
    tw: '操作太頻繁，請稍後再試',
  },
  'errors.tooManyGuesses': {
    zh: '错误次数过多，请{minutes}分钟后再试',
    en: 'Too many wrong attempts; try again in {minutes} minutes',
    vi: 'Nhập sai quá nhiều lần, vui lòng thử lại sau {minutes} phút',
    ko: '잘못된 시도가 너무 많습니다. {minutes}분 후에 다시 시도하세요',
    tw: '錯誤次數過多，請{minutes}分鐘後再試',
  },
  'errors.unavailable': {
    zh: '服务器正在重启，请稍后重试',
    en: 'The server is restarting, please retry in a moment',
    vi: 'Máy chủ đang khởi động lại, vui lòng thử lại sau giây lát',
    ko: '서버가 다시 시작하는 중입니다. 잠시 후 다시 시도하세요',
    tw: '伺服器正在重新啟動，請稍後重試',
  },
} satisfies ErrorCatalogue;
