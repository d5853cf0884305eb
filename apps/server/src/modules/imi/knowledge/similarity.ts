import MiniSearch from 'minisearch';

/**
 * A learner's question compared with what Imi knows, by the search terms they share (see
 * terms.ts), each weighted by how rare it is among the answers or passages: a word every
 * answer has says nothing. A question's term also meets a known term with one letter off
 * (in longer words) or one it begins ("stres" → "stress").
 */

export interface Scored {
  owner: string;
  /** 0–1: how much of the question is explained (see each index). */
  score: number;
  /** The question's terms the owner has (a typo or stem of them counts). */
  matched: string[];
}

/** A curated answer in one channel: the terms of each way of asking it, and of the answer. */
export interface AnswerTerms {
  owner: string;
  askings: string[][];
  answer: string[];
}

/** A passage of the programme in one language (a card, a Brainfood item) and its terms. */
export interface PassageTerms {
  owner: string;
  terms: string[];
}

/** The answer text says what it is about a little less surely than a way of asking it. */
const ANSWER_TEXT_WEIGHT = 0.5;
/** A term met through a typo or as a word's beginning counts a little less than itself. */
const NEAR_TERM_WEIGHT = 0.8;
/**
 * How much a term that only some ways of asking an answer have still counts (its share of
 * them, to this power): "lenen" in one of twenty askings says a little, not nothing.
 */
const SHARE_POWER = 0.5;

/**
 * The shortest term that may be one letter off, or a word's beginning: shorter ones are too
 * easily another word (in Arabic script a letter changes the root: "رابور" is not "رابط").
 */
const TYPO_FROM = 6;
const PREFIX_FROM = 4;

/** Rarity of a term among owners: a term never seen says the most. */
function raritiesOf(termsByOwner: Iterable<Iterable<string>>) {
  const owners = new Map<string, number>();
  let count = 0;
  for (const terms of termsByOwner) {
    count++;
    for (const term of new Set(terms)) owners.set(term, (owners.get(term) ?? 0) + 1);
  }
  return {
    knows: (term: string) => owners.has(term),
    rarity: (term: string) => Math.log(1 + Math.max(1, count) / (owners.get(term) ?? 0.5)),
    vocabulary: () => owners.keys(),
  };
}

/** The shortest Dutch word a compound is found by as its head ("vergoeding" in "stagevergoeding"). */
const HEAD_FROM = 5;
const DUTCH_TERM = /^(nl:)?[a-z]+$/;

/**
 * Dutch writes compounds as one word, and the last part says what it is: a "stagevergoeding" is a
 * "vergoeding". A question's term meets the known compounds it is the head of. (The other way, a
 * question's compound meeting its head alone, found more wrong answers than right ones: a
 * "telefoonrekening" is not what a card on "rekening" is about.)
 */
function compoundsOf(vocabulary: string[]) {
  const byHead = new Map<string, string[]>();
  for (const term of vocabulary) {
    if (!DUTCH_TERM.test(term)) continue;
    const prefix = term.startsWith('nl:') ? 3 : 0;
    for (let i = prefix + 3; term.length - i >= HEAD_FROM; i++) {
      const head = term.slice(0, prefix) + term.slice(i);
      byHead.set(head, [...(byHead.get(head) ?? []), term]);
    }
  }
  return (term: string): string[] => byHead.get(term) ?? [];
}

/** The known terms a question's term stands for, each with how surely. */
function nearTerms(vocabulary: Iterable<string>) {
  const index = new MiniSearch<{ id: string; term: string }>({
    fields: ['term'],
    tokenize: (term) => [term],
    processTerm: (term) => term,
  });
  const known = [...vocabulary];
  index.addAll(known.map((term) => ({ id: term, term })));
  const compounds = compoundsOf(known);
  const cache = new Map<string, Map<string, number>>();
  return (term: string) => {
    let near = cache.get(term);
    if (!near) {
      near = new Map([[term, 1]]);
      const results = index.search(term, {
        fuzzy: term.length >= TYPO_FROM ? 1 : 0,
        prefix: term.length >= PREFIX_FROM,
        maxFuzzy: 1,
      });
      for (const { id } of results) if (id !== term) near.set(id as string, NEAR_TERM_WEIGHT);
      for (const compound of compounds(term))
        if (!near.has(compound)) near.set(compound, NEAR_TERM_WEIGHT);
      if (cache.size < 10_000) cache.set(term, near);
    }
    return near;
  };
}

