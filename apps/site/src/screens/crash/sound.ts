/**
 * The crash sounds, made with Web Audio so the site ships no audio files: a short rising blip when
 * the curve takes off, a bright two-note chime when the player cashes out, and a falling rumble
 * when the round crashes. Without Web Audio (old browsers, tests) the game is silent. The screen
 * plays them only while the sound switch is on (root.prefs.soundOn).
 */
export interface CrashSound {
  launch(): void;
  cashOut(): void;
  crash(): void;
  close(): void;
}

export const silentCrashSound: CrashSound = {
  launch() {},
  cashOut() {},
  crash() {},
  close() {},
};

type AudioContextClass = typeof AudioContext;

export function createCrashSound(): CrashSound {
  const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (!Context) return silentCrashSound;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return silentCrashSound;
  }
  const tone = (
    type: OscillatorType,
    from: number,
    to: number,
    start: number,
    length: number,
    volume: number,
  ) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(from, start);
    oscillator.frequency.exponentialRampToValueAtTime(to, start + length);
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + length);
  };
  // A context made before the player's first tap starts suspended; each sound asks it to resume.
  const now = () => {
    if (context.state === 'suspended') void context.resume();
    return context.currentTime;
  };
  return {
    launch() {
      tone('sine', 320, 880, now(), 0.25, 0.06);
    },
    cashOut() {
      const at = now();
      tone('triangle', 988, 988, at, 0.18, 0.09);
      tone('triangle', 1319, 1319, at + 0.09, 0.3, 0.09);
    },
    crash() {
      const at = now();
      tone('sawtooth', 220, 40, at, 0.6, 0.08);
      tone('square', 90, 30, at, 0.45, 0.05);
    },
    close() {
      void context.close();
    },
  };
}
