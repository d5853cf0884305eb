import type { Language } from '@leerloop/contracts';
import { escapeHtml, frame } from './templates.ts';

/** One group in a coach's digest: who finished their week, who did not start it, what waits. */
export interface DigestGroup {
  name: string;
  url: string;
  finished: { name: string; week: number }[];
  notStarted: { name: string; week: number }[];
  /** Answers submitted and waiting for a review. */
  waiting: number;
}

const weeklyDigestTexts = {
  nl: {
    subject: 'Je groepen in de afgelopen week',
    intro: (name: string) => `Goedemorgen ${name}, zo gingen je groepen in de afgelopen week.`,
    finished: 'Klaar met hun week:',
    notStarted: 'Nog niet begonnen aan hun week:',
    week: (week: number) => `week ${week}`,
    waiting: (count: number) =>
      count === 1
        ? '1 antwoord wacht op een beoordeling.'
        : `${count} antwoorden wachten op een beoordeling.`,
    button: 'Open de groep',
    why: 'Je krijgt deze e-mail elke maandag omdat je coach bent van deze groepen. Liever niet? Zet het uit bij Mijn account, onder Meldingen.',
  },
  mc: {
    subject: 'المجموعات ديالك ف السيمانة اللي فاتت',
    intro: (name: string) =>
      `صباح الخير ${name}، هادشي اللي دارو المجموعات ديالك ف السيمانة اللي فاتت.`,
    finished: 'كمّلو السيمانة ديالهم:',
    notStarted: 'مازال ما بداوش السيمانة ديالهم:',
    week: (week: number) => `السيمانة ${week}`,
    waiting: (count: number) =>
      count === 1 ? 'جواب واحد كيتسنى المراجعة.' : `${count} ديال الأجوبة كيتسناو المراجعة.`,
    button: 'فتح المجموعة',
    why: 'وصلك هاد الإيميل كل نهار الاثنين حيت نتا الكوتش ديال هاد المجموعات. مابغيتيش؟ طفيه ف الحساب ديالي، تحت الإشعارات.',
  },
};

/**
 * Issue 23: a coach's Monday digest. Names and counts only: never an answer, a score or a
 * message (a mailbox is read by others too); the link opens the group behind the sign-in.
 */
export function weeklyDigestMail(
  digest: { coachName: string; groups: DigestGroup[] },
  language: Language,
) {
  const t = weeklyDigestTexts[language];
  const people = (list: DigestGroup['finished']) =>
    list.map((person) => `${person.name} (${t.week(person.week)})`);
  const linesOf = (group: DigestGroup) => [
    ...(group.finished.length ? [t.finished, ...people(group.finished).map((p) => `- ${p}`)] : []),
    ...(group.notStarted.length
      ? [t.notStarted, ...people(group.notStarted).map((p) => `- ${p}`)]
      : []),
    ...(group.waiting ? [t.waiting(group.waiting)] : []),
  ];
  const intro = t.intro(digest.coachName);
  const text = [
    intro,
    ...digest.groups.map((group) => [group.name, ...linesOf(group), group.url].join('\n')),
    t.why,
  ].join('\n\n');
  const list = (title: string, items: string[]) =>
    items.length
      ? `<p style="margin-bottom:4px">${escapeHtml(title)}</p><ul style="margin-top:0">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '';
  const html = frame(
    language,
    `<p>${escapeHtml(intro)}</p>${digest.groups
      .map(
        (group) =>
          `<h2 style="font-size:18px">${escapeHtml(group.name)}</h2>${list(t.finished, people(group.finished))}${list(t.notStarted, people(group.notStarted))}${group.waiting ? `<p>${escapeHtml(t.waiting(group.waiting))}</p>` : ''}<p><a href="${escapeHtml(group.url)}" style="display:inline-block;padding:12px 24px;background:#1A1B2D;color:#fff;border-radius:10px;text-decoration:none;font-weight:700" data-link>${escapeHtml(t.button)}</a></p>`,
      )
      .join('')}<p style="color:#6E759F">${escapeHtml(t.why)}</p>`,
  );
  return { subject: t.subject, text: `${text}\n`, html };
}
