export * from './theme';
export * from './provider';
export * from './button';
export { LOCALES, kitMessages, type Locale, type KitMessages } from './locale/messages';
