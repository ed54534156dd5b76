import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReelSound } from './sound';

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
      sound.win();
      sound.close();
    }).not.toThrow();
  });

  it('plays one click per tick and a four-note chord on a win', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const sound = createReelSound();
    sound.tick();
    expect(FakeAudioContext.started).toEqual([1]);
    sound.win();
    expect(FakeAudioContext.started).toHaveLength(5);
  });
});
