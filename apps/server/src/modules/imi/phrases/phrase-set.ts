import { arabiziKey, dutchKey, fromLeet, normaliseArabic, type Reading } from './reading.ts';

/**
 * Phrases to look for in a learner's message, written as plain words in a small notation:
 * - `ik wil dood`: these words in a row (each read by sound, so spelling variants match);
 * - `slaat|schopt`: either word; `zelfmoord*`: a word that starts so;
 * - `mij?`: a word that may be missing; `~`: up to three other words in between, `~~` up to six,
 *   `~~~` up to twelve;
 * - `(loop weg|weglopen)`: either sequence of words; `#`: any number; `$`: the message ends.
 * Dutch phrases (`nl`, English too) are matched on the Dutch reading, `arabizi` ones on the
 * Darija-in-Latin-letters reading, `mc` ones on the Arabic-script reading. Long words also match
 * with one letter wrong, missing or extra ("zelfmort", "suiside").
 */
export type PhraseLanguage = 'nl' | 'arabizi' | 'mc';
export type PhraseLists = Partial<Record<PhraseLanguage, string[]>>;

interface Alternative {
  key: string;
  isPrefix: boolean;
  /** The same test for every phrase that has it: its place in a message's table of tests. */
  id: number;
  /**
   * For a Darija word whose skeleton is shorter than SKELETON_SAYS_ENOUGH ("mama" → "m", "bl3ya"
   * → "bl", which "bla" also gives): the word as spelt, which the token must match instead.
   */
  spelt?: string;
  /** The same, only for a token in Arabic script (see ARABIC_SKELETON_SAYS_ENOUGH). */
  speltInArabic?: string;
}
type Piece =
  | { kind: 'word'; alternatives: Alternative[]; isOptional: boolean }
  | { kind: 'number' }
  | { kind: 'end' }
  | { kind: 'group'; alternatives: Piece[][] }
  | { kind: 'gap'; max: number };

interface Phrase {
  text: string;
  language: PhraseLanguage;
  pieces: Piece[];
  /**
   * What a message must have for the phrase to occur in it: per required word (or group), the
   * tests of which at least one is passed somewhere. Most phrases fail it, and are not tried
   * token by token.
   */
  requires: number[][];
  /** Its place among the phrases of every set (see phrasesByFirstNeed). */
  number: number;
  /** The phrase over a message without spaces, for letters typed apart. */
  squashed: RegExp;
}

export interface PhraseMatch {
  phrase: string;
  language: PhraseLanguage;
  /** Token indices [start, end) the phrase covers. */
  start: number;
  end: number;
}

const keyOf: Record<PhraseLanguage, (word: string) => string> = {
  nl: dutchKey,
  arabizi: arabiziKey,
  mc: normaliseArabic,
};

/** The shortest key that may be one letter off: shorter words are too easily another word. */
const FUZZY_FROM: Record<PhraseLanguage, number> = { nl: 8, arabizi: 6, mc: 8 };

/**
 * How long a Darija skeleton must be to be compared as a skeleton; shorter ones are compared as
 * spelt. Phrases that find a crisis say enough with two letters; phrases that set words aside
 * (sayings, contexts) must be surer, and so must a `part` — one word of a rule that needs
 * others too, which may well stand alone — so they need three.
 */
export type Strictness = 'finds' | 'sets-aside' | 'part';
const SKELETON_SAYS_ENOUGH: Record<Strictness, number> = { finds: 2, 'sets-aside': 3, part: 3 };
/** The same for a token in Arabic script, which has no short vowels to tell words apart. */
const ARABIC_SKELETON_SAYS_ENOUGH = 3;

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Arabic letters as Arabizi spells them, to compare a spelt word with Arabic script. */
const ARABIC_SPELT: Record<string, string> = {
  ا: 'a',
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'j',
  ح: '7',
  خ: 'kh',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'ch',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'd',
  ع: '3',
  غ: 'gh',
  ف: 'f',
  ق: '9',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'ou',
  ي: 'i',
  ة: 'a',
};

