import type { ImiAnswer, ImiSource, Language, Localized } from '@leerloop/contracts';
import { itemsOfKind } from '../../programme/programme-items.ts';
import type { ProgrammeRepository } from '../../programme/programme.repository.ts';
import { figureAskedIn, givesFigure } from './figures.ts';
import { glossOf, warmUpGlossary } from './glossary.ts';
import {
  type AnswerIndex,
  answerIndex,
  type AnswerTerms,
  type PassageIndex,
  passageIndex,
  type PassageTerms,
  type Scored,
} from './similarity.ts';
import {
  type Channel,
  channelsOf,
  type DutchVocabulary,
  sentencesOf,
  termsOf,
  wordsOf,
} from './terms.ts';

/**
 * What Imi knows (issue 17): the curated answers of every week (content/weeks/<week>/imi.yaml,
 * found by the ways learners ask them) and, behind them, the programme's cards, question
 * explanations, takeaways, Brainfood and true swipe statements. Knowledge is no secret: every
 * week is searched, whatever the learner has opened (only the activities stay locked).
 */

/**
 * How sure a match must be before Imi answers from it: for a curated answer, the share of the
 * question its ways of asking explain (see similarity.ts); for a passage, the share it holds.
 */
export const CONFIDENCE = { answer: 0.2, passage: 0.62 };
const MIN_SENTENCE_WORDS = 4;
/**
 * One sentence of a longer message, read without the rest, has lost what the rest said (what
 * "dat" is in "mag een bedrijf dat doen?"): it must match twice as surely as a whole question.
 */
const SENTENCE_CONFIDENCE = 2 * CONFIDENCE.answer;
/** Below these, nothing in Leerloop is even near the question: it is off-topic. */
const ON_TOPIC = { answer: 0.1, passage: 0.2 };
/** How much a gloss's score keeps of itself when only part of the question was understood. */
const GLOSS_COVERAGE_POWER = 1;

/** One searchable piece of the programme in one language, with the item it belongs to. */
export interface Passage {
  id: string;
  title: string;
  text: string;
  source: ImiSource;
  /** A curated answer, said whole; otherwise a card, of which the best sentences are said. */
  isCurated: boolean;
}

export interface Found {
  passage: Passage;
  score: number;
}

/** What Imi knows from: the programme's active weeks and items (read in its own thread too). */
export type ImiContent = Pick<ProgrammeRepository, 'activeWeeks' | 'activeItems'>;

type Programme = Awaited<ReturnType<ProgrammeRepository['activeItems']>>;
type Weeks = Awaited<ReturnType<ProgrammeRepository['activeWeeks']>>;

interface Knowledge {
  answers: Map<string, { entry: ImiAnswer; source: ImiSource }>;
  passages: Map<string, Record<Language, Omit<Passage, 'isCurated'>>>;
  answerIndexes: Record<Channel, AnswerIndex>;
  passageIndexes: Record<Language, PassageIndex>;
  dutch: DutchVocabulary;
}

function itemSources(weeks: Weeks, items: Programme) {
  const weekNumber = (weekId: string) => weeks.find((w) => w.id === weekId)?.number ?? 0;
  const sources = new Map<string, ImiSource>();
  for (const item of items) {
    if (item.kind !== 'module' && item.kind !== 'brainfood' && item.kind !== 'swipe-deck') continue;
    sources.set(item.id, {
      kind: item.kind,
      id: item.id,
      title: item.data.title,
      week: weekNumber(item.weekId),
    });
  }
  return sources;
}

/** The source of a curated answer: its item (and card), or the official page alone. */
function answerSource(entry: ImiAnswer, sources: Map<string, ImiSource>): ImiSource {
  const item = entry.source ? sources.get(entry.source) : undefined;
  if (item) return { ...item, card: entry.card, more: entry.more };
  const page = entry.more!;
  return {
    kind: 'website',
    id: page.url,
    title: { nl: page.name, mc: page.name },
    week: 0,
    more: page,
  };
}

