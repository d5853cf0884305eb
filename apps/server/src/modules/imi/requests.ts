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
    'porno|porn|pornhub|neuken|neukverhaal|seksverhaal|sexverhaal|(sexy verhaal)|(seks verhaal)',
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

/** Asking Imi to do the work: the assignment, a letter, a quiz's answers. */
const homework = phraseSet({
  nl: [
    'maak|schrijf|doe|kies|bedenk|verzin|vul ~~ mijn|mn|de|die|voor ~~ opdracht|huiswerk|motivatiebrief|sollicitatiebrief|brief|cv|pitch|budget|essay|verslag|top|doel|doelen|antwoorden|quiz|tekst|bericht|nepbericht',
    'kun|kan|wil ~ je|jij ~~ maken|schrijven|kiezen|invullen|doen|bedenken ~~ opdracht|(voor me)|(voor mij)|mijn|mn',
    'schrijf|maak|kies|verzin ~~ (voor me)|(voor mij)',
    'antwoorden|antwoord ~~ quiz|toets|vragen|opdracht|test|module',
    'wat ~~ goede|juiste ~~ antwoord|antwoorden',
    'voorzeggen',
  ],
  arabizi: [
    'dir|kteb|sawb|sawbi|dirili|kteb ~~ lia|liya|lya|l|dyali ~~ opdracht|tache|devoir|brief|cv|pitch|video|message|budget|top',
    'a3tini|3tini|3tiny ~~ ljawab|jawab|ljawabat|jawabat|reponses',
  ],
  mc: [
    'دير|كتب|صاوب|ديرلي|كتبلي ~~ ليا ~~ الواجب|التمرين|opdracht|الرساله|cv|البرنامج',
    'عطيني ~~ الجواب|الاجوبه|الاجابه|الحل',
  ],
});

/** Saying hello, thanks or asking who Imi is, with nothing else. */
const greeting = phraseSet({
  nl: [
    'hoi|hallo|hey|hee|hai|yo|hi|hello|goeiemorgen|goedemorgen|goedemiddag|goedenavond|salam|salaam|selam $',
    '(wie ben jij)|(wie ben je)|(wat ben jij)|(ben jij een robot)|(ben je een mens)|(wat kan jij)|(wat kun jij)',
  ],
  arabizi: ['slm|salam|salamo|wa3alaykom $', '(chkoun nta)|(chkon nta)|(chkoun nti)|(chno katdir)'],
  mc: ['السلام|سلام|اهلا|مرحبا $', '(شكون نتا)|(شكون نتي)|(شنو كتدير)'],
});
const thanks = phraseSet({
  nl: ['bedankt|dankje|dankjewel|dank|thanks|thx|merci|top|nice|toppie|super|oke|okay|ok $'],
  arabizi: ['choukran|chokran|chkran|merci|barak|baraka $'],
  mc: ['شكرا|بارك|مرسي $'],
});

export type Request = 'harmful' | 'homework' | 'greeting' | 'thanks' | 'question';

/** What a message asks of Imi. */
export function requestOf(text: string): Request {
  const reading = readMessage(text);
  if (harmful.find(reading)) return 'harmful';
  if (homework.find(reading)) return 'homework';
  if (reading.tokens.length <= 4 && greeting.find(reading)) return 'greeting';
  if (reading.tokens.length <= 3 && thanks.find(reading)) return 'thanks';
  return 'question';
}
