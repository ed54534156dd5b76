import { makeAutoObservable } from 'mobx';
import { CONSOLE_LOCALES, type ConsoleLocale } from '../i18n/messages';

const STORAGE_KEY = 'skinbox.admin.locale';

const isConsoleLocale = (value: string | null): value is ConsoleLocale =>
  (CONSOLE_LOCALES as readonly (string | null)[]).includes(value);

/** The console's language: zh unless the operator chose en on this browser. */
export class LocaleStore {
  locale: ConsoleLocale;

  constructor(private readonly storage: Storage) {
    const saved = storage.getItem(STORAGE_KEY);
    this.locale = isConsoleLocale(saved) ? saved : 'zh';
    makeAutoObservable(this);
  }

  toggle() {
    this.locale = this.locale === 'zh' ? 'en' : 'zh';
    this.storage.setItem(STORAGE_KEY, this.locale);
  }
}
