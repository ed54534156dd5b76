import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.stepper.minus': '减少', 'ui.stepper.plus': '增加', 'ui.stepper.value': '数量' },
  en: {
    'ui.stepper.minus': 'Decrease',
    'ui.stepper.plus': 'Increase',
    'ui.stepper.value': 'Quantity',
  },
  vi: { 'ui.stepper.minus': 'Giảm', 'ui.stepper.plus': 'Tăng', 'ui.stepper.value': 'Số lượng' },
  ko: { 'ui.stepper.minus': '감소', 'ui.stepper.plus': '증가', 'ui.stepper.value': '수량' },
  tw: { 'ui.stepper.minus': '減少', 'ui.stepper.plus': '增加', 'ui.stepper.value': '數量' },
} satisfies WidgetMessages;
