import type { WidgetMessages } from '../locale/types';

export const messages = {
  zh: { 'ui.datePicker.year': '年', 'ui.datePicker.month': '月', 'ui.datePicker.day': '日' },
  en: { 'ui.datePicker.year': 'Year', 'ui.datePicker.month': 'Month', 'ui.datePicker.day': 'Day' },
  vi: { 'ui.datePicker.year': 'Năm', 'ui.datePicker.month': 'Tháng', 'ui.datePicker.day': 'Ngày' },
  ko: { 'ui.datePicker.year': '년', 'ui.datePicker.month': '월', 'ui.datePicker.day': '일' },
  tw: { 'ui.datePicker.year': '年', 'ui.datePicker.month': '月', 'ui.datePicker.day': '日' },
} satisfies WidgetMessages;
