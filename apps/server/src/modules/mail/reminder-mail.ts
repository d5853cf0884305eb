import type { Language } from '@leerloop/contracts';
import { escapeHtml, frame } from './templates.ts';

/** The kinds of reminder a learner can switch on and off one by one (issue 24 item 4). */
export type ReminderKind = 'week-open' | 'assignment-waiting' | 'coach-replied';

/** Kind words, no pressure: what is there, never what was missed or a streak at stake. */
const reminderTexts = {
  nl: {
    'week-open': {
      title: (week: number) => `Week ${week} staat voor je klaar`,
      body: 'Er staan nieuwe modules en een opdracht voor je klaar. Begin wanneer het jou uitkomt.',
    },
    'assignment-waiting': {
      title: () => 'Je opdracht wacht nog op je',
      body: 'Je kunt verdergaan waar je gebleven was.',
    },
    'coach-replied': {
      title: () => 'Je coach heeft gereageerd',
      body: 'Kijk in Leerloop wat je coach over je antwoord zegt.',
    },
    button: 'Open Leerloop',
    why: 'Je krijgt deze herinnering omdat je herinneringen hebt aangezet. Liever niet? Zet ze uit bij Mijn account, onder Herinneringen.',
  },
  mc: {
    'week-open': {
      title: (week: number) => `السيمانة ${week} واجدة ليك`,
      body: 'كاينين موديلات جداد وتمرين كيتسناوك. بدا فاش يناسبك.',
    },
    'assignment-waiting': {
      title: () => 'التمرين ديالك مازال كيتسناك',
      body: 'تقدر تكمّل من فين حبستي.',
    },
    'coach-replied': {
      title: () => 'الكوتش ديالك جاوبك',
      body: 'شوف ف Leerloop شنو قال الكوتش على الجواب ديالك.',
    },
    button: 'فتح Leerloop',
    why: 'وصلاتك هاد التذكيرة حيت شعلتي التذكيرات. مابغيتيش؟ طفيهم ف الحساب ديالي، تحت التذكيرات.',
  },
};

/** A reminder as a push notification shows it: a title, a line, where a tap leads. */
export function reminderMessage(
  kind: ReminderKind,
  { week, url }: { week: number; url: string },
  language: Language,
) {
  const t = reminderTexts[language][kind];
  return { title: t.title(week), body: t.body, url };
}

/** The same reminder as an e-mail, for a learner no browser of whom takes push. */
export function reminderMail(message: ReturnType<typeof reminderMessage>, language: Language) {
  const { button, why } = reminderTexts[language];
  const text = `${message.title}\n\n${message.body}\n\n${message.url}\n\n${why}\n`;
  const html = frame(
    language,
    `<p style="font-size:18px;font-weight:700">${escapeHtml(message.title)}</p><p>${escapeHtml(message.body)}</p><p><a href="${escapeHtml(message.url)}" style="display:inline-block;padding:12px 24px;background:#1A1B2D;color:#fff;border-radius:10px;text-decoration:none;font-weight:700" data-link>${escapeHtml(button)}</a></p><p style="color:#6E759F">${escapeHtml(why)}</p>`,
  );
  return { subject: message.title, text, html };
}
