import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.passwordInput.label': '{length} 位数字密码' },
  en: { 'ui.passwordInput.label': '{length}-digit password' },
  vi: { 'ui.passwordInput.label': 'Mật khẩu {length} chữ số' },
  ko: { 'ui.passwordInput.label': '{length}자리 숫자 비밀번호' },
  tw: { 'ui.passwordInput.label': '{length} 位數字密碼' },
} satisfies WidgetMessages;
