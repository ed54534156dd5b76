import { describe, expect, it } from 'vitest';
import { LANGUAGES, PREF_KEYS, PrefsStore } from './PrefsStore';
import { memoryStorage } from './storage';

describe('PrefsStore', () => {
  it('defaults to zh with sound and animation on', () => {
    const prefs = new PrefsStore(memoryStorage());
    expect(prefs.language).toBe('zh');
    expect(prefs.soundOn).toBe(true);
    expect(prefs.animationOn).toBe(true);
  });

  it('restores a stored language and ignores an unknown one', () => {
    expect(new PrefsStore(memoryStorage({ [PREF_KEYS.language]: 'ko' })).language).toBe('ko');
    expect(new PrefsStore(memoryStorage({ [PREF_KEYS.language]: 'fr' })).language).toBe('zh');
  });

  it("stores soundSwitch as 'true' or 'false'", () => {
    const storage = memoryStorage();
    const prefs = new PrefsStore(storage);
    prefs.setSound(false);
    expect(storage.getItem('soundSwitch')).toBe('false');
    prefs.setSound(true);
    expect(storage.getItem('soundSwitch')).toBe('true');
    expect(new PrefsStore(storage).soundOn).toBe(true);
  });
});

describe('PrefsStore persistence', () => {
  it('persists the chosen language', () => {
    const storage = memoryStorage();
    new PrefsStore(storage).setLanguage('vi');
    expect(new PrefsStore(storage).language).toBe('vi');
  });

  it('persists the animation switch', () => {
    const storage = memoryStorage();
    new PrefsStore(storage).setAnimation(false);
    expect(new PrefsStore(storage).animationOn).toBe(false);
  });

  it('offers exactly zh, en, vi, ko and tw', () => {
    expect(LANGUAGES).toEqual(['zh', 'en', 'vi', 'ko', 'tw']);
  });
});
