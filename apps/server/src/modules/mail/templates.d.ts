import type { Language } from '@leerloop/contracts';
type CodePurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';
export declare function codeMail(
  purpose: CodePurpose,
  code: string,
  language: Language,
  minutes: number,
): {
  subject: string;
  text: string;
  html: string;
};
export {};
