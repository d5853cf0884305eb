/**
 * A learner's message read the way it was meant, not the way it was typed: one token list, and
 * for every token a key per way of writing —
 * - `dutch`: Dutch (and the English teens mix in) by sound, so spelling variants meet:
 *   "zelfm00rd", "zelfmort", "ZELFMOORD" and "zelfmoooord" all read "selfmort";
 * - `arabizi`: Darija as a consonant skeleton, from Latin letters ("bghit nmout", "baghi nmot",
 *   digits read as the letters they stand for: 3 ع, 7 ح, 9 ق, 5 خ, 8 غ) and from Arabic script
 *   alike ("بغيت نموت"): all read "bgt nmt", so one phrase covers both and mixed messages;
 * - `arabic`: Darija in Arabic script without vowel marks, with one alef, ى → ي and ة → ه.
 * Letters typed apart ("z e l f m o o r d") are joined first, and separators inside a word
 * ("zelf.moord", "z*lfmoord") taken out; `squashed` holds each token as it stands in the message without separators,
 * kept for phrases spread over spaced letters ("i k w i l d o o d").
 */
export interface Reading {
  /** The tokens as typed, lower-cased (for display and debugging). */
  tokens: string[];
  dutch: string[];
  arabizi: string[];
  arabic: string[];
  /** Each token as it stands in a message without spaces (Latin leetspeak read as letters). */
  squashed: string[];
  /** Whether the message hides words: letters typed apart or separators inside words. */
  isEvasive: boolean;
  /** Tokens with a letter starred out ("r*pe"), which may be one letter off. */
  starred: Set<number>;
}

/**
 * Darija in Latin letters gives itself away: letters written as digits inside words ("3lach",
 * "7ta", "9alb") or its everyday little words. Dutch read as Arabizi would match by accident
 * ("wat" and "wiet" share the skeleton "wt").
 */
export const ARABIZI_MARKERS = new Set(
  `wach wash chno chnou achno chnu kifach kifash kifch 3lach lach fin ana nta nti dyal dyali
  dyalk bghit bghat baghi khassni khasni khass bzaf kayn kayna m3a daba ghadi rah wakha chi
  mzyan mzian walo kolchi hadchi ila wla 3ndi 3andi ma3ndich bach 7ta hta chkoun chkon imta
  mnin ch7al chhal kan9der n9der ndir kandir kanbghi katbghi 3afak safi bla mni mli bzz bezz
  makla nakol kanakol lmakla walo hna tma dyalha dyalo rasi rassi bghit bghat rah raha khouya
  khti sa7bi sahbi sahbti sa7bti drari lila lyoum ghda lbare7 wlh wallah wlah chhar chher
  lkhlas lkhdma khdma khdmt khdemt nkhdem`.split(/\s+/),
);
export const isArabizi = (text: string) =>
  // Darija's split negation: "ma khllsnich", "ma 3ndich", "ma bghach".
  /\bma [a-z0-9]{2,}(?:ch|sh)\b/i.test(text) ||
  (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).some(
    (word) =>
      ARABIZI_MARKERS.has(word) ||
      /[a-z][2379][a-z]|^[379][a-z]|[a-z][379]$/.test(word) ||
      // Verbs with Darija's prefixes and endings: "kaydrbni", "kantqiya", "ghadi", "tlo7ni".
      /^(?:kay|kan|kat|tay|tan)[^aeiou]{2}|(?:ouni|tini|atni|ouh|ouha|tch)$|^ma[a-z]{3,}ch$/.test(
        word,
      ),
  );

/** Emoji that stand for a word in these messages. */
const EMOJI_WORDS: [RegExp, string][] = [
  [/🔪|🗡️?/gu, ' mes '],
  [/👊🏻|👊🏼|👊🏽|👊🏾|👊🏿|👊|🤛|🤜/gu, ' slaat '],
  [/€+|💶|💰|💵|💸/gu, ' euro '],
  [/📸|📷/gu, ' foto '],
  [/🔞/gu, ' naakt '],
  [/📦/gu, ' pakket '],
  [/🍑|🍆/gu, ' naakt '],
  [/🏢|🏬/gu, ' flat '],
  [/⬇️|⬇/gu, ' springen '],
  [/🍃/gu, ' wiet '],
  [/🔫/gu, ' pistool '],
  [/💊/gu, ' pillen '],
  [/🩸/gu, ' bloed '],
  [/👁️?/gu, ' oog '],
  [/🤮/gu, ' overgeven '],
  [/🪢/gu, ' touw '],
];

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[a-z]/;

