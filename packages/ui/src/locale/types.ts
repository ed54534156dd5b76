export const LOCALES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;
export type Locale = (typeof LOCALES)[number];

/** A widget's texts: the same `ui.<widget>.<text>` ids in every language. */
export type WidgetMessages = Record<Locale, Record<`ui.${string}`, string>>;