/**
 * Curated answers, each known by every way of asking it: a question scores by how much of it
 * (by rarity) an answer's askings have, each term counting by the share of askings that have
 * it. So the words most askings share decide, and a stray word of one asking says little.
 */
export function answerIndex(answers: AnswerTerms[]) {
  const profiles = answers.map(({ owner, askings, answer }) => {
    const shares = new Map<string, number>();
    for (const terms of askings)
      for (const term of new Set(terms)) shares.set(term, (shares.get(term) ?? 0) + 1);
    for (const term of new Set(answer))
      shares.set(term, (shares.get(term) ?? 0) + ANSWER_TEXT_WEIGHT);
    const total = askings.length + ANSWER_TEXT_WEIGHT;
    for (const [term, count] of shares) shares.set(term, (count / total) ** SHARE_POWER);
    return { owner, shares };
  });
  const { knows, rarity, vocabulary } = raritiesOf(profiles.map((p) => p.shares.keys()));
  const near = nearTerms(vocabulary());
  // The answers that have a term, with its share: a question meets only those, not every answer.
  const holders = new Map<string, { profile: number; share: number }[]>();
  profiles.forEach(({ shares }, profile) => {
    for (const [term, share] of shares) {
      const held = holders.get(term);
      if (held) held.push({ profile, share });
      else holders.set(term, [{ profile, share }]);
    }
  });

  return {
    knows,
    /** The answers that explain most of the question, best first. */
    search(queryTerms: string[], limit = 3): Scored[] {
      const terms = queryTerms.map((term) => ({ term, weight: rarity(term), near: near(term) }));
      const total = terms.reduce((sum, t) => sum + t.weight, 0);
      if (total === 0) return [];
      const explainedBy = new Map<number, { explained: number; matched: string[] }>();
      for (const { term, weight, near } of terms) {
        // Per answer, the surest of the known terms this one stands for.
        const best = new Map<number, number>();
        for (const [known, sureness] of near)
          for (const { profile, share } of holders.get(known) ?? [])
            best.set(profile, Math.max(best.get(profile) ?? 0, sureness * share));
        for (const [profile, sureness] of best) {
          if (!(sureness > 0)) continue;
          const answer = explainedBy.get(profile) ?? { explained: 0, matched: [] };
          answer.matched.push(term);
          answer.explained += weight * sureness;
          explainedBy.set(profile, answer);
        }
      }
      // In the answers' own order before sorting, so that equals stay in it.
      return [...explainedBy]
        .sort(([a], [b]) => a - b)
        .map(([profile, { explained, matched }]) => ({
          owner: profiles[profile]!.owner,
          score: explained / total,
          matched,
        }))
        .filter((scored) => scored.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

/**
 * The programme's passages: a passage scores by how much of the question (by rarity) it holds,
 * however much more it says.
 */
export function passageIndex(passages: PassageTerms[]) {
  const { knows, rarity, vocabulary } = raritiesOf(passages.map((p) => p.terms));
  const near = nearTerms(vocabulary());
  const byOwner = new Map(passages.map((p) => [p.owner, new Set(p.terms)]));
  const index = new MiniSearch<{ id: string; text: string }>({
    fields: ['text'],
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
  });
  index.addAll(passages.map((p) => ({ id: p.owner, text: p.terms.join(' ') })));

  return {
    knows,
    /** The passages that hold most of the question, best first. */
    search(queryTerms: string[], limit = 8): Scored[] {
      const total = queryTerms.reduce((sum, term) => sum + rarity(term), 0);
      if (total === 0) return [];
      const candidates = index.search(queryTerms.join(' '), {
        combineWith: 'OR',
        fuzzy: (term) => (term.length >= TYPO_FROM ? 1 : 0) || false,
        prefix: (term) => term.length >= PREFIX_FROM,
        maxFuzzy: 1,
      });
      const nearKeys = new Map(queryTerms.map((term) => [term, [...near(term).keys()]]));
      return candidates
        .slice(0, 60)
        .map(({ id }) => {
          const terms = byOwner.get(id as string)!;
          const matched = queryTerms.filter((term) =>
            nearKeys.get(term)!.some((known) => terms.has(known)),
          );
          const held = matched.reduce((sum, term) => sum + rarity(term), 0);
          return { owner: id as string, score: held / total, matched };
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

export type AnswerIndex = ReturnType<typeof answerIndex>;
export type PassageIndex = ReturnType<typeof passageIndex>;
