export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Whether mail can go out now: the SMTP server answers and takes our login (the outbox can). */
  isWorking(): Promise<boolean>;
}
