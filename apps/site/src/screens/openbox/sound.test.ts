import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAND_NOTES, createReelSound } from './sound';

class FakeAudioContext {
  static started: number[] = [];
  currentTime = 1;
  destination = {};
  closed = false;
  createOscillator() {
    return {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: (at: number) => FakeAudioContext.started.push(at),
      stop: () => {},
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (node: unknown) => node,
    };
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeAudioContext.started = [];
});

describe('createReelSound', () => {
  it('is silent where Web Audio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    const sound = createReelSound();
    expect(() => {
      sound.tick();
      sound.land(4);
      sound.close();
    }).not.toThrow();
  });

  it('plays one click per tick and a landing of as many notes as its tier holds', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const sound = createReelSound();
    sound.tick();
    expect(FakeAudioContext.started).toEqual([1]);
    sound.land(0);
    expect(FakeAudioContext.started).toHaveLength(2);
    sound.land(4);
    expect(FakeAudioContext.started).toHaveLength(8);
  });

  it('gives each rarer tier a longer landing that ends on a higher note', () => {
    const tiers = [0, 1, 2, 3, 4] as const;
    for (const tier of tiers.slice(1)) {
      const below = LAND_NOTES[(tier - 1) as 0 | 1 | 2 | 3];
      expect(LAND_NOTES[tier].length).toBeGreaterThan(below.length);
      expect(Math.max(...LAND_NOTES[tier])).toBeGreaterThan(Math.max(...below));
    }
  });
});
