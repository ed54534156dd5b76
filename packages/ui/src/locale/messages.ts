/** The kit's own catalogue. Widgets take no literal UI strings: they read these ids. */
export const LOCALES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;
export type Locale = (typeof LOCALES)[number];

export type KitMessages = Record<keyof typeof zh, string>;

const zh = {
  'ui.button.loading': '加载中',
};

export const kitMessages: Record<Locale, KitMessages> = {
  zh,
  en: { 'ui.button.loading': 'Loading' },
  vi: { 'ui.button.loading': 'Đang tải' },
  ko: { 'ui.button.loading': '로딩 중' },
  tw: { 'ui.button.loading': '載入中' },
};
