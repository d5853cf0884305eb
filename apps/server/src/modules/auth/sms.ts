import { OTP_EXPIRES_MINUTES } from './auth-settings.ts';
import type { SmsOutbox } from './sms-outbox.repository.ts';

/** A texted code, in both languages (a number has no language of its own). */
export const codeText = (code: string) =>
  `Je Leerloop-code is ${code}. Hij is ${OTP_EXPIRES_MINUTES} minuten geldig. / الكود ديالك ف Leerloop هو ${code}.`;

/**
 * Sends a text message. The only driver is the local outbox: no SMS gateway can be reached from
 * here, and a real one plugs in behind this same interface.
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** Texts go to the local outbox (sms-outbox.repository.ts). */
export const createSmsSender = (outbox: Pick<SmsOutbox, 'add'>): SmsSender => ({
  send: (to, text) => outbox.add(to, text),
});
