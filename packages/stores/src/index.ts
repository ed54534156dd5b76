export { LANGUAGES, PREF_KEYS, PrefsStore, type Language } from './PrefsStore';
export { memoryStorage, type KeyValueStorage } from './storage';
