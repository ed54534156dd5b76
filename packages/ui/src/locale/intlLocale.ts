import type { Locale } from './types';

/** react-intl wants BCP 47 tags: the kit's 'tw' is Traditional Chinese, not Twi. */
export const INTL_LOCALE: Record<Locale, string> = {
  zh: 'zh-CN',
  en: 'en',
  vi: 'vi',
  ko: 'ko',
  tw: 'zh-TW',
};