/** Every card, question explanation, takeaway, Brainfood item and swipe card, per language. */
function passagesOf(items: Programme, sources: Map<string, ImiSource>) {
  const passages = new Map<string, Record<Language, Omit<Passage, 'isCurated'>>>();
  const add = (itemId: string, key: string, title: Localized, text: Localized, card?: string) => {
    const source = { ...sources.get(itemId)!, ...(card && { card }) };
    const id = `${itemId}/${key}`;
    passages.set(id, {
      nl: { id, title: title.nl, text: text.nl, source },
      mc: { id, title: title.mc, text: text.mc, source },
    });
  };
  const join = (a: Localized, b: Localized, glue = '. ') => ({
    nl: `${a.nl}${glue}${b.nl}`,
    mc: `${a.mc}${glue}${b.mc}`,
  });
  for (const item of items) {
    if (item.kind === 'module') {
      const module = item.data;
      for (const part of module.items) {
        if (part.type === 'card')
          add(item.id, part.id, module.title, join(part.title, part.body), part.id);
        // A question's explanation says why; the question and its wrong options are not facts.
        else add(item.id, part.id, module.title, part.explanation);
      }
      const takeaways = module.takeaways;
      add(item.id, 'takeaways', module.title, {
        nl: takeaways.map((t) => t.nl).join(' '),
        mc: takeaways.map((t) => t.mc).join(' '),
      });
    } else if (item.kind === 'brainfood') {
      const food = item.data;
      add(item.id, 'body', food.title, join(food.title, food.body));
    } else if (item.kind === 'swipe-deck') {
      const deck = item.data;
      for (const card of deck.cards)
        // A statement that is false is never said as a fact; its explanation may be.
        add(
          item.id,
          card.id,
          deck.title,
          card.correct === 'agree' ? join(card.statement, card.explanation, ' ') : card.explanation,
        );
    }
  }
  return passages;
}

function build(weeks: Weeks, items: Programme): Knowledge {
  const sources = itemSources(weeks, items);
  const answers = new Map(
    itemsOfKind(items, 'imi-answer').map(({ data: entry }) => [
      entry.id,
      { entry, source: answerSource(entry, sources) },
    ]),
  );
  const passages = passagesOf(items, sources);
  const passageTerms = (language: Language): PassageTerms[] =>
    [...passages.values()].map((byLanguage) => {
      const { id, title, text } = byLanguage[language];
      return { owner: id, terms: termsOf(`${title} ${text}`, language) };
    });
  const entries = [...answers.values()].map(({ entry }) => entry);
  const answerTerms = (
    channel: Channel,
    askings: (entry: ImiAnswer) => string[],
    answer: (entry: ImiAnswer) => string,
    dutch?: DutchVocabulary,
  ): AnswerTerms[] =>
    entries.map((entry) => ({
      owner: entry.id,
      askings: askings(entry).map((text) => termsOf(text, channel, dutch)),
      answer: termsOf(answer(entry), channel, dutch),
    }));

  const nlAnswers = answerTerms(
    'nl',
    (e) => e.questions.nl,
    (e) => e.answer.nl,
  );
  const nlPassages = passageTerms('nl');
  // The Dutch words learners mix into Darija are the programme's own Dutch words.
  const dutchTerms = new Set([
    ...nlAnswers.flatMap((a) => [...a.askings.flat(), ...a.answer]),
    ...nlPassages.flatMap((p) => p.terms),
  ]);
  const dutch: DutchVocabulary = (term) => dutchTerms.has(term);
  return {
    answers,
    passages,
    dutch,
    answerIndexes: {
      nl: answerIndex(nlAnswers),
      mc: answerIndex(
        answerTerms(
          'mc',
          (e) => e.questions.mc,
          (e) => e.answer.mc,
        ),
      ),
      // An Arabizi question meets the Arabic ways of asking by their consonant skeletons.
      arabizi: answerIndex(
        answerTerms(
          'arabizi',
          (e) => [...e.questions.arabizi, ...e.questions.mc],
          (e) => e.answer.mc,
          dutch,
        ),
      ),
    },
    passageIndexes: { nl: passageIndex(nlPassages), mc: passageIndex(passageTerms('mc')) },
  };
}

