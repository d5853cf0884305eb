import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import nlSettings from '../../../locales/nl/settings.json';
import { isSoundOn, playSound } from '../../../lib/sound-effects';
import { SoundSetting } from './sound-setting';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { settings: nlSettings } },
    interpolation: { escapeValue: false },
  });
});
// A stand-in for the browser's sound: counts the notes started.
const started = vi.fn();
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator = () => ({
    type: 'sine',
    frequency: { value: 0 },
    connect: (node: unknown) => node,
    start: started,
    stop: () => {},
  });
  createGain = () => ({
    gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
    connect: (node: unknown) => node,
  });
}
beforeEach(() => {
  localStorage.clear();
  started.mockClear();
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SoundSetting />
    </I18nextProvider>,
  );

// The first render loads MUI: slow on a busy machine.
describe('the sound setting', { timeout: 20_000 }, () => {
  it('is off until the learner turns it on, and then nothing plays', () => {
    show();
    const toggle = screen.getByRole('switch', { name: /Geluidjes/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(isSoundOn()).toBe(false);
    playSound('right');
    expect(started).not.toHaveBeenCalled();
  });

  it('turned on, is kept on this device and plays a sample', () => {
    show();
    fireEvent.click(screen.getByRole('switch', { name: /Geluidjes/ }));
    expect(localStorage.getItem('soundEffects')).toBe('on');
    expect(isSoundOn()).toBe(true);
    expect(started).toHaveBeenCalled();
    cleanup();
    show();
    expect((screen.getByRole('switch', { name: /Geluidjes/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
