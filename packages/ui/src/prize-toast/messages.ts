import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: {
    'ui.prizeToast.won': '恭喜 {nickName} 获得 {price}',
    'ui.prizeToast.box': '开箱',
    'ui.prizeToast.battle': '对战',
  },
  en: {
    'ui.prizeToast.won': '{nickName} won {price}',
    'ui.prizeToast.box': 'Box',
    'ui.prizeToast.battle': 'Battle',
  },
  vi: {
    'ui.prizeToast.won': '{nickName} đã trúng {price}',
    'ui.prizeToast.box': 'Mở hộp',
    'ui.prizeToast.battle': 'Đối chiến',
  },
  ko: {
    'ui.prizeToast.won': '{nickName} 님이 {price} 획득',
    'ui.prizeToast.box': '상자',
    'ui.prizeToast.battle': '배틀',
  },
  tw: {
    'ui.prizeToast.won': '恭喜 {nickName} 獲得 {price}',
    'ui.prizeToast.box': '開箱',
    'ui.prizeToast.battle': '對戰',
  },
} satisfies WidgetMessages;
