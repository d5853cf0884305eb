import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CrisisCategory, crisisCategories } from '@leerloop/contracts';
import { type LoadedWeek, loadProgramme } from '../../content/content-loader.ts';
import { isArabizi } from '../phrases/reading.ts';
import { featureIndex, featuresOf } from './features.ts';
import { readYaml } from '../../../lib/read-yaml.ts';

/**
 * The second net behind the phrase rules (issue 17): naive Bayes over character n-grams of a
 * message's three readings (Dutch by sound, the Darija skeleton, Arabic script), trained on the
 * labelled examples in examples/. Rules miss what nobody wrote a rule for; on messages written
 * after the rules, this caught most of what they missed (decision 019 has the figures).
 * It learns from few examples and in a blink, so it is trained in the process, not shipped.
 */
export interface CrisisExample {
  text: string;
  lang: 'nl' | 'mc' | 'arabizi';
  crisis: boolean;
  kind: string;
  category?: CrisisCategory;
}

const EXAMPLES_DIR = join(import.meta.dirname, 'examples');

/** The labelled messages: crisis or not, in Dutch, Darija script and Arabizi. */
export const crisisExamples = (
  files = readdirSync(EXAMPLES_DIR).filter((f) => f.endsWith('.yaml')),
) =>
  files.flatMap((file) =>
    (readYaml(readFileSync(join(EXAMPLES_DIR, file), 'utf8')) as CrisisExample[]).map(
      (example) => ({
        ...example,
        file,
      }),
    ),
  );

/** Documents counted between two pauses when training in slices. */
const SLICE = 250;

/**
 * Multinomial naive Bayes with add-one smoothing over labelled feature sets. Written as steps
 * (a generator that pauses every few hundred documents) so the same training can run at once
 * (`finished`) or in slices that leave the event loop free in between (`inSlices`).
 */
function* naiveBayes<Label extends string>(documents: { features: string[]; label: Label }[]) {
  // A piece seen once says nothing general, and most pieces are seen once: they are left out.
  const seen = new Map<string, number>();
  for (const [i, { features }] of documents.entries()) {
    for (const feature of features) seen.set(feature, (seen.get(feature) ?? 0) + 1);
    if (i % SLICE === 0) yield;
  }
  // The features seen more than once, numbered: counted and looked up by number.
  const index = featureIndex([...seen].filter(([, n]) => n > 1).map(([feature]) => feature));
  yield;
  const counts = new Map<Label, Uint32Array>();
  const totals = new Map<Label, number>();
  const priors = new Map<Label, number>();
  for (const [i, { features, label }] of documents.entries()) {
    if (i % SLICE === 0) yield;
    let count = counts.get(label);
    if (!count) counts.set(label, (count = new Uint32Array(index.size)));
    let kept = 0;
    for (const feature of features) {
      const id = index.idOf(feature);
      if (id === undefined) continue;
      count[id]!++;
      kept++;
    }
    totals.set(label, (totals.get(label) ?? 0) + kept);
    priors.set(label, (priors.get(label) ?? 0) + 1);
  }
  const labels = [...counts.keys()];
  const logPriors = labels.map((label) => Math.log(priors.get(label)! / documents.length));
  const denominators = labels.map((label) => totals.get(label)! + index.size);
  // Every known feature's log-likelihood per label, side by side in one table, worked out while
  // training (in slices): a message's features are read from it, not looked up in maps — nor
  // worked out while a learner waits, as the first messages after a start did.
  const countsByLabel = labels.map((label) => counts.get(label)!);
  const logLikelihoods = new Float64Array(index.size * labels.length);
  for (let id = 0; id < index.size; id++) {
    for (let i = 0; i < labels.length; i++)
      logLikelihoods[id * labels.length + i] = Math.log(
        (countsByLabel[i]![id]! + 1) / denominators[i]!,
      );
    if (id % (16 * SLICE) === 0) yield;
  }
  /** The log-likelihood of each label for a message (its known features only). */
  return (text: string) => {
    const scores = [...logPriors];
    for (const id of index.idsOf(text)) {
      for (let i = 0; i < labels.length; i++) scores[i]! += logLikelihoods[id * labels.length + i]!;
    }
    return labels.map((label, i) => ({ label, score: scores[i]! }));
  };
}

/**
 * How sure the classifier must be (log-odds of crisis over the likelier everyday kind), per way
 * of writing: the lowest that keeps cross-validated false positives, and the evaluation's
 * everyday questions taken for a crisis, under 2.5 % each. Darija script is held to more, where
 * quarrels at home read close to a crisis (decision 019 has the figures).
 */
export const CLASSIFIER_THRESHOLD = { nl: 60, arabizi: 45, arabic: 75 };