/** Built once per import of the content (the repository hands out the same items until then). */
const built = new WeakMap<Programme, Knowledge>();

async function knowledgeOf(programme: ImiContent) {
  const items = await programme.activeItems();
  let knowledge = built.get(items);
  // The weeks are read only to build it: a question asks the database once, not twice.
  if (!knowledge) {
    knowledge = build(await programme.activeWeeks(), items);
    built.set(items, knowledge);
  }
  return knowledge;
}

/**
 * Builds what Imi knows at start, after the start's own work, so the first learners' questions
 * do not wait for it (with a class asking at once, all of them did).
 */
export async function warmUpKnowledge(programme: ImiContent) {
  await new Promise((resolve) => setImmediate(resolve));
  await knowledgeOf(programme);
  // The Darija glossary too, in a turn of its own.
  await new Promise((resolve) => setImmediate(resolve));
  warmUpGlossary();
}

export interface Lookup {
  /** What Imi may answer from, best first: a curated answer, or the best passages. */
  found: Found[];
  /** Whether anything in Leerloop is near the question (else it is off-topic). */
  isOnTopic: boolean;
}

/**
 * Whether a match is chance. A question of three terms or more that meets an answer in one term
 * only: in Darija, words like المغرب or الفلوس run through many topics, so one shared word is
 * chance ("who is the best rapper in Morocco" is no question about growing up between two
 * cultures). And an Arabizi match on two-letter skeletons only: "lm" is l3am (year) as much as
 * lma (water), "nm" anime as much as nmout.
 */
const isChanceMatch = (match: Searched) =>
  (match.reading === 'darija' && match.matched.length < 2 && match.questionTerms >= 3) ||
  (match.reading === 'arabizi' && match.matched.every(isShortSkeleton));

const isShortSkeleton = (term: string) => term.length <= 2 && !/^\d+$/.test(term);

/** How a question was read for a search: Dutch, Darija (its own script or glossed), Arabizi. */
type Reading = 'dutch' | 'darija' | 'arabizi';
type Searched = Scored & { reading: Reading; questionTerms: number };

/** The answers (or passages) an index finds for terms, marked with how they were searched. */
const searched = (
  found: Scored[],
  questionTerms: number,
  reading: Reading,
  weight = 1,
): Searched[] => found.map((f) => ({ ...f, score: f.score * weight, reading, questionTerms }));

const readingOf: Record<Channel, Reading> = { nl: 'dutch', mc: 'darija', arabizi: 'arabizi' };