const spelling = new Map<string, string>();
/** spelt(), remembered: the same few hundred words come back in every message. */
function speltOf(word: string) {
  let result = spelling.get(word);
  if (result === undefined) {
    result = spelt(word);
    if (spelling.size > 20_000) spelling.clear();
    spelling.set(word, result);
  }
  return result;
}

/** A word as spelt, loosely: "Mamaa" → "mama", "fiya" / "fia", "rasy" / "rassi" / راسي → "rasi". */
function spelt(word: string) {
  const latin = /[\u0600-\u06FF]/.test(word)
    ? [...normaliseArabic(word).replace(/^ال(?=..)/, '')].map((l) => ARABIC_SPELT[l] ?? '').join('')
    : word;
  return latin
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/y/g, 'i')
    .replace(/ou|o/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a phrase into its parts, keeping `(…)` groups whole. */
function partsOf(text: string) {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Splits at the bars that are not inside a `(…)` group. */
export function topLevelAlternatives(part: string) {
  const alternatives: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of part) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === '|' && depth === 0) {
      alternatives.push(current);
      current = '';
    } else current += char;
  }
  alternatives.push(current);
  return alternatives;
}

const isGroup = (text: string) => text.startsWith('(') && text.endsWith(')');

function compilePieces(text: string, language: PhraseLanguage, strictness: Strictness): Piece[] {
  return partsOf(text).map((part): Piece => {
    if (/^~+$/.test(part)) return { kind: 'gap', max: [3, 6, 12][Math.min(part.length, 3) - 1]! };
    if (part === '#') return { kind: 'number' };
    if (part === '$') return { kind: 'end' };
    const isOptional = part.endsWith('?') && part.length > 1;
    const alternatives = topLevelAlternatives(isOptional ? part.slice(0, -1) : part);
    // Sequences of words among the alternatives, "(loop weg)|weglopen": a group.
    if (alternatives.some(isGroup)) {
      // "(loop weg|weglopen)" holds two sequences; "(zoeken ~ me|hem)" with a gap is one.
      const sequences = alternatives.flatMap((a) =>
        !isGroup(a)
          ? [a]
          : a.includes('~')
            ? [a.slice(1, -1)]
            : topLevelAlternatives(a.slice(1, -1)),
      );
      const group: Piece = {
        kind: 'group',
        alternatives: sequences.map((sequence) => compilePieces(sequence, language, strictness)),
      };
      if (isOptional) (group as { alternatives: Piece[][] }).alternatives.push([]);
      return group;
    }
    return {
      kind: 'word',
      isOptional,
      alternatives: alternatives.map((alternative) => {
        const isPrefix = alternative.endsWith('*');
        const word = isPrefix ? alternative.slice(0, -1) : alternative;
        const key = keyOf[language](word);
        // Arabic words are compared without their glued prefixes, on both sides.
        const id = (key: string, tail = '') =>
          testNumber(`${language}|${key}|${isPrefix ? '*' : ''}|${tail}|${strictness}`);
        const indexed = (alternative: Alternative) => index(alternative, language);
        if (language === 'mc')
          return indexed({ key: bareArabic(key), isPrefix, id: id(bareArabic(key)) });
        if (language === 'arabizi' && key.length < SKELETON_SAYS_ENOUGH[strictness])
          return indexed({ key, isPrefix, spelt: spelt(word), id: id(key, spelt(word)) });
        // Arabic script drops short vowels: its two-letter skeletons are too many words
        // ("عندي عرس", a wedding, reads "nd rs" like "nadi rasi"). Spelt, then.
        if (language === 'arabizi' && key.length < ARABIC_SKELETON_SAYS_ENOUGH) {
          const speltInArabic = spelt(word);
          return indexed({ key, isPrefix, speltInArabic, id: id(key, `ar:${speltInArabic}`) });
        }
        return indexed({ key, isPrefix, id: id(key) });
      }),
    };
  });
}

/** A word as it stands in the squashed message: Arabic normalised, Latin leetspeak read. */
const squashedWord = (word: string) =>
  /[\u0600-\u06FF]/.test(word) ? normaliseArabic(word) : fromLeet(word);

