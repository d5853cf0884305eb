import { readMessage } from '../phrases/reading.ts';

/**
 * What the classifier reads of a message: its three readings (Dutch by sound, the Darija
 * skeleton, Arabic script), each padded with a space, and the Dutch words in a row.
 */
function streamsOf(text: string) {
  const reading = readMessage(text);
  return {
    streams: [
      ` ${reading.dutch.join(' ')} `,
      ` ${reading.arabizi.filter(Boolean).join(' ')} `,
      ` ${reading.arabic.filter(Boolean).join(' ')} `,
    ],
    words: reading.dutch.filter(Boolean),
  };
}

const SHORTEST_PIECE = 3;
const LONGEST_PIECE = 5;

/** What the classifier sees of a message: 3- to 5-letter pieces of each reading, word pairs. */
export function featuresOf(text: string) {
  const { streams, words } = streamsOf(text);
  const features = new Set<string>();
  streams.forEach((padded, k) => {
    for (let n = SHORTEST_PIECE; n <= LONGEST_PIECE; n++)
      for (let i = 0; i + n <= padded.length; i++) features.add(`${k}:${padded.slice(i, i + n)}`);
  });
  for (let i = 0; i + 1 < words.length; i++) features.add(`w:${words[i]}_${words[i + 1]}`);
  return [...features];
}

/**
 * A vocabulary of features, numbered: a message's known features are found by their pieces
 * (one lookup each, no feature spelt out as a string), deduplicated by number, and listed
 * in the order `featuresOf` gives them — so sums over them come out to the same last bit.
 */
export function featureIndex(vocabulary: Iterable<string>) {
  const features = [...vocabulary];
  const pieces = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  const pairs = new Map<string, number>();
  features.forEach((feature, id) => {
    const [kind, rest] = [feature.slice(0, 1), feature.slice(2)];
    if (kind === 'w') pairs.set(rest, id);
    else pieces[Number(kind)]!.set(rest, id);
  });
  /** Which features a message has had (by number): marked with the call, never cleared. */
  const seenIn = new Uint32Array(features.length);
  let call = 0;

  return {
    size: features.length,
    featureOf: (id: number) => features[id]!,
    /** The known features of a message, by number, as `featuresOf` lists them. */
    idsOf(text: string) {
      const mark = ++call;
      const ids: number[] = [];
      const add = (id: number | undefined) => {
        if (id === undefined || seenIn[id] === mark) return;
        seenIn[id] = mark;
        ids.push(id);
      };
      const { streams, words } = streamsOf(text);
      streams.forEach((padded, k) => {
        for (let n = SHORTEST_PIECE; n <= LONGEST_PIECE; n++)
          for (let i = 0; i + n <= padded.length; i++) add(pieces[k]!.get(padded.slice(i, i + n)));
      });
      for (let i = 0; i + 1 < words.length; i++) add(pairs.get(`${words[i]}_${words[i + 1]}`));
      return ids;
    },
  };
}
