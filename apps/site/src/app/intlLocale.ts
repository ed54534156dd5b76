import type { Language } from '@skinbox/stores';

/** Our language codes are the product's; react-intl needs BCP 47 tags ('tw' alone is Twi). */
const TAGS: Record<Language, string> = {
  zh: 'zh-CN',
  en: 'en',
  vi: 'vi',
  ko: 'ko',
  tw: 'zh-TW',
};

export function intlLocale(language: Language): string {
  return TAGS[language];
}
