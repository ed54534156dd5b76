/**
 * Every refusal the server can give, in all five languages. The server answers `{ code, msg }`
 * with `msg` already in the caller's language (Accept-Language), so the site shows it as the
 * toast SPEC section 8 describes. Each domain keeps its messages in its own file here; add the
 * file to `catalogue` below.
 */
import { DEFAULT_LOCALE, type Locale, type Translations } from './catalogue';
import { translateFrom } from './translateFrom';
import { authErrors } from './auth';
import { bagErrors } from './bag';
import { battleErrors } from './battle';
import { boxesErrors } from './boxes';
import { commonErrors } from './common';
import { crashErrors } from './crash';
import { extendErrors } from './extend';
import { goodsErrors } from './goods';
import { mallErrors } from './mall';
import { networkErrors } from './network';
import { rechargeErrors } from './recharge';
import { stakesErrors } from './stakes';
import { userErrors } from './user';
import { rewardsErrors } from './rewards';
import { rollErrors } from './roll';
import { luckyErrors } from './lucky';
import { socialErrors } from './social';
import { limitsErrors } from './limits';
import { promotionsErrors } from './promotions';

export const errorCatalogue = {
  ...commonErrors,
  ...boxesErrors,
  ...bagErrors,
  ...goodsErrors,
  ...battleErrors,
  ...mallErrors,
  ...rechargeErrors,
  ...crashErrors,
  ...stakesErrors,
  ...authErrors,
  ...userErrors,
  ...extendErrors,
  ...networkErrors,
  ...rewardsErrors,
  ...rollErrors,
  ...luckyErrors,
  ...socialErrors,
  ...limitsErrors,
  ...promotionsErrors,
} as const satisfies Record<string, Translations>;

export type ErrorKey = keyof typeof errorCatalogue;

export function translateError(
  key: ErrorKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return translateFrom(errorCatalogue, key, locale, params);
}

/** Picks one of the five languages from an Accept-Language header; DEFAULT_LOCALE when nothing fits. */
export function localeFromHeader(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'tw' || tag === 'zh-tw' || tag === 'zh-hk' || tag.startsWith('zh-hant'))
      return 'tw';
    const primary = tag.split('-')[0];
    if (primary === 'zh' || primary === 'en' || primary === 'vi' || primary === 'ko')
      return primary;
  }
  return DEFAULT_LOCALE;
}

export { DEFAULT_LOCALE, LOCALES, type Locale, type Translations } from './catalogue';
// In a module of its own: a screen that translates one domain's refusals (boxesErrors) with it
// brings no other domain's texts.
export { translateFrom };
// The screens that stake coins recognise these refusals in a refusal's text; imported on their
// own, they bring no other domain's texts into those screens' chunks.
export { boxesErrors } from './boxes';
// The bag's refusals, for the bag screen, which translates only those.
export { bagErrors } from './bag';
// The crash screen words its own refusals (@skinbox/rules) from these alone with translateFrom:
// translateError's whole catalogue was 4.8 KB gzip of its first screen.
export { crashErrors } from './crash';
export { limitsErrors } from './limits';