/**
 * `ordinary`: messages known not to be a crisis beyond the examples — the ways learners ask
 * Imi's curated questions — so that an everyday question is not mistaken for one.
 */
export function trainCrisisClassifier(examples: CrisisExample[], ordinary: string[] = []) {
  return finished(trainOn(labelled(examples, ordinary, featuresOf)));
}

/** Runs training steps to the end at once. */
function finished<T>(steps: Generator<void, T>) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs training steps with the event loop free between them. */
async function inSlices<T>(steps: Generator<void, T>) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

type Labelled = {
  features: string[];
  kind: 'crisis' | 'near-miss' | 'question';
  category?: CrisisCategory;
};

/** The examples and ordinary questions with their features (worked out by `features`). */
const labelled = (
  examples: CrisisExample[],
  ordinary: string[],
  features: (text: string) => string[],
): Labelled[] => [
  ...examples.map((e) => ({
    kind: e.crisis ? ('crisis' as const) : ('near-miss' as const),
    category: e.category,
    features: features(e.text),
  })),
  ...ordinary.map((text) => ({ kind: 'question' as const, features: features(text) })),
];

/**
 * Three kinds, not two: the curated questions are many and plain, the near misses in the
 * examples few and close to a crisis. Pooled into one "not a crisis", every question added to
 * the content diluted what the near misses teach, and the false positives rose with the content.
 * Apart, a message is a crisis when it reads as one more than as either kind of everyday message.
 */
function* trainOn(documents: Labelled[]) {
  const kindOf = yield* naiveBayes(documents.map((d) => ({ features: d.features, label: d.kind })));
  const categoryOf = yield* naiveBayes(
    documents
      .filter((d) => d.kind === 'crisis' && d.category)
      .map((d) => ({ features: d.features, label: d.category! })),
  );
  return {
    /** The crisis category of a message the classifier is sure enough about, or null. */
    classify(text: string): CrisisCategory | null {
      const scores = kindOf(text);
      const score = (label: Labelled['kind']) =>
        scores.find((s) => s.label === label)?.score ?? -Infinity;
      const threshold = /[\u0600-\u06FF]/.test(text)
        ? CLASSIFIER_THRESHOLD.arabic
        : isArabizi(text)
          ? CLASSIFIER_THRESHOLD.arabizi
          : CLASSIFIER_THRESHOLD.nl;
      const everyday = Math.max(score('near-miss'), score('question'));
      if (score('crisis') - everyday <= threshold) return null;
      const best = categoryOf(text).sort((a, b) => b.score - a.score)[0]?.label;
      return best && (crisisCategories as readonly string[]).includes(best) ? best : 'danger';
    },
  };
}

/** Answers that point to a help line are about trouble: their questions are not ordinary. */
const HELP_LINES =
  /113|0800-0432|0800-2000|helpwanted|veilig thuis|\b112\b|proud2bme|kindertelefoon/i;

/**
 * The ways learners ask Imi's curated questions (content/weeks/<week>/imi.yaml), except for
 * answers that send them to a help line: what an everyday message looks like.
 */
export const ordinaryQuestions = (weeks: LoadedWeek[] = loadProgramme()) =>
  weeks
    .flatMap(({ imiAnswers }) => imiAnswers.answers)
    .filter((answer) => !HELP_LINES.test(answer.answer.nl))
    .flatMap(({ questions }) => [...questions.nl, ...questions.mc, ...questions.arabizi]);

let trained: ReturnType<typeof trainCrisisClassifier> | undefined;

/** The classifier trained on every example and the ordinary questions (the first time needed). */
export function crisisClassifier() {
  trained ??= trainCrisisClassifier(crisisExamples(), ordinaryQuestions());
  return trained;
}

/**
 * Trains it at start without holding up requests: the features of a few hundred messages at a
 * time, the event loop free in between. A message before it is done trains it at once.
 */
export async function warmUpCrisisClassifier(
  /** The programme the app has read already (read again from content/ without it). */
  weeks?: LoadedWeek[],
) {
  // After the start's own work: the first requests are not kept waiting behind this.
  await new Promise((resolve) => setImmediate(resolve));
  if (trained) return;
  const examples = crisisExamples();
  await new Promise((resolve) => setImmediate(resolve));
  const ordinary = ordinaryQuestions(weeks);
  const texts = [...examples.map((e) => e.text), ...ordinary];
  const features = new Map<string, string[]>();
  for (let i = 0; i < texts.length; i += 300) {
    for (const text of texts.slice(i, i + 300)) features.set(text, featuresOf(text));
    await new Promise((resolve) => setImmediate(resolve));
    if (trained) return;
  }
  const classifier = await inSlices(
    trainOn(labelled(examples, ordinary, (text) => features.get(text)!)),
  );
  trained ??= classifier;
}
