/**
 * The opening sounds, made with Web Audio so the site ships no audio files: a short click each
 * time a tile passes the line and a rising chord when the reel stops. Without Web Audio (old
 * browsers, tests) the player is silent.
 */
export interface ReelSound {
  tick(): void;
  win(): void;
  close(): void;
}

const silent: ReelSound = { tick() {}, win() {}, close() {} };

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
  const beep = (frequency: number, start: number, length: number, volume: number) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + length);
  };
  return {
    tick() {
      beep(1200, context.currentTime, 0.03, 0.05);
    },
    win() {
      const now = context.currentTime;
      [523, 659, 784, 1047].forEach((frequency, i) => beep(frequency, now + i * 0.08, 0.25, 0.08));
    },
    close() {
      void context.close();
    },
  };
}