/** Leetspeak: digits and signs in a word of letters stand for letters. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'l',
};

export function normaliseArabic(word: string) {
  return word
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // vowel marks, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ظ/g, 'ض') // Darija writes the two alike
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/(.)\1{2,}/gu, '$1'); // "بغيييت" → "بغيت" (a doubled letter may be the word's own)
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A Latin word with digits or signs among its letters: "zelfm00rd", "d00d", "k1ll". */
const isLeet = (word: string) => /[a-z]/.test(word) && /[0-9@$€!|]/.test(word);

export const fromLeet = (word: string) => word.replace(/[0-9@$€!|]/g, (c) => LEET[c] ?? c);

/** A Dutch (or English) word by its sound: the key spelling variants share. */
export function dutchKey(word: string) {
  let w = stripAccents(word.toLowerCase());
  if (isLeet(w)) w = fromLeet(w);
  w = w
    .replace(/[^a-z0-9]/g, '')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/sch/g, 'sg')
    .replace(/ch/g, 'g')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/qu/g, 'kw')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/ij|ei|ey/g, 'y')
    .replace(/au|ou/g, 'au')
    .replace(/z/g, 's')
    .replace(/v/g, 'f')
    // Doubled consonants are a spelling slip ("spulen"); doubled vowels make another word
    // ("oom" is not "om"), and only a vowel typed three times or more is stretched ("doooood").
    .replace(/([^aeiou])\1+/g, '$1')
    .replace(/([aeiou])\1{2,}/g, '$1$1')
    .replace(/dt$|d$/, 't');
  return w;
}

/** Arabic letters as the Latin skeleton letters Arabizi writes them with. */
const ARABIC_TO_SKELETON: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'j',
  ح: 'h',
  خ: 'x',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'c',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'd',
  غ: 'g',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ي: 'y',
  ڭ: 'g',
  گ: 'g',
  ݣ: 'g',
  پ: 'b',
  ڤ: 'f',
  چ: 'c',
};

/**
 * W and Y are consonants at the start of a word, but long vowels between consonants and at the
 * end ("nmout" / نموت, "rasi" / راسي): there they are left out, in both scripts.
 */
const dropVowelLetters = (skeleton: string) =>
  skeleton.replace(/(?<=.)[wy](?=[^aeiouwy]|$)/g, '').replace(/(.)\1+/g, '$1');

/** A Darija word in Arabic script as the skeleton Arabizi gives it ("بغيت" → "bgt"). */
function arabicSkeleton(word: string): string {
  // Negation "ما…ش" around a verb: the verb's own skeleton after "m" ("مايشوفش" → "m" + "ycfc").
  const negated = word.match(/^ما(.{2,}ش)$/);
  if (negated) return `m${arabicSkeleton(negated[1]!)}`;
  // The article is written apart in Arabizi ("l dar") or left out ("dar"): "الدار" reads "dr".
  const withoutArticle = normaliseArabic(word).replace(/^ال(?=..)/, '');
  return dropVowelLetters(
    [...withoutArticle].map((letter) => ARABIC_TO_SKELETON[letter] ?? '').join(''),
  );
}

