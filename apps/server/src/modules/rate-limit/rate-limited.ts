import { AppError } from '../../lib/app-error.ts';

/** What was limited, in the words of the answer's first sentence. */
const leads = {
  attempts: 'Te veel pogingen.',
  codes: 'Te veel codes geprobeerd.',
  mailFromAddress: 'Er zijn vanaf dit adres te veel e-mails aangevraagd.',
  mail: 'Er worden nu te veel e-mails verstuurd.',
  requests: 'Te veel verzoeken.',
} as const;

/**
 * The answer to any limit: 429 RATE_LIMITED, a Dutch message with the minutes to wait and the
 * same wait as `Retry-After` (the web app shows its own text in the learner's language).
 */
export function rateLimited(retryAfterSeconds: number, what: keyof typeof leads = 'attempts') {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('RATE_LIMITED', {
    // The minutes to wait are known only now; the web app says them from `Retry-After`.
    message: `${leads[what]} Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    headers: { 'retry-after': String(seconds) },
  });
}
