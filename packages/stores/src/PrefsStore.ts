import { DEFAULT_LOCALE, LOCALES, type Locale } from '@skinbox/api';
import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from './storage';

/** SPEC section 1: zh, en, vi, ko, tw — the contract's locales. */
export const LANGUAGES = LOCALES;
export type Language = Locale;

/** Storage keys of SPEC section 3. */
export const PREF_KEYS = {
  language: 'language',
  sound: 'soundSwitch',
  animation: 'animationSwitch',
} as const;

function isLanguage(value: string | null): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** Language (stored choice, otherwise the contract's DEFAULT_LOCALE) and the sound and animation switches (default on). */
export class PrefsStore {
  language: Language;
  soundOn: boolean;
  animationOn: boolean;

  constructor(private readonly storage: KeyValueStorage) {
    const stored = storage.getItem(PREF_KEYS.language);
    this.language = isLanguage(stored) ? stored : DEFAULT_LOCALE;
    this.soundOn = storage.getItem(PREF_KEYS.sound) !== 'false';
    this.animationOn = storage.getItem(PREF_KEYS.animation) !== 'false';
    makeAutoObservable<this, 'storage'>(this, { storage: false });
  }

  setLanguage(language: Language) {
    this.language = language;
    this.storage.setItem(PREF_KEYS.language, language);
  }

  setSound(on: boolean) {
    this.soundOn = on;
    this.storage.setItem(PREF_KEYS.sound, String(on));
  }

  setAnimation(on: boolean) {
    this.animationOn = on;
    this.storage.setItem(PREF_KEYS.animation, String(on));
  }
}
