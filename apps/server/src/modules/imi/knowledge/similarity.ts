import MiniSearch, { type SearchResult } from 'minisearch';
import type { Channel } from './terms.ts';

/**
 * Short texts compared by the words they share, weighted by how rare each word is: a question
 * and a way of asking it, or a question and a passage. Each channel (see terms.ts) has its own
 * index; MiniSearch finds the candidates (allowing a typo in longer words and a stem's
 * endings), and the score says how much of the question and of the text the shared words are.
 */
export interface Document {
  id: string;
  /** Which answer or passage the text belongs to. */
  owner: string;
  /** The text's search terms in the channel. */
  terms: string[];
  /** Less than 1 for texts that say more than they ask (an answer, a card). */
  weight: number;
}

export interface Scored {
  owner: string;
  /** 0–1: how much of the question the text covers and how much of the text the question. */
  score: number;
  /** The question's terms the text has (a typo or stem of them counts). */
  matched: string[];
}

/** How much the question's own words beside the matched ones lower the score (0–1). */
const QUESTION_COVERAGE_WEIGHT = 0.35;

const typoAllowance = (term: string) => (term.length >= 5 ? 1 : 0);

/**
 * How texts are compared: a way of asking must be wholly in the question (`asking`); a passage
 * must hold most of the question, however much more it says (`passage`).
 */
export type Comparison = 'asking' | 'passage';

export function similarityIndex(documents: Document[], comparison: Comparison = 'asking') {
  const frequency = new Map<string, number>();
  for (const doc of documents)
    for (const term of new Set(doc.terms)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const count = Math.max(1, documents.length);
  /** How much a term says: rare terms say more; a term never seen says the most. */
  const rarity = (term: string) => Math.log(1 + count / (frequency.get(term) ?? 0.5));
  const byId = new Map(documents.map((doc) => [doc.id, doc]));

  const index = new MiniSearch<Document & { text: string }>({
    fields: ['text'],
    storeFields: [],
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
  });
  index.addAll(documents.map((doc) => ({ ...doc, text: doc.terms.join(' ') })));

  const weightOf = (terms: string[]) => terms.reduce((sum, t) => sum + rarity(t), 0);

  return {
    /** Whether a term occurs in any text of the index. */
    knows: (term: string) => frequency.has(term),

    /** The best text per owner for a question's terms, best first. */
    search(queryTerms: string[], limit = 8): Scored[] {
      if (queryTerms.length === 0) return [];
      const results: SearchResult[] = index.search(queryTerms.join(' '), {
        combineWith: 'OR',
        fuzzy: (term) => typoAllowance(term) || false,
        prefix: (term) => term.length >= 4,
        maxFuzzy: 1,
      });
      const questionWeight = weightOf(queryTerms);
      const best = new Map<string, Scored>();
      for (const result of results.slice(0, 60)) {
        const doc = byId.get(result.id as string)!;
        // A query term counts for the rarer of itself and the text's word it matched.
        const matched = result.queryTerms.filter((t) => queryTerms.includes(t));
        const covered = weightOf(matched) / questionWeight;
        const textCovered = Math.min(1, weightOf(result.terms) / weightOf(doc.terms));
        // What counts most is that a way of asking is wholly in the question; a learner wraps
        // it in words of their own ("mn vriendin zegt …, klopt dat"), which count a little.
        const score =
          comparison === 'passage'
            ? doc.weight * covered
            : doc.weight * textCovered * covered ** QUESTION_COVERAGE_WEIGHT;
        const previous = best.get(doc.owner);
        if (!previous || score > previous.score)
          best.set(doc.owner, { owner: doc.owner, score, matched });
      }
      return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}

export type SimilarityIndex = ReturnType<typeof similarityIndex>;
export type ChannelIndexes = Partial<Record<Channel, SimilarityIndex>>;
