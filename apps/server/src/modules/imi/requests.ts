import { phraseSet } from './phrases/phrase-set.ts';
import { readMessage } from './phrases/reading.ts';

/**
 * What a learner asks Imi to do, besides asking a question (issue 17): hurt someone (refused),
 * do their work for them (a hint instead), or just say hello or thanks. Health, drugs,
 * alcohol, sexuality and safety questions are none of these: they get a factual answer.
 * Notation: see phrases/phrase-set.ts.
 */
const harmful = phraseSet({
  nl: [
    // Hurting someone, bullying someone.
    'hoe ~~ steek|sla|vergiftig|vermoord|verwond|mishandel ~~ iemand|hem|haar|klasgenoot|leraar|docent',
    'hoe ~~ iemand|hem|haar ~~ (pijn doen)|(in elkaar slaan)|neersteken|vermoorden|vergiftigen',
    'hoe ~~ pest|pesten|kwets|kwetsen|vernederen|(bang maken) ~~ iemand|hem|haar|klasgenoot',
    'schrijf|maak|verzin|bedenk ~~ gemeen|gemene|(lelijk bericht)|roast|scheldbericht|haatbericht|dreigbericht ~~ over|voor|naar',
    '(gemeen bericht)|(gemene tekst)|(gemene grap) ~~ over|voor|naar ~~ klasgenoot|hem|haar|iemand',
    // Weapons, breaking in.
    'hoe ~~ maak|bouw ~~ bom|wapen|pistool|explosief|molotov',
    'waar ~~ koop|kopen|krijg|vind ~~ pistool|vuurwapen|wapen|boksbeugel|taser',
    'hoe ~~ hack|hacken|kraak|kraken|inbreken ~~ account|insta|instagram|snap|snapchat|telefoon|wachtwoord ~~ van|ex|iemand|hem|haar',
    // Buying drugs, explicit content.
    'waar ~~ koop|kopen|krijg|bestel|bestellen|scoor ~~ drugs|wiet|xtc|coke|lachgas|pillen|mdma|ketamine',
    'waar ~~ drugs|wiet|xtc|coke|lachgas|mdma|ketamine|pistool|vuurwapen|wapen ~~ kopen|krijgen|bestellen|scoren|halen',
    'neukverhaal|seksverhaal|sexverhaal|(sexy verhaal)|(seks verhaal)',
    'schrijf|stuur|geef|zoek|link|vertel|maak ~~ porno|porn|pornhub|seks|sex|neuk|geil|naakt',
  ],
  arabizi: [
    'kifach ~~ nqtl|n9tl|nderb|ndrb|nsem ~~ chi wa7ed|wa7ed|sa7bi|lprof',
    'kteb|dir ~~ message|msg ~~ khayb|khayeb|ghzal ~~ 3la|l',
    'fin ~~ nchri|nl9a|nqlb ~~ 7chich|hchich|drogue|lkachiyat|jnwi|flingue',
    'kifach ~~ nhacki|nhaki|nhackiw ~~ compte|insta|snap',
  ],
  mc: [
    'كيفاش ~~ نقتل|نضرب|نسم ~~ شي واحد|واحد|الاستاذ',
    'فين ~~ نشري|نلقى ~~ الحشيش|الدروك|الكاشيات|الجنوي',
    'كيفاش ~~ نهاكي|نقرصن ~~ الحساب|انستا|سناب',
  ],
});

/** Looking for help or a way out ("waar vind ik hulp bij drugs") is never a harmful request. */
const seeksHelp = phraseSet(
  {
    nl: ['hulp|help|helpen|stoppen|minderen|afkicken|hulplijn|infolijn'],
    arabizi: [
      'mousa3ada|lmousa3ada|mosa3ada|lmosa3ada|m3awna|lm3awna|mou3awana|n7bes|nhbes|nw9ef|help',
    ],
    mc: ['المساعده|مساعده|المعاونه|معاونه|نحبس|نوقف'],
  },
  'part',
);

/** What learners are given to do: the week's assignment and the things in it. */
const WORK = {
  nl: 'opdracht|opdrachten|huiswerk|motivatiebrief|sollicitatiebrief|brief|cv|pitch|videopitch|budget|maandbudget|weekbudget|begroting|spaarplan|planning|essay|verslag|reflectie|samenvatting|presentatie|groeiverhaal|top|doel|doelen|antwoorden|quiz|tekst|bericht|nepbericht|dagboek|slaapdagboek|logboek|schema|weekschema|werkblad|formulier|kaart|assignment|plan',
  arabizi:
    'opdracht|tache|devoir|assignment|brief|cv|pitch|video|message|msg|budget|top|doel|plan|kaart|karta|carte|dagboek|tamrin|ttamrin|wajib|lwajib',
  mc: 'الواجب|التمرين|للتمرين|تمرين|opdracht|الاوبدراخت|فالاوبدراخت|الرساله|رساله|ميساج|المساج|cv|السيفي|سيفي|البرنامج|الميزانيه|ميزانيه|budget|doel|الهدف|الكارت|كارت|kaart|assignment',
};