/** A Darija word in Latin letters as its consonants: the key spelling variants share. */
export function arabiziKey(word: string): string {
  if (ARABIC_LETTER.test(word)) return arabicSkeleton(word);
  let w = stripAccents(word.toLowerCase()).replace(/[^a-z0-9]/g, '');
  // Negation "ma…ch" around a verb: the verb's own skeleton after "m" ("maychoufch" → "mycfc").
  const negated = w.match(/^ma(.{2,}(?:ch|sh))$/);
  if (negated) return `m${arabiziKey(negated[1]!)}`;
  w = w
    .replace(/[4@]/g, 'a')
    .replace(/[0]/g, 'o')
    .replace(/1/g, 'i')
    .replace(/sh|ch/g, 'c')
    .replace(/kh|5/g, 'x')
    .replace(/gh|8/g, 'g')
    .replace(/9/g, 'q')
    .replace(/7/g, 'h')
    .replace(/dj/g, 'j')
    .replace(/[32']/g, '')
    .replace(/[aeiou]/g, '')
    .replace(/(.)\1+/g, '$1');
  return dropVowelLetters(w);
}

/**
 * Splits a message into words, joins letters typed one by one, and takes separators out of
 * words. Returns the words and whether the message was hiding any.
 */
function wordsOf(text: string) {
  const prepared = EMOJI_WORDS.reduce((t, [emoji, word]) => t.replace(emoji, word), text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200B-\u200F\u2060\uFEFF\u0640]/g, '') // zero-width characters, tatweel
    .replace(/[’‘`´]/g, "'");
  let isEvasive = false;
  const starredWords = new Set<string>();
  const raw = prepared.split(/[\s,;:?"“”„()[\]{}<>/\\…]+|(?<=\p{L})[.!]+(?=\s|$)/u);
  const words: string[] = [];
  for (const piece of raw) {
    if (!piece) continue;
    // Separators inside a word hide it: "zelf.moord", "z-e-l-f", "z*lfmoord", "zelf_moord".
    let word = piece.replace(/^['.!*_\-~+=#^]+|['.*_\-~+=#^]+$/g, '');
    if (/[\p{L}\d]\*+[\p{L}\d]?/u.test(word)) starredWords.add(word.replace(/[.*_\-~+=#^']/g, ''));
    if (/[\p{L}\d][.*_\-~+=#^'][\p{L}\d]/u.test(word)) {
      const joined = word.replace(/[.*_\-~+=#^']/g, '');
      // An apostrophe in "m'n" or "'s" is ordinary; other separators inside a word are not.
      if (/[.*_\-~+=#^]/.test(word) && !/^\d+([.,-]\d+)+$/.test(word)) isEvasive = true;
      word = joined;
    }
    if (/[\p{L}][@$][\p{L}]/u.test(word)) isEvasive = true;
    word = word.replace(/[^\p{L}\p{N}@$€!|]/gu, '');
    if (word) words.push(word);
  }
  // Darija negates with "ma … ch", often written apart ("ma klitch", "ما ناكلش"): one word.
  for (let i = words.length - 2; i >= 0; i--) {
    if (/^(?:ma|ما|m)$/.test(words[i]!) && /(?:ch|sh|ش)$/.test(words[i + 1]!)) {
      words.splice(i, 2, words[i]! + words[i + 1]!);
    }
  }
  // Letters typed one by one: three or more single letters in a row are one word.
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    // "kayd r b": two letters apart make the squashed reading worth a look; the same letter
    // twice is two words ("l l opdracht": to the assignment).
    if (run.length === 2 && run[0] !== run[1] && run.every((letter) => /\p{L}/u.test(letter)))
      isEvasive = true;
    if (run.length >= 3) {
      joined.push(run.join(''));
      isEvasive = true;
    } else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if ([...word].length === 1 && /[\p{L}\d]/u.test(word)) run.push(word);
    else {
      flush();
      joined.push(word);
    }
  }
  flush();
  return { words: joined, isEvasive, starredWords };
}

/**
 * Readings of the latest messages: the crisis rules, the classifier and the request each read
 * the same message, and what the phrase sets work out for a reading is kept with it.
 */
const recentReadings = new Map<string, Reading>();
const RECENT_READINGS = 256;

/** A message's reading (the same object for the same text while it is recent: never change it). */
export function readMessage(text: string): Reading {
  let reading = recentReadings.get(text);
  if (!reading) {
    reading = readAnew(text);
    if (recentReadings.size >= RECENT_READINGS)
      recentReadings.delete(recentReadings.keys().next().value!);
    recentReadings.set(text, reading);
  }
  return reading;
}

function readAnew(text: string): Reading {
  const { words, isEvasive, starredWords } = wordsOf(text);
  // A message in Darija (either script) reads its Latin words as Darija too ("كن cut ف دراعي").
  const isDarija = ARABIC_LETTER.test(text) || isArabizi(words.join(' '));
  const tokens = words.map((w) => (ARABIC_LETTER.test(w) ? normaliseArabic(w) : w));
  return {
    tokens,
    dutch: tokens.map((t) =>
      LATIN_LETTER.test(stripAccents(t)) || /^\d+$/.test(t) ? dutchKey(t) : '',
    ),
    // Latin words are read as Darija only in a message that is Darija ("wat" is not "wiet").
    arabizi: tokens.map((t) => (isDarija ? arabiziKey(t) : '')),
    arabic: tokens.map((t) => (ARABIC_LETTER.test(t) ? t : '')),
    squashed: tokens.map((t) =>
      (ARABIC_LETTER.test(t) ? t : fromLeet(stripAccents(t))).replace(/(.)\1{2,}/gu, '$1$1'),
    ),
    isEvasive,
    starred: new Set(words.flatMap((word, i) => (starredWords.has(word) ? [i] : []))),
  };
}