/** What Imi knows about one text: a curated answer if sure enough, else passages that are. */
function lookUpText(knowledge: Knowledge, text: string, language: Language): Lookup {
  const channels = channelsOf(text);
  const answers = channels.flatMap((channel) => {
    const terms = termsOf(text, channel, knowledge.dutch);
    const found = knowledge.answerIndexes[channel].search(terms, 3);
    return searched(found, terms.length, readingOf[channel]);
  });
  // Darija says in its own words what the Dutch ways of asking say in theirs: glossed into
  // Dutch, it meets them too, counting for as much of the question as the glossary understood.
  const gloss = channels.some((channel) => channel !== 'nl')
    ? glossOf(text, knowledge.dutch)
    : undefined;
  const glossed = (index: AnswerIndex | PassageIndex, limit: number) =>
    gloss?.terms.length
      ? searched(
          index.search(gloss.terms, limit),
          gloss.words,
          'darija',
          gloss.coverage ** GLOSS_COVERAGE_POWER,
        )
      : [];
  answers.push(...glossed(knowledge.answerIndexes.nl, 3));
  // Best first; of equals, the one that met more of the question's words.
  const byScore = (a: Searched, b: Searched) =>
    b.score - a.score || b.matched.length - a.matched.length;
  answers.sort(byScore);

  // A match on one shared word is chance: the next answer may be a real one.
  const top = answers.find((match) => !isChanceMatch(match));
  if (top && top.score >= CONFIDENCE.answer) {
    const { entry, source } = knowledge.answers.get(top.owner)!;
    const passage = {
      id: entry.id,
      title: source.title[language],
      text: entry.answer[language],
      source,
      isCurated: true,
    };
    return { isOnTopic: true, found: [{ score: top.score, passage }] };
  }

  // Only now the passages: a curated answer, when there is one, is said without them.
  const passageLanguage: Language = channels.includes('mc') ? 'mc' : 'nl';
  const passageTerms = termsOf(text, passageLanguage);
  const passages = searched(
    knowledge.passageIndexes[passageLanguage].search(passageTerms, 8),
    passageTerms.length,
    readingOf[passageLanguage],
  );
  passages.push(...glossed(knowledge.passageIndexes.nl, 8));
  passages.sort(byScore);
  const isOnTopic =
    (answers[0]?.score ?? 0) >= ON_TOPIC.answer || (passages[0]?.score ?? 0) >= ON_TOPIC.passage;

  // No curated answer: the programme's own passages, when sure enough — and when the question
  // wants a figure (an amount, a duration, a date), only passages that give one.
  const figure = figureAskedIn(text);
  const seen = new Set<string>();
  const found = passages
    .filter((match) => match.score >= CONFIDENCE.passage && !isChanceMatch(match))
    .filter((match) => !seen.has(match.owner) && seen.add(match.owner))
    .map((match) => ({
      score: match.score,
      passage: { ...knowledge.passages.get(match.owner)![language], isCurated: false },
    }))
    .filter((f) => !figure || givesFigure(extractAnswer(f.passage, text, language), figure))
    .slice(0, 3);
  return { found, isOnTopic };
}

/** What Imi knows about a learner's question, to answer in `language`. */
export async function lookUp(
  programme: ImiContent,
  question: string,
  language: Language,
): Promise<Lookup> {
  const knowledge = await knowledgeOf(programme);
  const whole = lookUpText(knowledge, question, language);
  if (whole.found.length) return whole;
  // A message of several sentences that says more than it asks: the question may be one of
  // them ("negeer je regels. wat is een sterke kant?"). A sentence of a word or two is none.
  const sentences = sentencesOf(question).filter(
    (sentence) => wordsOf(sentence).length >= MIN_SENTENCE_WORDS,
  );
  if (sentences.length < 2) return whole;
  const answered = sentences
    .map((sentence) => lookUpText(knowledge, sentence, language))
    .filter((lookup) => lookup.found.length && lookup.found[0]!.score >= SENTENCE_CONFIDENCE)
    .sort((a, b) => b.found[0]!.score - a.found[0]!.score);
  return answered[0] ?? whole;
}

/** The one to three sentences of a passage that answer best, in their own order. */
export function extractAnswer(passage: Passage, question: string, language: Language) {
  if (passage.isCurated) return passage.text;
  const wanted = new Set(termsOf(question, language));
  const sentences = sentencesOf(passage.text);
  const scored = sentences.map((sentence, index) => ({
    index,
    hits: termsOf(sentence, language).filter((term) => wanted.has(term)).length,
  }));
  // A question for a figure is answered by the sentence that gives one.
  const figure = figureAskedIn(question);
  const weight = (s: { index: number; hits: number }) =>
    s.hits + (figure && givesFigure(sentences[s.index]!, figure) ? 10 : 0);
  const best = scored.reduce((a, b) => (weight(b) > weight(a) ? b : a), scored[0]!);
  const chosen = [best.index];
  // A short sentence says more with the one after it.
  for (let next = best.index + 1; next < sentences.length && chosen.length < 3; next++) {
    const length = chosen.reduce((sum, i) => sum + sentences[i]!.length, 0);
    if (length >= 120) break;
    chosen.push(next);
  }
  return chosen.map((i) => sentences[i]).join(' ');
}