/** Asking Imi to do the work: the assignment, a letter, a quiz's answers. */
const homework = phraseSet({
  nl: [
    `maak|schrijf|doe|kies|bedenk|verzin|vul ~~ mijn|mn|de|die|voor ~~ ${WORK.nl}`,
    `vul|maak|schrijf|doe ~ jij|je|u ~~ ${WORK.nl}`,
    'kun|kan|wil ~ je|jij ~~ maken|schrijven|opschrijven|uitschrijven|kiezen|invullen|doen|bedenken|verzinnen ~~ opdracht|(voor me)|(voor mij)|mijn|mn',
    `kun|kan|wil ~ je|jij ~ voor ~~ ${WORK.nl} ~~ maken|schrijven|kiezen|invullen|doen|bedenken`,
    `kun|kan|wil ~ je|jij ~~ mijn|mn ~~ ${WORK.nl} ~~ maken|schrijven|opschrijven|uitschrijven|kiezen|invullen|doen|bedenken|verzinnen|afmaken`,
    'schrijf|maak|kies|verzin|(vul ~ in) ~~ (voor me)|(voor mij)',
    'antwoorden|antwoord ~~ quiz|toets|vragen|opdracht|test|module',
    'wat ~~ goede|juiste ~~ antwoord|antwoorden',
    'voorzeggen',
  ],
  arabizi: [
    `dir|kteb|sawb|sawbi|dirili|3mmer|3amar ~~ lia|liya|lya|l|dyali ~~~ ${WORK.arabizi}`,
    'a3tini|3tini|3tiny ~~ ljawab|jawab|ljawabat|jawabat|reponses',
  ],
  mc: [
    `دير|ديري|ديرو|كتب|كتبي|صاوب|صاوبي|صايب|صايبي|ديرلي|كتبلي|عمر ~~ ليا ~~~ ${WORK.mc}`,
    'عطيني ~~ الجواب|الاجوبه|الاجابه|الحل',
  ],
});

/** School subjects the programme does not teach: their homework is pointed elsewhere. */
const otherSubject = phraseSet({
  nl: [
    'wiskunde|wisk|rekenen|math|maths|engels|frans|duits|spaans|geschiedenis|aardrijkskunde|biologie|bio|scheikunde|natuurkunde|nask|economie|latijn|grieks|vergelijking|breuken|som|sommen',
  ],
  mc: ['الرياضيات|الماط|الفرنسية|التاريخ|الجغرافيا|الفيزيك|الكيميا'],
});

/**
 * Asking how to do something oneself ("hoe maak ik mijn doel smart", "kifach ndir budget") is a
 * question, not homework, unless Imi is asked to do it for them.
 */
const howTo = phraseSet({
  nl: ['hoe ~ ik|je|jij|we', 'how ~ do|can ~ i'],
  arabizi: ['kifach|kifash|kif ~ n*'],
  mc: ['كيفاش ~ ن*'],
});
const forMe = phraseSet({
  nl: ['(voor me)|(voor mij)|(for me)|(in mijn plaats)'],
  arabizi: ['(blasti)|(f blasti)|(3la 9bli)'],
  mc: ['(بلاصتي)|(فبلاصتي)|(على قبلي)'],
});

/** Saying hello or asking who Imi is, with nothing else. */
const greeting = phraseSet({
  nl: [
    'hoi|hallo|hey|hee|hai|yo|hi|hello|goeiemorgen|goedemorgen|goedemiddag|goedenavond|salam|salaam|selam $',
    '(hoi imi)|(hallo imi)|(hey imi)|(hoi allemaal)|(hallo daar)|(salam imi) $',
    '(wie ben jij)|(wie ben je)|(wat ben jij)|(ben jij een robot)|(ben je een mens)|(wat kan jij)|(wat kun jij) $',
  ],
  arabizi: [
    'slm|salam|salamo|wa3alaykom $',
    '(salam imi)|(slm imi)|(salam khoya)|(salamo 3alaykom) $',
    '(chkoun nta)|(chkon nta)|(chkoun nti)|(chkon nti)|(chno katdir)|(chno katdir nta)|(chno katdir nti) $',
  ],
  mc: [
    'السلام|سلام|اهلا|مرحبا $',
    '(السلام عليكم)|(سلام imi) $',
    '(شكون نتا)|(شكون نتي)|(شنو كتدير)|(شنو كتدير نتا)|(شنو كتدير نتي) $',
  ],
});
const thanks = phraseSet({
  nl: ['bedankt|dankje|dankjewel|dank|thanks|thx|merci|top|nice|toppie|super|oke|okay|ok $'],
  arabizi: ['choukran|chokran|chkran|merci|barak|baraka $'],
  mc: ['شكرا|بارك|مرسي $'],
});

/**
 * A question about the learner's own case that only someone who knows it can answer: what will
 * happen to them ("word ik aangenomen met mijn cijfers"), what they are ("ben ik dat echt"),
 * what someone will do, their own records, a medicine's dose. A card on the topic would answer
 * another question; Imi says honestly it cannot know, and who can.
 */
