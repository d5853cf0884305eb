import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useThemeDraft } from './use-theme-draft';

const themeIds = ['wie-ben-ik', 'geld', 'online'];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('userId', 'nora');
});

describe("onboarding's theme choices before saving", () => {
  it('survive a reload, and are forgotten once saved', () => {
    const first = renderHook(() => useThemeDraft(themeIds, {}));
    act(() => first.result.current.setChoices({ 'wie-ben-ik': 'agree', geld: 'disagree' }));
    first.unmount();

    // The page again, the server still without choices.
    const again = renderHook(() => useThemeDraft(themeIds, {}));
    expect(again.result.current.choices).toEqual({ 'wie-ben-ik': 'agree', geld: 'disagree' });
    act(() => again.result.current.clear());
    again.unmount();
    expect(renderHook(() => useThemeDraft(themeIds, {})).result.current.choices).toEqual({});
  });

  it("are another learner's business on a shared device", () => {
    localStorage.setItem(
      'onboardingDraft',
      JSON.stringify({ userId: 'someone-else', choices: { geld: 'agree' } }),
    );
    const { result } = renderHook(() => useThemeDraft(themeIds, { online: 'agree' }));
    expect(result.current.choices).toEqual({ online: 'agree' });
  });

  it('keep only the themes that still exist', () => {
    localStorage.setItem(
      'onboardingDraft',
      JSON.stringify({ userId: 'nora', choices: { geld: 'agree', weg: 'agree', online: 'x' } }),
    );
    const { result } = renderHook(() => useThemeDraft(themeIds, {}));
    expect(result.current.choices).toEqual({ geld: 'agree' });
  });
});
