/**
 * Issue 8: a sensitive change answers 403 REVERIFICATION_REQUIRED when the session last proved
 * who it is more than ten minutes ago. The account screen registers a prompt (a dialog); the API
 * client asks it once for all waiting calls and, when the user confirmed, sends them again.
 */
type Prompt = () => Promise<boolean>;

let prompt: Prompt | null = null;
let pending: Promise<boolean> | null = null;

/** The screen that can ask (null when it goes away). */
export function setReverificationPrompt(next: Prompt | null) {
  prompt = next;
}

/** Asks the user to confirm who they are; true when they did. Without a prompt: false. */
export function reverify(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt().finally(() => {
    pending = null;
  });
  return pending;
}