const personal = phraseSet({
  nl: [
    // What will happen to them, or what someone else will do.
    'word|kom ~ ik ~~ aangenomen|toegelaten|ingeloot|geplaatst|geslaagd|binnen',
    'haal|zak ~ ik ~~ mijn|mn|het|de ~~ examen|diploma|toets|rijbewijs|jaar',
    'krijg ~ ik ~~ hem|het|die|dat|haar|m|mijn|mn ~ nog ~ terug',
    'gaat|zal|wil ~ hij|zij|ze ~~ het|dat ~ nog',
    // What they are, in Imi's eyes.
    'ben|heb ~ ik ~ het|dat|nou|dan ~ echt',
    '(volgens jou)|(denk je)|(denk jij)|(wat vind jij)|(wat vind je) ~~~ (ben ik)|(heb ik)|(pas ik)|(bij mij)|mijn|mn|wie',
    '(ben ik)|(heb ik)|(pas ik)|(bij mij) ~~~ (volgens jou)|(denk je)|(denk jij)|(zeg jij maar)',
    '(wat is)|(wat zijn)|(welke is) ~ mijn|mn ~~~ (volgens jou)|(denk jij)|(vind jij)',
    // What someone feels about them, or did to their own records.
    '(heeft ~ hij|zij|ze ~ iets tegen mij|me)|(haat ~ hij|zij|ze ~ mij|me)',
    'heeft|hebben ~ mijn|mn ~ bank|baas|werkgever|school|mentor|coach|docent ~~ fout|verkeerd|vergeten',
    'waarom ~ staat|is ~ mijn|mn ~ rekening|saldo ~~ op|in|min',
    // Their own records and amounts.
    'hoeveel ~~ ik ~~ al ~ betaald|uitgegeven|gewerkt|verdiend',
    'hoeveel ~~ krijg ~ ik ~ nog',
    'wat ~ heb ~ ik ~~ gekocht|besteld|afgesloten|getekend',
    'klopt ~ dat|dit|het|mijn|mn ~ bedrag|loon|salaris|rekening|saldo',
    // What Imi cannot see.
    'kun|kan ~ jij|je ~~ zien|kijken|bekijken|checken|controleren|nagaan|opzoeken|achterhalen ~~ wie|wat|of|hoeveel|waarom',
    // A medicine or a pill: a doctor, a pharmacist or a test knows.
    '(ik slik)|(ik gebruik medicijnen)|mg|milligram',
    'hoeveel ~~ zit ~~ daarin|erin|(in die)|(in deze)|(in dat)',
  ],
  arabizi: [
    'ghadi|gha ~ y9blouni|yqblouni|ykblouni|n9bel|ntqbel|ndouz|nnje7|nnjah',
    '(f nadarek)|(f ra2yek)|(f rayek)|(chno katdn)|(chno katden) ~~~ ana|dyali|fiya',
    'ana ~~~ (f nadarek)|(f ra2yek)|(f rayek)',
    'wach ~~ makaybghinich|kaybghini|kaykrhni|makatbghinich|katbghini|katkrhni',
    // What someone will do for them: give a mark, a raise, their account back.
    'dyali ~~ ghadi|gha ~ y3tini|y3tiwni|yzid|yzidni|yrje3|yrj3|ykhalsni|yqblni|y9blni|y9bloni|yqbloni',
    'ghadi|gha ~ y3tini|y3tiwni|yzid|yrje3|yrj3|ykhalsni ~ liya|lia|li',
  ],
  mc: [
    'غادي|غا ~ يقبلوني|نتقبل|ندوز|ننجح',
    '(فنظرك)|(ف نظرك)|(فرايك)|(ف رايك)|(شنو كتظن) ~~~ انا|ديالي|فيا',
    'انا ~~~ (فنظرك)|(ف نظرك)|(فرايك)|(ف رايك)',
    'واش ~~ ماكيبغينيش|كيبغيني|كيكرهني|ماكتبغينيش|كتبغيني|كتكرهني',
    'ديالي ~~ غادي ~ يعطيني|يعطيوني|يزيد|يزيدني|يرجع|يرجعو|يخلصني|يقبلني|يقبلوني',
    'غادي ~ يعطيني|يعطيوني|يزيد|يرجع|يرجعو|يخلصني ~ ليا',
  ],
});

export type Request =
  'harmful' | 'homework' | 'otherHomework' | 'greeting' | 'thanks' | 'personal' | 'question';

/** What a message asks of Imi. */
export function requestOf(text: string): Request {
  const reading = readMessage(text);
  if (harmful.find(reading) && !seeksHelp.find(reading)) return 'harmful';
  if (homework.find(reading) && (!howTo.find(reading) || forMe.find(reading)))
    return otherSubject.find(reading) ? 'otherHomework' : 'homework';
  // Only the whole message: "in3 slim?" is no "salam", "chno katdir DUO" no "what do you do".
  if (reading.tokens.length <= 4 && greeting.find(reading)?.start === 0) return 'greeting';
  if (reading.tokens.length <= 3 && thanks.find(reading)?.start === 0) return 'thanks';
  if (personal.find(reading)) return 'personal';
  return 'question';
}
