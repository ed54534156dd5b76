import type zh from './lang/zh';

export const LOCALES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;
export type Locale = (typeof LOCALES)[number];

/** Texts by message id, e.g. `{ 'ui.dialog.confirm': 'OK' }`. */
export type KitMessages = Record<string, string>;

/** A whole language of the kit: every id of the built-in zh texts, and no other. */
export type KitCatalogue = Record<keyof typeof zh, string>;