/** The phrase as a pattern over letters without spaces ("ikwildood"). */
function squashedPattern(text: string): string {
  return partsOf(text)
    .map((part) => {
      if (/^~+$/.test(part)) return `.{0,${16 * part.length}}`;
      if (part === '#') return '\\d+';
      if (part === '$') return '$';
      const isOptional = part.endsWith('?') && part.length > 1;
      const alternatives = topLevelAlternatives(isOptional ? part.slice(0, -1) : part).map((a) =>
        isGroup(a)
          ? (a.includes('~') ? [a.slice(1, -1)] : topLevelAlternatives(a.slice(1, -1)))
              .map(squashedPattern)
              .join('|')
          : escapeRegex(squashedWord(a.replace(/\*$/, '').replace(/['-]/g, ''))),
      );
      return `(?:${alternatives.join('|')})${isOptional ? '?' : ''}`;
    })
    .join('');
}

/**
 * A Darija skeleton of three letters or fewer is also a Dutch word ("tiyo" and "te" both read
 * "t"): alone it would match everywhere. Such a phrase is a mistake in the list.
 */
const SHORTEST_LONE_SKELETON = 4;

function compile(text: string, language: PhraseLanguage, strictness: Strictness): Phrase {
  // "a|b c" reads as "(a|b) c", but is nearly always meant as "a|(b c)": say which.
  const parts = partsOf(text);
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    if (/\|/.test(part) && !/^\(.*\)\??$/.test(part) && next && /^[^~$#(]+$/.test(next))
      throw new Error(`Phrase "${text}": write (${part.split('|').at(-1)} ${next}) or ~`);
  });
  const pieces = compilePieces(text, language, strictness);
  const words = pieces.filter((p) => p.kind === 'word' && !p.isOptional);
  const isLoneWord = words.length === 1 && pieces.every((p) => p.kind === 'word');
  if (language === 'arabizi' && isLoneWord && strictness !== 'part') {
    const short = (words[0] as { alternatives: Alternative[] }).alternatives.filter(
      (a) => a.key.length < SHORTEST_LONE_SKELETON,
    );
    if (short.length)
      throw new Error(`Phrase "${text}": ${short.map((a) => a.key).join(', ')} too short alone`);
  }
  const requires = requirementsOf(pieces);
  const number = phraseCount++;
  for (const test of new Set(requires[0])) {
    const numbers = phrasesByFirstNeed.get(test);
    if (numbers) numbers.push(number);
    else phrasesByFirstNeed.set(test, [number]);
  }
  return {
    text,
    language,
    pieces,
    requires,
    number,
    squashed: new RegExp(squashedPattern(text), 'u'),
  };
}

/**
 * Every phrase of every set by the tests of the first thing it needs, so that a message marks
 * at once the few hundred phrases it may hold among thousands (see testsAnywhereIn).
 */
let phraseCount = 0;
const phrasesByFirstNeed = new Map<number, number[]>();

/**
 * The tests a match of these pieces needs passed somewhere: each word that must be there, and
 * each group that must be, by the words its sequences need (any of them: one sequence is enough).
 */
function requirementsOf(pieces: Piece[]): number[][] {
  const requires: number[][] = [];
  for (const piece of pieces) {
    if (piece.kind === 'word' && !piece.isOptional)
      requires.push(piece.alternatives.map((alternative) => alternative.id));
    if (piece.kind === 'group') {
      const bySequence = piece.alternatives.map(requirementsOf);
      if (bySequence.every((sequence) => sequence.length))
        requires.push([...new Set(bySequence.flat(2))]);
    }
  }
  return requires;
}

const consonants = (key: string) => key.replace(/[aeiouy]/g, '');

/**
 * Whether two words are at most one letter apart (one changed, missing or extra: a Levenshtein
 * distance of at most 1), in one pass and without allocating: it runs for every long word of
 * every phrase against each new word of a message.
 */
export function isOneLetterOff(a: string, b: string) {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  if (i === short.length) return true;
  // The first difference is the one letter changed (same length) or extra (in the longer).
  const rest = long.length === short.length ? i + 1 : i;
  for (let j = i + 1; j < long.length; j++)
    if (long.charCodeAt(j) !== short.charCodeAt(j - (i + 1) + rest)) return false;
  return true;
}

/** Darija glues "and", "so", "with", "to", "like" and "the" to a word: the word without them. */
function bareArabic(word: string) {
  const bare = word.replace(/^(?:و|ف)?(?:ب|ل|ك)?(?:ال)?/, '');
  return bare.length >= 3 ? bare : word;
}

/** A negated Darija verb ("mabghitch", "ماناكلش") is also read without its "ma". */
const withoutNegation = (word: string) => word.replace(/^(?:ما|m)(?=.{2,}(?:ش|c)$)/, '');

function formsOf(token: string, language: PhraseLanguage) {
  if (language === 'nl') return [token];
  const forms = new Set([token, withoutNegation(token)]);
  if (language === 'mc') for (const form of [...forms]) forms.add(bareArabic(form));
  return [...forms];
}

function wordMatches(
  token: string,
  typed: string,
  alternative: Alternative,
  language: PhraseLanguage,
  isStarred: boolean,
) {
  if (alternative.spelt !== undefined) return speltOf(typed) === alternative.spelt;
  if (alternative.speltInArabic !== undefined && ARABIC_LETTER.test(typed))
    return speltOf(typed) === alternative.speltInArabic;
  if (!token) return false;
  const forms = formsOf(token, language);
  // A star stands for a letter left out on purpose ("r*pe", "s*x"): one letter may differ.
  const fuzzy = isStarred || alternative.key.length >= FUZZY_FROM[language];
  return forms.some((form) => {
    if (alternative.isPrefix) {
      if (form.startsWith(alternative.key)) return true;
      if (!fuzzy) return false;
      const n = alternative.key.length;
      return [n - 1, n, n + 1].some((length) =>
        isOneLetterOff(form.slice(0, length), alternative.key),
      );
    }
    // Both words long enough: "doden" is not a typo of "doodeng".
    const isLongEnough = isStarred || form.length >= FUZZY_FROM[language];
    if (
      form === alternative.key ||
      (fuzzy && isLongEnough && isOneLetterOff(form, alternative.key))
    )
      return true;
    // Dutch typed without its vowels ("zlfmrd", "bng", "lven"): compared by the consonants.
    return (
      language === 'nl' &&
      !alternative.isPrefix &&
      form.length >= 3 &&
      !/[aeiouy]/.test(form) &&
      consonants(alternative.key).length >= 3 &&
      consonants(form) === consonants(alternative.key)
    );
  });
}

interface Target {
  /** The tokens as typed (for numbers) and their keys in the phrase's reading. */
  tokens: string[];
  keys: string[];
  language: PhraseLanguage;
  masked: Set<number>;
  starred: Set<number>;
  reading: Reading;
  /** The tests each token passes (see `testsPassedBy`). */
  passed: (Set<number> | undefined)[];
  /**
   * The tests any token passes, and which phrases (by number) have the first thing they need
   * there: worked out once per look, when first asked (see `testsAnywhereIn`).
   */
  anywhere?: ReturnType<typeof testsAnywhereIn>;
}

/**
 * Every word test of every phrase set, indexed by what a token must be to pass it, so a token
 * finds the tests it passes by lookups instead of trying each of thousands (`testsPassedBy`).
 * The same rules as `wordMatches`, which still decides for starred tokens.
 */
const testIndex = {
  /** `language key` → tests of a whole word. */
  whole: new Map<string, number[]>(),
  /** `language key` → tests of a word's start (`zelfmoord*`). */
  start: new Map<string, number[]>(),
  /** Dutch consonants → whole-word tests with three or more ("zlfmrd" for "zelfmoord"). */
  consonants: new Map<string, number[]>(),
  /** Spelt word → tests that compare the word as spelt (short Darija skeletons). */
  spelt: new Map<string, number[]>(),
  /** Spelt word → tests that compare a word in Arabic script as spelt. */
  speltInArabic: new Map<string, number[]>(),
  /** The tests above that a word in Arabic script passes only as spelt. */
  onlySpeltInArabic: new Set<number>(),
  /** Tests whose word is long enough to be one letter off, per language. */
  fuzzy: { nl: [], arabizi: [], mc: [] } as Record<PhraseLanguage, Alternative[]>,
  indexed: new Set<number>(),
};

const add = (map: Map<string, number[]>, key: string, id: number) => {
  const ids = map.get(key);
  if (ids) ids.push(id);
  else map.set(key, [id]);
};

function index(alternative: Alternative, language: PhraseLanguage) {
  const { id, key, isPrefix } = alternative;
  if (testIndex.indexed.has(id)) return alternative;
  testIndex.indexed.add(id);
  passedByWord.clear();
  if (alternative.spelt !== undefined) {
    add(testIndex.spelt, alternative.spelt, id);
    return alternative;
  }
  if (alternative.speltInArabic !== undefined) {
    add(testIndex.speltInArabic, alternative.speltInArabic, id);
    testIndex.onlySpeltInArabic.add(id);
  }
  add(isPrefix ? testIndex.start : testIndex.whole, `${language} ${key}`, id);
  if (key.length >= FUZZY_FROM[language]) testIndex.fuzzy[language].push(alternative);
  if (language === 'nl' && !isPrefix && consonants(key).length >= 3)
    add(testIndex.consonants, consonants(key), id);
  return alternative;
}

/**
 * testsPassedBy(), remembered: the same words come back in every message, and the fuzzy tests
 * are a pass over every long word of the phrases. Forgotten when a test is added.
 */
const passedByWord = new Map<string, Set<number>>();
function testsPassedBy(token: string, typed: string, language: PhraseLanguage) {
  const word = `${language} ${token} ${typed}`;
  let passed = passedByWord.get(word);
  if (!passed) {
    passed = testsPassedByWord(token, typed, language);
    if (passedByWord.size > 20_000) passedByWord.clear();
    passedByWord.set(word, passed);
  }
  return passed;
}

/** The word tests a token passes, as `wordMatches` decides them for an unstarred token. */
function testsPassedByWord(token: string, typed: string, language: PhraseLanguage) {
  const passed = new Set<number>();
  const isArabic = ARABIC_LETTER.test(typed);
  for (const id of testIndex.spelt.get(speltOf(typed)) ?? []) passed.add(id);
  if (isArabic) for (const id of testIndex.speltInArabic.get(speltOf(typed)) ?? []) passed.add(id);
  if (!token) return passed;
  const pass = (ids: number[] | undefined) => {
    for (const id of ids ?? [])
      if (!(isArabic && testIndex.onlySpeltInArabic.has(id))) passed.add(id);
  };
  for (const form of formsOf(token, language)) {
    pass(testIndex.whole.get(`${language} ${form}`));
    for (let length = 1; length <= form.length; length++)
      pass(testIndex.start.get(`${language} ${form.slice(0, length)}`));
    if (language === 'nl' && form.length >= 3 && !/[aeiouy]/.test(form))
      pass(testIndex.consonants.get(consonants(form)));
    for (const alternative of testIndex.fuzzy[language]) {
      const { key } = alternative;
      const isOneOff = alternative.isPrefix
        ? [key.length - 1, key.length, key.length + 1].some((length) =>
            isOneLetterOff(form.slice(0, length), key),
          )
        : form.length >= FUZZY_FROM[language] && isOneLetterOff(form, key);
      if (isOneOff) pass([alternative.id]);
    }
  }
  return passed;
}

/** Per message and reading: the tests each token passes, worked out when first asked. */
const passedTests = new WeakMap<Reading, Map<PhraseLanguage, (Set<number> | undefined)[]>>();
/**
 * Whether a phrase may occur in a message: each word it needs is passed by one of its tokens.
 * Most phrases' are not, and they need not be tried at each token. Starred tokens are tried
 * anyway.
 */
function mayOccur(phrase: Phrase, target: Target) {
  if (target.starred.size || !phrase.requires.length) return true;
  const { anywhere, firstNeedMet } = (target.anywhere ??= testsAnywhereIn(target));
  // A phrase compiled after the message was read is not marked either way.
  if (phrase.number < firstNeedMet.length && !firstNeedMet[phrase.number]) return false;
  // Loops, not every/some with closures: this runs for each phrase of each set, per message.
  for (const tests of phrase.requires) {
    let isMet = false;
    for (const test of tests)
      if (anywhere.has(test)) {
        isMet = true;
        break;
      }
    if (!isMet) return false;
  }
  return true;
}

/** The tests any token of the message passes, in the target's reading. */
function testsAnywhereIn(target: Target) {
  const anywhere = new Set<number>();
  for (let at = 0; at < target.keys.length; at++) {
    const passed = (target.passed[at] ??= testsPassedBy(
      target.keys[at]!,
      target.tokens[at]!,
      target.language,
    ));
    for (const id of passed) anywhere.add(id);
  }
  const firstNeedMet = new Uint8Array(phraseCount);
  for (const test of anywhere)
    for (const number of phrasesByFirstNeed.get(test) ?? []) firstNeedMet[number] = 1;
  return { anywhere, firstNeedMet };
}

/** Whether an alternative matches the token at `at`, worked out once per message. */
function matchesAt(alternative: Alternative, at: number, target: Target) {
  if (!target.starred.has(at)) {
    const passed =
      target.passed[at] ??
      (target.passed[at] = testsPassedBy(target.keys[at]!, target.tokens[at]!, target.language));
    return passed.has(alternative.id);
  }
  // Word tests once worked out for this message's starred tokens.
  const known = knownOf(target.reading);
  const cell = alternative.id * target.keys.length + at;
  if (known[cell] === 0)
    known[cell] = wordMatches(
      target.keys[at]!,
      target.tokens[at]!,
      alternative,
      target.language,
      true,
    )
      ? 1
      : -1;
  return known[cell] === 1;
}

/** Whether any of a word's alternatives matches the token at `at` (a loop: no closure per try). */
function matchesAnyAt(alternatives: Alternative[], at: number, target: Target) {
  for (const alternative of alternatives) if (matchesAt(alternative, at, target)) return true;
  return false;
}

/**
 * The end of a match of pieces[from…] starting at token `at`, or -1; `then` continues the
 * match after a group's sequence (the rest of the phrase around it).
 */
function matchFrom(
  pieces: Piece[],
  from: number,
  at: number,
  target: Target,
  then?: (end: number) => number,
): number {
  if (from === pieces.length) return then ? then(at) : at;
  const piece = pieces[from]!;
  const { keys, masked } = target;
  if (piece.kind === 'gap') {
    for (let skip = 0; skip <= piece.max && at + skip <= keys.length; skip++) {
      const end = matchFrom(pieces, from + 1, at + skip, target, then);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (piece.kind === 'end')
    return at === keys.length ? matchFrom(pieces, from + 1, at, target, then) : -1;
  if (piece.kind === 'group') {
    for (const alternative of piece.alternatives) {
      // An unnamed continuation: a named one is wrapped by the TypeScript loader on every call.
      const end = matchFrom(alternative, 0, at, target, (groupEnd) =>
        matchFrom(pieces, from + 1, groupEnd, target, then),
      );
      if (end >= 0) return end;
    }
    return -1;
  }
  const isOptional = piece.kind === 'word' && piece.isOptional;
  if (at < keys.length && !masked.has(at)) {
    const isHit =
      piece.kind === 'number'
        ? /^\d+(?:[.,]\d+)?(?:k|u|e|€|euro|kg|km)?$/i.test(target.tokens[at]!)
        : matchesAnyAt(piece.alternatives, at, target);
    if (isHit) {
      const end = matchFrom(pieces, from + 1, at + 1, target, then);
      if (end >= 0) return end;
    }
  }
  return isOptional ? matchFrom(pieces, from + 1, at, target, then) : -1;
}

const readingOf = (reading: Reading, language: PhraseLanguage) =>
  language === 'nl' ? reading.dutch : language === 'arabizi' ? reading.arabizi : reading.arabic;

/** Every distinct word test of every phrase set, numbered: a message keeps one table of them. */
const tests = new Map<string, number>();
const testNumber = (test: string) => {
  let number = tests.get(test);
  if (number === undefined) tests.set(test, (number = tests.size));
  return number;
};

/**
 * The word tests already worked out for a message (0 unknown, 1 yes, -1 no), per test and
 * token: many phrases share words, and a message is read once for all of them.
 */
const knownTests = new WeakMap<Reading, Int8Array>();
function knownOf(reading: Reading) {
  let known = knownTests.get(reading);
  if (!known || known.length < tests.size * reading.tokens.length) {
    known = new Int8Array(tests.size * reading.tokens.length);
    knownTests.set(reading, known);
  }
  return known;
}

/**
 * The targets of the latest look at a message: the crisis rules look at one message with the
 * same masked tokens through some hundred phrase sets, which share what each works out.
 */
let latestLook:
  | { reading: Reading; masked: Set<number>; targets: Partial<Record<PhraseLanguage, Target>> }
  | undefined;

function targetOf(reading: Reading, masked: Set<number>, language: PhraseLanguage): Target {
  if (latestLook?.reading !== reading || latestLook.masked !== masked)
    latestLook = { reading, masked, targets: {} };
  return (latestLook.targets[language] ??= {
    tokens: reading.tokens,
    keys: readingOf(reading, language),
    language,
    masked,
    starred: reading.starred,
    reading,
    passed: passedOf(reading, language),
  });
}

/** Nothing set aside: the default of a look, one object so that looks share their targets. */
const NOTHING_MASKED: ReadonlySet<number> = new Set<number>();

function passedOf(reading: Reading, language: PhraseLanguage) {
  let byLanguage = passedTests.get(reading);
  if (!byLanguage) passedTests.set(reading, (byLanguage = new Map()));
  let passed = byLanguage.get(language);
  if (!passed) byLanguage.set(language, (passed = []));
  return passed;
}

/** A compiled list of phrases, in any of the three ways of writing. */
export function phraseSet(lists: PhraseLists, strictness: Strictness = 'finds') {
  const phrases = (Object.entries(lists) as [PhraseLanguage, string[]][]).flatMap(
    ([language, texts]) => texts.map((text) => compile(text, language, strictness)),
  );
  const languages = [...new Set(phrases.map((phrase) => phrase.language))];

  /** The message as each way of writing reads it, for one look (with its masked tokens). */
  const targetsOf = (reading: Reading, masked: Set<number>) => {
    const targets = {} as Record<PhraseLanguage, Target>;
    for (const language of languages) targets[language] = targetOf(reading, masked, language);
    return targets;
  };

  /** The first place a phrase occurs, skipping masked tokens. */
  const occurrence = (phrase: Phrase, target: Target) => {
    if (!mayOccur(phrase, target)) return null;
    const [first] = phrase.pieces;
    const mustStartWithWord = first?.kind === 'word' && !first.isOptional;
    for (let start = 0; start < target.keys.length; start++) {
      // Tried only where its first word is: the same answer as matchFrom's first step, sooner.
      if (mustStartWithWord && !matchesAnyAt(first.alternatives, start, target)) continue;
      const end = matchFrom(phrase.pieces, 0, start, target);
      if (end > start) return { phrase: phrase.text, language: phrase.language, start, end };
    }
    return null;
  };

  /** Every phrase that occurs (its first place), skipping masked tokens. */
  function findAll(reading: Reading, masked = NOTHING_MASKED as Set<number>): PhraseMatch[] {
    const targets = targetsOf(reading, masked);
    return phrases.flatMap((phrase) => occurrence(phrase, targets[phrase.language]) ?? []);
  }

  return {
    findAll,
    /** The first phrase that occurs, if any. */
    find(reading: Reading, masked = NOTHING_MASKED as Set<number>): PhraseMatch | null {
      const targets = targetsOf(reading, masked);
      for (const phrase of phrases) {
        const match = occurrence(phrase, targets[phrase.language]);
        if (match) return match;
      }
      // Letters typed apart ("z e l f m o o r d", "i k w i l d o o d"): the phrase over the
      // message without spaces.
      if (reading.isEvasive) {
        // Set-aside words stay out of it too.
        const squashed = reading.squashed.filter((_, i) => !masked.has(i)).join('');
        for (const phrase of phrases) {
          if (phrase.squashed.test(squashed))
            return { phrase: phrase.text, language: phrase.language, start: 0, end: 0 };
        }
      }
      return null;
    },
  };
}

export type PhraseSet = ReturnType<typeof phraseSet>;
