/**
 * The console's texts, one file per language (zh.ts, en.ts), each fetched the first time the
 * console speaks it: the first screen carries one language, not both. zh is the default and the
 * key list; en must carry every key (the type says so). Server refusals are not here: they come
 * translated from the contract's catalogue.
 */
import type zh from './zh';

export type MessageId = keyof typeof zh;
export type ConsoleMessages = Record<MessageId, string>;

export const CONSOLE_LOCALES = ['zh', 'en'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

const load: Record<ConsoleLocale, () => Promise<{ default: ConsoleMessages }>> = {
  zh: () => import('./zh'),
  en: () => import('./en'),
};

const loaded = new Map<ConsoleLocale, ConsoleMessages>();

/** The texts of `locale`, fetched once. */
export async function loadConsoleMessages(locale: ConsoleLocale): Promise<ConsoleMessages> {
  const known = loaded.get(locale);
  if (known) return known;
  const messages = (await load[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** The texts of `locale` if already fetched. */
export function loadedConsoleMessages(locale: ConsoleLocale): ConsoleMessages | undefined {
  return loaded.get(locale);
}
