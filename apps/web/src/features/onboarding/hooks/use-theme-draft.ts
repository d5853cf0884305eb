import type { SwipeChoice } from '@leerloop/contracts';
import { useEffect, useState } from 'react';
import { storage } from '../../../lib/storage-keys';

type Choices = Record<string, SwipeChoice>;

/** This learner's unsaved choices on this device, for these themes only. */
function readDraft(themeIds: string[]): Choices | null {
  try {
    const draft = JSON.parse(storage.get('onboardingDraft') ?? 'null') as {
      userId?: string;
      choices?: Record<string, unknown>;
    } | null;
    if (!draft?.choices || draft.userId !== storage.get('userId')) return null;
    return Object.fromEntries(
      Object.entries(draft.choices).filter(
        (entry): entry is [string, SwipeChoice] =>
          themeIds.includes(entry[0]) && (entry[1] === 'agree' || entry[1] === 'disagree'),
      ),
    );
  } catch {
    return null;
  }
}

const isSame = (a: Choices, b: Choices) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([id, choice]) => b[id] === choice);

/**
 * Onboarding's theme choices, kept on this device until they are saved: a reload (or a closed
 * tab) before "Opslaan en verder" loses nothing. Without a draft, the choices saved before.
 * `clear` forgets the draft once the server has them.
 */
export function useThemeDraft(themeIds: string[], saved: Choices) {
  const [choices, setChoices] = useState<Choices>(() => readDraft(themeIds) ?? saved);
  useEffect(() => {
    const userId = storage.get('userId');
    if (!userId || isSame(choices, saved)) storage.remove('onboardingDraft');
    else storage.set('onboardingDraft', JSON.stringify({ userId, choices }));
  }, [choices, saved]);
  return { choices, setChoices, clear: () => storage.remove('onboardingDraft') };
}
