import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arabiziSkeletonOf, type DutchVocabulary, termOf, termsOf, wordsOf } from './terms.ts';
import { readYaml } from '../../../lib/read-yaml.ts';

/**
 * Darija read as Dutch search words (darija-glossary.yaml). Each curated answer has some twenty
 * Dutch ways of asking it and a handful in Darija, so a Darija or Arabizi question that says the
 * same in other words misses; glossed, it meets the Dutch ones ("ch7al khassni n7et f lepargne"
 * → hoeveel, sparen).
 */
interface GlossaryEntry {
  nl: string;
  mc: string[];
  arabizi: string[];
}

type DarijaChannel = 'mc' | 'arabizi';

/** Terms of a phrase in a channel, joined: the key it is found by. */
const keyOf = (terms: string[]) => terms.join(' ');

/** The longest glossary phrase, in words. */
const LONGEST_PHRASE = 4;

/** Arabizi skeletons shorter than this stand for too many words to gloss ("kl": kla, kol). */
const SHORTEST_ARABIZI_KEY = 3;

/** A word as the glossary reads it: its term, and in Arabizi its whole skeleton too. */
const readingsOf = (word: string, channel: DarijaChannel) => ({
  term: termOf(word, channel),
  whole: channel === 'arabizi' ? arabiziSkeletonOf(word) : termOf(word, channel),
});

type Glossary = Record<DarijaChannel, Map<string, Set<string>>>;

/**
 * The glossary by key, twice: by the phrases' terms (stems), and by their whole words, which is
 * tried first so that two words whose stems meet keep their own meanings.
 */
function loadGlossary(file = join(import.meta.dirname, 'darija-glossary.yaml')) {
  const entries = readYaml(readFileSync(file, 'utf8')) as GlossaryEntry[];
  const byStem: Glossary = { mc: new Map(), arabizi: new Map() };
  const byWhole: Glossary = { mc: new Map(), arabizi: new Map() };
  const add = (map: Map<string, Set<string>>, key: string, dutch: string[]) => {
    const glosses = map.get(key) ?? new Set<string>();
    dutch.forEach((term) => glosses.add(term));
    map.set(key, glosses);
  };
  for (const entry of entries) {
    const dutch = termsOf(entry.nl, 'nl');
    if (!dutch.length) continue;
    for (const channel of ['mc', 'arabizi'] as const)
      for (const phrase of entry[channel] ?? []) {
        const readings = wordsOf(String(phrase)).map((word) => readingsOf(word, channel));
        const terms = [...new Set(readings.flatMap((r) => r.term ?? []))];
        if (!terms.length) continue;
        if (channel === 'arabizi' && terms.length === 1 && terms[0]!.length < SHORTEST_ARABIZI_KEY)
          continue;
        add(byStem[channel], keyOf(terms), dutch);
        const whole = readings.flatMap((r) => (r.term ? (r.whole ?? []) : []));
        add(byWhole[channel], keyOf(whole), dutch);
      }
  }
  return { byStem, byWhole };
}

let loadedGlossary: ReturnType<typeof loadGlossary> | undefined;

/** Reads the glossary now, not at the first Darija question (which then waited for it). */
export function warmUpGlossary() {
  return (loadedGlossary ??= loadGlossary());
}

export interface Gloss {
  /** The Dutch search terms the question says. */
  terms: string[];
  /** The share of the question's words that were understood (0–1). */
  coverage: number;
  /** The question's words that mean something (its stop words left out). */
  words: number;
}

const ARABIC = /[\u0600-\u06FF]/;
/** A Latin word that may be Dutch mixed in: three characters or more, a letter among them ("2fa"). */
const LATIN_WORD = /^(?=.*[a-z])[a-z0-9]{3,}$/i;

/**
 * A Darija (Arabic script) or Arabizi question as Dutch search terms: the longest glossary
 * phrase at each place, Arabic-script words by their Darija terms and Latin ones (Arabizi, the
 * French it borrows) by their skeletons; a Dutch word the learner mixed in stays itself.
 */
export function glossOf(text: string, dutch?: DutchVocabulary): Gloss {
  const glossary = warmUpGlossary();
  const words = wordsOf(text).flatMap((word) => {
    const channel: DarijaChannel = ARABIC.test(word) ? 'mc' : 'arabizi';
    const { term, whole } = readingsOf(word, channel);
    const asDutch = channel === 'arabizi' && LATIN_WORD.test(word) ? termOf(word, 'nl') : null;
    const mixedIn = asDutch && dutch?.(asDutch) ? asDutch : null;
    return term || mixedIn ? [{ term, whole, channel, mixedIn }] : [];
  });
  const found = new Set<string>();
  let understood = 0;
  for (let i = 0; i < words.length;) {
    const { channel, mixedIn } = words[i]!;
    let glosses: Set<string> | undefined;
    let step = 1;
    for (let length = Math.min(LONGEST_PHRASE, words.length - i); length > 0; length--) {
      const phrase = words.slice(i, i + length);
      // A Dutch word mixed in is read as Dutch, unless it starts a longer glossary phrase.
      if (length === 1 && mixedIn) break;
      if (!phrase.every((w) => w.term && w.channel === channel)) continue;
      glosses =
        glossary.byWhole[channel].get(keyOf(phrase.map((w) => w.whole ?? w.term!))) ??
        glossary.byStem[channel].get(keyOf(phrase.map((w) => w.term!)));
      if (glosses) {
        step = length;
        break;
      }
    }
    if (glosses) glosses.forEach((term) => found.add(term));
    else if (mixedIn) found.add(mixedIn);
    if (glosses || mixedIn) understood += step;
    i += step;
  }
  return {
    terms: [...found],
    coverage: words.length ? understood / words.length : 0,
    words: words.length,
  };
}
