import { useSyncExternalStore } from 'react';
import { storage } from './storage-keys';

export type SoundEffect = 'right' | 'wrong' | 'celebration';

/** A note: pitch (Hz), start and length (s) after the sound begins, and its wave. */
type Note = [frequency: number, start: number, length: number, wave?: OscillatorType];

/**
 * Short, soft sounds made on the spot with the Web Audio API: no files, no network. A rising
 * pair for right, one low note for wrong (kind, not a buzzer), a little arpeggio to celebrate.
 */
const melodies: Record<SoundEffect, Note[]> = {
  right: [
    [659.25, 0, 0.12],
    [987.77, 0.1, 0.2],
  ],
  wrong: [
    [311.13, 0, 0.16, 'triangle'],
    [233.08, 0.14, 0.26, 'triangle'],
  ],
  celebration: [
    [523.25, 0, 0.12],
    [659.25, 0.1, 0.12],
    [783.99, 0.2, 0.12],
    [1046.5, 0.3, 0.35],
  ],
};
const VOLUME = 0.12;

const listeners = new Set<() => void>();

/** Sounds are off until the learner turns them on, per device (decision 030). */
export const isSoundOn = () => storage.get('soundEffects') === 'on';

export function setSoundOn(isOn: boolean) {
  storage.set('soundEffects', isOn ? 'on' : 'off');
  for (const listener of listeners) listener();
}

/** The sound setting, re-rendering when it changes. */
export function useSoundOn() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSoundOn,
    () => false,
  );
}

let context: AudioContext | undefined;

/** Plays a sound when sounds are on (and the browser can); otherwise nothing. */
export function playSound(effect: SoundEffect) {
  if (!isSoundOn() || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new AudioContext();
    void context.resume();
    const now = context.currentTime + 0.01;
    for (const [frequency, start, length, wave = 'sine'] of melodies[effect]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      // A quick fade in and out: no clicks.
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(VOLUME, now + start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  } catch {
    // No sound is no loss: the screen says the same.
  }
}
