import { readMessage } from '../phrases/reading.ts';

const SHORTEST_PIECE = 3;
const LONGEST_PIECE = 5;

/**
 * Hands over what the classifier reads of a message: the 3- to 5-letter pieces of its three
 * readings (Dutch by sound, the Darija skeleton, Arabic script; each padded with a space), by
 * reading, and the Dutch words two by two — always in this order.
 */
function eachFeature(
  text: string,
  piece: (reading: number, letters: string) => void,
  pair: (words: string) => void,
) {
  const reading = readMessage(text);
  const streams = [
    ` ${reading.dutch.join(' ')} `,
    ` ${reading.arabizi.filter(Boolean).join(' ')} `,
    ` ${reading.arabic.filter(Boolean).join(' ')} `,
  ];
  streams.forEach((padded, k) => {
    for (let n = SHORTEST_PIECE; n <= LONGEST_PIECE; n++)
      for (let i = 0; i + n <= padded.length; i++) piece(k, padded.slice(i, i + n));
  });
  const words = reading.dutch.filter(Boolean);
  for (let i = 0; i + 1 < words.length; i++) pair(`${words[i]}_${words[i + 1]}`);
}

/** What the classifier sees of a message, spelt out: `k:piece` and `w:word_word`. */
export function featuresOf(text: string) {
  const features = new Set<string>();
  eachFeature(
    text,
    (k, letters) => features.add(`${k}:${letters}`),
    (words) => features.add(`w:${words}`),
  );
  return [...features];
}

/**
 * A vocabulary of features, numbered in its order: a message's known features are found by
 * their pieces (one lookup each, no feature spelt out as a string), deduplicated by number, and
 * listed in the order `featuresOf` gives them — so sums over them come out to the same last bit.
 */
export function featureIndex(vocabulary: Iterable<string>) {
  const features = [...vocabulary];
  const pieces = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  const pairs = new Map<string, number>();
  const mapOf = (feature: string) =>
    feature.startsWith('w:') ? pairs : pieces[Number(feature.slice(0, 1))]!;
  features.forEach((feature, id) => mapOf(feature).set(feature.slice(2), id));
  /** Which features a message has had (by number): marked with the call, never cleared. */
  const seenIn = new Uint32Array(features.length);
  let call = 0;

  return {
    size: features.length,
    featureOf: (id: number) => features[id]!,
    /** A feature's number, if it is in the vocabulary. */
    idOf: (feature: string) => mapOf(feature).get(feature.slice(2)),
    /** The known features of a message, by number, as `featuresOf` lists them. */
    idsOf(text: string) {
      const mark = ++call;
      const ids: number[] = [];
      const add = (id: number | undefined) => {
        if (id === undefined || seenIn[id] === mark) return;
        seenIn[id] = mark;
        ids.push(id);
      };
      eachFeature(
        text,
        (k, letters) => add(pieces[k]!.get(letters)),
        (words) => add(pairs.get(words)),
      );
      return ids;
    },
  };
}
