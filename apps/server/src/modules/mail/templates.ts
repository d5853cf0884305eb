import type { Language } from '@leerloop/contracts';

type CodePurpose =
  | 'sign-in'
  | 'email-verification'
  | 'forget-password'
  | 'change-email'
  | 'reverification'
  | 'domain-verification';
/** What an e-mailed link does: sign in, or confirm a new account's address (and sign in). */
export type LinkPurpose = 'sign-in' | 'sign-up';

const texts = {
  nl: {
    'sign-in': {
      subject: 'Je inlogcode voor Leerloop',
      intro: 'Gebruik deze code om in te loggen:',
    },
    'email-verification': {
      subject: 'Bevestig je e-mailadres voor Leerloop',
      intro: 'Welkom bij Leerloop! Vul deze code in om je e-mailadres te bevestigen:',
    },
    'forget-password': {
      subject: 'Nieuw wachtwoord instellen voor Leerloop',
      intro: 'Gebruik deze code om een nieuw wachtwoord in te stellen:',
    },
    'change-email': { subject: 'Bevestig je nieuwe e-mailadres', intro: 'Vul deze code in:' },
    'domain-verification': {
      subject: 'Bevestig het domein voor je organisatie op Leerloop',
      intro: 'Vul deze code in om te bevestigen dat dit domein bij je organisatie hoort:',
    },
    reverification: {
      subject: 'Bevestig dat jij het bent',
      intro: 'Vul deze code in om de wijziging in je Leerloop-account te bevestigen:',
    },
    expires: (minutes: number) => `De code is ${minutes} minuten geldig.`,
    ignore: 'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren.',
    link: {
      'sign-in': {
        subject: 'Je inloglink voor Leerloop',
        intro: 'Klik op de knop om in te loggen bij Leerloop:',
        button: 'Inloggen',
      },
      'sign-up': {
        subject: 'Bevestig je e-mailadres voor Leerloop',
        intro:
          'Welkom bij Leerloop! Klik op de knop om je e-mailadres te bevestigen en in te loggen:',
        button: 'E-mailadres bevestigen',
      },
      expires: (minutes: number) => `De link is ${minutes} minuten geldig en werkt één keer.`,
    },
  },
  mc: {
    'sign-in': { subject: 'الكود ديالك للدخول لـ Leerloop', intro: 'هادا هو الكود للدخول:' },
    'email-verification': {
      subject: 'تأكيد الإيميل ديالك فـ Leerloop',
      intro: 'مرحبا بيك فـ Leerloop! هادا هو الكود لتأكيد الإيميل ديالك:',
    },
    'forget-password': {
      subject: 'كلمة سر جديدة فـ Leerloop',
      intro: 'هادا هو الكود لكلمة سر جديدة:',
    },
    'change-email': { subject: 'تأكيد الإيميل الجديد ديالك', intro: 'هادا هو الكود:' },
    'domain-verification': {
      subject: 'تأكيد الدومين ديال المنظمة ديالك ف Leerloop',
      intro: 'هادا هو الكود للتأكيد بلي هاد الدومين ديال المنظمة ديالك:',
    },
    reverification: {
      subject: 'تأكيد الهوية ديالك',
      intro: 'هادا هو الكود لتأكيد التبديل فالحساب ديالك ف Leerloop:',
    },
    expires: (minutes: number) => `الكود صالح لمدة ${minutes} دقيقة.`,
    ignore: 'إلا ماطلبتيش هادشي، ماتديهاش فهاد الإيميل.',
    link: {
      'sign-in': {
        subject: 'اللينك ديالك للدخول لـ Leerloop',
        intro: 'كليكي على الزر للدخول لـ Leerloop:',
        button: 'دخول',
      },
      'sign-up': {
        subject: 'تأكيد الإيميل ديالك فـ Leerloop',
        intro: 'مرحبا بيك فـ Leerloop! كليكي على الزر لتأكيد الإيميل ديالك والدخول:',
        button: 'تأكيد الإيميل',
      },
      expires: (minutes: number) => `اللينك صالح لمدة ${minutes} دقيقة وكيخدم مرة وحدة.`,
    },
  },
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const frame = (language: Language, body: string) =>
  `<div dir="${language === 'mc' ? 'rtl' : 'ltr'}" lang="${language === 'mc' ? 'ary' : 'nl'}" style="font-family:sans-serif">${body}</div>`;

/** The text and HTML of a mail whose point is one link: the button, the address written out. */
function buttonMailParts(
  language: Language,
  {
    intro,
    url,
    button,
    expires,
    ignore,
  }: Record<'intro' | 'url' | 'button' | 'expires' | 'ignore', string>,
) {
  const text = `${intro}\n\n${url}\n\n${expires}\n${ignore}\n`;
  const html = frame(
    language,
    `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;background:#1A1B2D;color:#fff;border-radius:10px;text-decoration:none;font-weight:700" data-link>${escapeHtml(button)}</a></p><p style="font-size:12px;word-break:break-all" dir="ltr">${escapeHtml(url)}</p><p>${escapeHtml(expires)}</p><p style="color:#6E759F">${escapeHtml(ignore)}</p>`,
  );
  return { text, html };
}

/** A mail whose point is one link, ending with the usual "not asked for it?" line or its own. */
function buttonMail(
  language: Language,
  {
    subject,
    ignore = texts[language].ignore,
    ...parts
  }: Record<'subject' | 'intro' | 'url' | 'button' | 'expires', string> & { ignore?: string },
) {
  return { subject, ...buttonMailParts(language, { ...parts, ignore }) };
}

/** The e-mail link: sign in, or confirm a new account's address. */
export function linkMail(purpose: LinkPurpose, url: string, language: Language, minutes: number) {
  const { subject, intro, button } = texts[language].link[purpose];
  return buttonMail(language, {
    subject,
    intro,
    url,
    button,
    expires: texts[language].link.expires(minutes),
  });
}

export function codeMail(purpose: CodePurpose, code: string, language: Language, minutes: number) {
  const t = texts[language];
  const { subject, intro } = t[purpose];
  const text = `${intro}\n\n${code}\n\n${t.expires(minutes)}\n${t.ignore}\n`;
  const html = frame(
    language,
    `<p>${escapeHtml(intro)}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px" data-code>${code}</p><p>${escapeHtml(t.expires(minutes))}</p><p style="color:#6E759F">${escapeHtml(t.ignore)}</p>`,
  );
  return { subject, text, html };
}

const invitationTexts = {
  nl: {
    subject: (org: string) => `Je bent uitgenodigd voor ${org} op Leerloop`,
    intro: (inviter: string, org: string, role: string) =>
      `${inviter} nodigt je uit voor ${org} op Leerloop, als ${role}.`,
    button: 'Uitnodiging bekijken',
    expires: (days: number) => `De uitnodiging is ${days} dagen geldig.`,
    /** Nobody asked for an invitation: say what to do when it is unexpected (issue 20). */
    ignore: (org: string) =>
      `Ken je ${org} niet, of verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren. Zonder jouw klik gebeurt er niets.`,
    roles: { admin: 'Admin', member: 'Lid', guest: 'Gast' },
  },
  mc: {
    subject: (org: string) => `عندك دعوة لـ ${org} ف Leerloop`,
    intro: (inviter: string, org: string, role: string) =>
      `عندك دعوة من ${inviter} لـ ${org} ف Leerloop، بصفة ${role}.`,
    button: 'فتح الدعوة',
    expires: (days: number) => `الدعوة صالحة لمدة ${days} أيام.`,
    ignore: (org: string) =>
      `إلا ماكتعرفش ${org}، ولا ماكنتيش كتسنى هاد الدعوة، ماتديهاش فهاد الإيميل. بلا ماتكليكي، ماغادي يتبدل والو.`,
    roles: { admin: 'أدمين', member: 'عضو', guest: 'ضيف' },
  },
};

/** An invitation to an organisation: who invites, for what role, and the link to accept. */
export function invitationMail(
  invitation: {
    url: string;
    organization: string;
    inviter: string;
    role: 'admin' | 'member' | 'guest';
  },
  language: Language,
  days: number,
) {
  const t = invitationTexts[language];
  return buttonMail(language, {
    subject: t.subject(invitation.organization),
    intro: t.intro(invitation.inviter, invitation.organization, t.roles[invitation.role]),
    url: invitation.url,
    button: t.button,
    expires: t.expires(days),
    ignore: t.ignore(invitation.organization),
  });
}

const crisisAlertTexts = {
  nl: {
    subject: 'Een leerling heeft aandacht nodig',
    intro:
      'Een leerling heeft Imi iets verteld waardoor hij of zij nu hulp nodig kan hebben. Wat er gezegd is, staat bewust niet in deze e-mail. Open Leerloop om te zien wie het is, en neem vandaag nog contact op.',
    button: 'Open Leerloop',
    why: 'Je krijgt deze e-mail omdat je coach bent van deze leerling (of beheerder van Leerloop).',
  },
  mc: {
    subject: 'شي تلميذ(ة) محتاج الاهتمام',
    intro:
      'شي تلميذ(ة) قال لـ Imi شي حاجة كتبين باللي يقدر يكون محتاج المساعدة دابا. اللي تقال ماكاينش فهاد الإيميل بالقصد. ف Leerloop كيبان شكون، والتواصل خاصو يكون اليوم.',
    button: 'فتح Leerloop',
    why: 'وصلك هاد الإيميل بصفتك الكوتش ديال هاد التلميذ(ة) (ولا من المسؤولين على Leerloop).',
  },
};

/**
 * Issue 17: a learner's message to Imi was a crisis. No message text, no name: a mailbox is
 * read by others too; the link opens the flags behind the sign-in.
 */
export function crisisAlertMail(url: string, language: Language) {
  const t = crisisAlertTexts[language];
  const text = `${t.intro}\n\n${url}\n\n${t.why}\n`;
  const html = frame(
    language,
    `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;background:#1A1B2D;color:#fff;border-radius:10px;text-decoration:none;font-weight:700" data-link>${escapeHtml(t.button)}</a></p><p style="color:#6E759F">${escapeHtml(t.why)}</p>`,
  );
  return { subject: t.subject, text, html };
}

const reviewResponseTexts = {
  nl: {
    subject: 'Je coach heeft gereageerd op je antwoord',
    intro: (week: number) =>
      `Je coach heeft gekeken naar je antwoord bij week ${week} en heeft gereageerd. Open Leerloop om te zien wat je coach ervan vindt.`,
    button: 'Bekijk de reactie',
    why: 'Je krijgt deze e-mail omdat je meedoet aan Leerloop. Liever geen e-mail als je coach reageert? Zet het uit bij Mijn account, onder Meldingen.',
  },
  mc: {
    subject: 'الكوتش ديالك ردّ على الجواب ديالك',
    intro: (week: number) =>
      `الكوتش ديالك شاف الجواب ديالك ديال السيمانة ${week} وردّ عليه. دخل لـ Leerloop باش تشوف شنو قال.`,
    button: 'شوف الرد',
    why: 'وصلك هاد الإيميل حيت كتشارك ف Leerloop. مابغيتيش إيميل ملي الكوتش يردّ؟ طفيه ف الحساب ديالي، تحت الإشعارات.',
  },
};

/**
 * Issue 20: a coach responded to the learner's answer. For a minor, whose mailbox others may
 * read: no answer, no feedback, no verdict — only the week, and the link to it behind the sign-in.
 */
export function reviewResponseMail(response: { url: string; week: number }, language: Language) {
  const t = reviewResponseTexts[language];
  const intro = t.intro(response.week);
  const text = `${intro}\n\n${response.url}\n\n${t.why}\n`;
  const html = frame(
    language,
    `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(response.url)}" style="display:inline-block;padding:12px 24px;background:#1A1B2D;color:#fff;border-radius:10px;text-decoration:none;font-weight:700" data-link>${escapeHtml(t.button)}</a></p><p style="color:#6E759F">${escapeHtml(t.why)}</p>`,
  );
  return { subject: t.subject, text, html };
}

const domainApprovalTexts = {
  nl: {
    subject: (domain: string) => `Domein ${domain} wacht op goedkeuring`,
    intro: (domain: string, org: string) =>
      `${org} heeft het domein ${domain} bevestigd. Het schrijft niemand in tot een beheerder van Leerloop het goedkeurt: keur het alleen goed als het echt van deze organisatie is, en niet een domein waar iedereen een adres kan krijgen.`,
    button: 'Domeinen bekijken',
    why: 'Je krijgt deze e-mail omdat je beheerder bent van Leerloop.',
  },
  mc: {
    subject: (domain: string) => `الدومين ${domain} كيتسنى الموافقة`,
    intro: (domain: string, org: string) =>
      `${org} أكدات الدومين ${domain}. ماغاديش يدخل بيه حتى واحد حتى يوافق عليه شي مسؤول على Leerloop: الموافقة غير إلا كان الدومين بصح ديال هاد المنظمة، وماشي دومين اللي أي واحد يقدر ياخد فيه إيميل.`,
    button: 'شوف الدومينات',
    why: 'وصلكم هاد الإيميل حيت نتوما مسؤولين على Leerloop.',
  },
};

/** Issue 18: a verified domain waits for a platform admin's approval before it enrolls anyone. */
export function domainApprovalMail(
  approval: { url: string; domain: string; organization: string },
  language: Language,
) {
  const t = domainApprovalTexts[language];
  const intro = t.intro(approval.domain, approval.organization);
  const text = `${intro}\n\n${approval.url}\n\n${t.why}\n`;
  const html = frame(
    language,
    `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(approval.url)}" style="display:inline-block;padding:12px 24px;background:#1A1B2D;color:#fff;border-radius:10px;text-decoration:none;font-weight:700" data-link>${escapeHtml(t.button)}</a></p><p style="color:#6E759F">${escapeHtml(t.why)}</p>`,
  );
  return { subject: t.subject(approval.domain), text, html };
}

const parentConsentTexts = {
  nl: {
    subject: (name: string) => `${name} vraagt je toestemming voor Leerloop`,
    intro: (name: string) =>
      `${name} heeft een account gemaakt bij Leerloop, een leerapp met opdrachten, games en de chatassistent Imi. Omdat ${name} jonger is dan 16, bewaren we pas foto's, video's en antwoorden, en chat ${name} pas met Imi, als een ouder of verzorger daar toestemming voor geeft. Op de pagina achter de knop staat precies wat dat inhoudt.`,
    button: 'Lezen en toestemming geven',
    expires: (days: number) =>
      `De link is ${days} dagen geldig. Intrekken kan later via dezelfde link.`,
    ignore: (name: string) =>
      `Ken je ${name} niet, of wil je geen toestemming geven? Dan hoef je niets te doen: zonder toestemming blijven uploaden en Imi dicht.`,
  },
  mc: {
    subject: (name: string) => `طلب الموافقة على Leerloop من ${name}`,
    intro: (name: string) =>
      `كاين حساب جديد ديال ${name} ف Leerloop، تطبيق ديال التعلم فيه تمارين، ألعاب والمساعد Imi. حيت العمر ديال ${name} أقل من 16 عام، ماكنحتافظو بالتصاور، الفيديوهات والأجوبة، وماكيتحلش الشات مع Imi، حتى تعطيو الموافقة ديالكم كوالدين ولا كمسؤولين قانونيين. فالصفحة اللي من ورا الزر كاين الشرح بالتفصيل.`,
    button: 'القراية والموافقة',
    expires: (days: number) =>
      `اللينك صالح لمدة ${days} يوم. سحب الموافقة من بعد ممكن بنفس اللينك.`,
    ignore: (name: string) =>
      `إلا ماكتعرفوش ${name}، ولا ماباغيينش تعطيو الموافقة، ماخاص حتى حاجة: بلا موافقة، التحميل و Imi كيبقاو مسدودين.`,
  },
};

/**
 * Issue 18: a learner under 16 in no organisation asks a parent or guardian for consent. In
 * both languages, Dutch first: the learner chose the app's language, not the parent's.
 */
export function parentConsentMail(consent: { url: string; learnerName: string; days: number }) {
  const { url, learnerName: name, days } = consent;
  const part = (language: Language) => {
    const t = parentConsentTexts[language];
    return buttonMailParts(language, {
      intro: t.intro(name),
      url,
      button: t.button,
      expires: t.expires(days),
      ignore: t.ignore(name),
    });
  };
  const [nl, mc] = [part('nl'), part('mc')];
  return {
    subject: `${parentConsentTexts.nl.subject(name)} · ${parentConsentTexts.mc.subject(name)}`,
    text: `${nl.text}\n---\n\n${mc.text}`,
    html: `${nl.html}<hr>${mc.html}`,
  };
}
