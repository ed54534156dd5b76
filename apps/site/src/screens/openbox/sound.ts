import type { RarityTier } from './odds';

/**
 * The opening sounds, made with Web Audio so the site ships no audio files: a short click each
 * time a tile passes the line, and a landing chord that grows with the drop's rarity (a single
 * low note for the commonest, a long bright run for a Covert or a ★ special). Without Web Audio
 * (old browsers, tests) the player is silent.
 */
export interface ReelSound {
  tick(): void;
  /** A reel landed on a drop of this rarity tier. */
  land(tier: RarityTier): void;
  close(): void;
}

/** The notes (Hz) of each tier's landing, played one after another: more and higher as it rises. */
export const LAND_NOTES: Readonly<Record<RarityTier, readonly number[]>> = {
  0: [330],
  1: [392, 523],
  2: [440, 554, 659],
  3: [523, 659, 784, 1047],
  4: [523, 659, 784, 1047, 1319, 1568],
};

/** The gap between two notes of a landing, and how long each rings, in seconds. */
const NOTE_GAP = 0.08;
const NOTE_LENGTH: Readonly<Record<RarityTier, number>> = {
  0: 0.15,
  1: 0.2,
  2: 0.25,
  3: 0.3,
  4: 0.6,
};

const silent: ReelSound = { tick() {}, land() {}, close() {} };

type AudioContextClass = typeof AudioContext;

export function createReelSound(): ReelSound {
  const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (!Context) return silent;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return silent;
  }
  const beep = (
    frequency: number,
    start: number,
    length: number,
    volume: number,
    type: OscillatorType,
  ) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + length);
  };
  return {
    tick() {
      beep(1200, context.currentTime, 0.03, 0.05, 'square');
    },
    land(tier) {
      const now = context.currentTime;
      // The rarest ring with a softer, longer voice over the run.
      const type: OscillatorType = tier >= 3 ? 'triangle' : 'square';
      LAND_NOTES[tier].forEach((frequency, i) =>
        beep(frequency, now + i * NOTE_GAP, NOTE_LENGTH[tier], 0.08, type),
      );
    },
    close() {
      void context.close();
    },
  };
}
