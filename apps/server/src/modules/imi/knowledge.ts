import type {
  BrainfoodFile,
  ImiSource,
  Language,
  Localized,
  ModuleFile,
  SwipeDeckFile,
} from '@leerloop/contracts';
import MiniSearch from 'minisearch';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import {
  figureAskedIn,
  givesFigure,
  sentencesOf,
  termOf,
  termsOf,
  wordsOf,
} from './text-processing.ts';

/**
 * How sure retrieval must be before Imi answers: half the question's meaningful words in the
 * passage and a score that is more than a lucky single hit. Tuned on the evaluation set
 * (eval/questions.yaml; `npm run bench` prints the hit rate).
 */
export const CONFIDENCE = { coverage: 0.5, score: 6 };
/** A module or Brainfood item says more than a swipe statement's one line. */
const KIND_WEIGHT = { module: 1.1, brainfood: 1.1, 'swipe-deck': 1 } as const;

/** One searchable piece of the programme in one language, with the item it belongs to. */
export interface Passage {
  id: string;
  title: string;
  text: string;
  source: ImiSource;
}

type Items = Awaited<ReturnType<ProgrammeRepository['activeItems']>>;
type Weeks = Awaited<ReturnType<ProgrammeRepository['activeWeeks']>>;
type BrainfoodItem = BrainfoodFile['items'][number];

/** The passages of every module card and question, Brainfood item and swipe statement. */
function passagesOf(weeks: Weeks, items: Items, language: Language): Passage[] {
  const weekNumber = (weekId: string) => weeks.find((w) => w.id === weekId)?.number ?? 0;
  return items.flatMap((item): Passage[] => {
    const week = weekNumber(item.weekId);
    const passage = (key: string, title: Localized, text: string) => ({
      id: `${item.id}/${key}/${language}`,
      title: title[language],
      text,
      source: { kind: item.kind, id: item.id, title, week } as ImiSource,
    });
    if (item.kind === 'module') {
      const module = item.data as ModuleFile;
      return [
        ...module.items.map((part) =>
          part.type === 'card'
            ? passage(part.id, module.title, `${part.title[language]}. ${part.body[language]}`)
            : passage(part.id, module.title, part.explanation[language]),
        ),
        passage(
          'takeaways',
          module.title,
          module.takeaways.map((takeaway) => takeaway[language]).join(' '),
        ),
      ];
    }
    if (item.kind === 'brainfood') {
      const food = item.data as BrainfoodItem;
      return [passage('body', food.title, `${food.title[language]}. ${food.body[language]}`)];
    }
    if (item.kind === 'swipe-deck') {
      const deck = item.data as SwipeDeckFile;
      return deck.cards.map((card) =>
        passage(card.id, deck.title, `${card.statement[language]} ${card.explanation[language]}`),
      );
    }
    return [];
  });
}

export interface Found {
  passage: Passage;
  /** Share of the question's meaningful words found in the passage, 0–1. */
  coverage: number;
  score: number;
}

/**
 * A search index per language over the programme, built once per import of the content (the
 * programme repository hands out the same parsed items until the content changes).
 */
const indexes = new WeakMap<Items, Record<Language, MiniSearch<Passage>>>();

function indexesOf(weeks: Weeks, items: Items) {
  const cached = indexes.get(items);
  if (cached) return cached;
  const build = (language: Language) => {
    const index = new MiniSearch<Passage>({
      fields: ['title', 'text'],
      storeFields: ['title', 'text', 'source'],
      tokenize: wordsOf,
      processTerm: (word) => termOf(word, language),
      searchOptions: { boost: { title: 1.5 }, prefix: (term) => term.length >= 5 },
    });
    index.addAll(passagesOf(weeks, items, language));
    return index;
  };
  const built = { nl: build('nl'), mc: build('mc') };
  indexes.set(items, built);
  return built;
}

/** The best passages for a question, from the open weeks only. */
export async function search(
  programme: ProgrammeRepository,
  question: string,
  language: Language,
  openWeeks: Set<number>,
  limit = 3,
): Promise<Found[]> {
  const [weeks, items] = await Promise.all([programme.activeWeeks(), programme.activeItems()]);
  const queryTerms = termsOf(question, language);
  if (queryTerms.length === 0) return [];
  const results = indexesOf(weeks, items)[language].search(question, {
    filter: (result) => openWeeks.has((result.source as ImiSource).week),
  });
  return results
    .map((result) => {
      const source = result.source as ImiSource;
      return {
        passage: {
          id: result.id as string,
          title: result.title as string,
          text: result.text as string,
          source,
        },
        coverage: result.queryTerms.length / queryTerms.length,
        score: result.score * KIND_WEIGHT[source.kind],
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/**
 * The passages Imi may answer from, best first: sure enough, and — when the question asks for
 * a figure (an amount, a duration, a date) — ones that give one. Empty: Imi does not know.
 */
export async function answerablePassages(
  programme: ProgrammeRepository,
  question: string,
  language: Language,
  openWeeks: Set<number>,
) {
  const figure = figureAskedIn(question);
  const found = await search(programme, question, language, openWeeks, 8);
  return found
    .filter((f) => f.coverage >= CONFIDENCE.coverage && f.score >= CONFIDENCE.score)
    .filter((f) => !figure || givesFigure(extractAnswer(f.passage, question, language), figure))
    .slice(0, 3);
}

/** The one to three sentences of a passage that answer best, in their own order. */
export function extractAnswer(passage: Passage, question: string, language: Language) {
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
