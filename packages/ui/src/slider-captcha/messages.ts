import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.sliderCaptcha.label': '拖动滑块完成拼图',
    'ui.sliderCaptcha.hint': '向右拖动滑块填充拼图',
    'ui.sliderCaptcha.picture': '拼图',
    'ui.sliderCaptcha.refresh': '换一张',
    'ui.sliderCaptcha.verifying': '验证中',
    'ui.sliderCaptcha.success': '验证通过',
    'ui.sliderCaptcha.fail': '验证失败，请重试',
  },
  en: {
    'ui.sliderCaptcha.label': 'Drag the slider to complete the puzzle',
    'ui.sliderCaptcha.hint': 'Drag right to fill the gap',
    'ui.sliderCaptcha.picture': 'Puzzle',
    'ui.sliderCaptcha.refresh': 'New puzzle',
    'ui.sliderCaptcha.verifying': 'Verifying',
    'ui.sliderCaptcha.success': 'Verified',
    'ui.sliderCaptcha.fail': 'Verification failed, try again',
  },
  vi: {
    'ui.sliderCaptcha.label': 'Kéo thanh trượt để hoàn thành ghép hình',
    'ui.sliderCaptcha.hint': 'Kéo sang phải để lấp chỗ trống',
    'ui.sliderCaptcha.picture': 'Ghép hình',
    'ui.sliderCaptcha.refresh': 'Đổi hình khác',
    'ui.sliderCaptcha.verifying': 'Đang xác minh',
    'ui.sliderCaptcha.success': 'Đã xác minh',
    'ui.sliderCaptcha.fail': 'Xác minh thất bại, vui lòng thử lại',
  },
  ko: {
    'ui.sliderCaptcha.label': '슬라이더를 끌어 퍼즐을 완성하세요',
    'ui.sliderCaptcha.hint': '오른쪽으로 끌어 빈칸을 채우세요',
    'ui.sliderCaptcha.picture': '퍼즐',
    'ui.sliderCaptcha.refresh': '다른 퍼즐',
    'ui.sliderCaptcha.verifying': '확인 중',
    'ui.sliderCaptcha.success': '인증 완료',
    'ui.sliderCaptcha.fail': '인증 실패, 다시 시도하세요',
  },
  tw: {
    'ui.sliderCaptcha.label': '拖動滑塊完成拼圖',
    'ui.sliderCaptcha.hint': '向右拖動滑塊填充拼圖',
    'ui.sliderCaptcha.picture': '拼圖',
    'ui.sliderCaptcha.refresh': '換一張',
    'ui.sliderCaptcha.verifying': '驗證中',
    'ui.sliderCaptcha.success': '驗證通過',
    'ui.sliderCaptcha.fail': '驗證失敗，請重試',
  },
} satisfies WidgetMessages;
