import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

const text = (nl: string) => ({ nl, mc: `نص: ${nl}` });
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#33C2FF"/></svg>';

/** A module of 6 cards and 3 questions (one of each kind), in the shape content/ uses. */
export function fixtureModule(week: number, index: number, cardTitle = 'Kaart') {
  const id = `w${week}-module-${index}`;
  const cards = Array.from({ length: 6 }, (_, i) => ({
    type: 'card',
    id: `c${i + 1}`,
    title: text(`${cardTitle} ${i + 1}`),
    body: text(`Uitleg ${i + 1}.`),
  }));
  return {
    id,
    title: text(`Module ${week}.${index}`),
    description: text('Een korte module.'),
    cover: { src: 'images/cover.svg', alt: text('Een blauwe cirkel') },
    minutes: 5,
    items: [
      ...cards.slice(0, 3),
      {
        type: 'multiple-choice',
        id: 'q1',
        question: text('Welke kies je?'),
        options: [
          { id: 'a', text: text('A') },
          { id: 'b', text: text('B') },
          { id: 'c', text: text('C') },
        ],
        correct: 'b',
        explanation: text('B klopt, omdat het zo is.'),
      },
      ...cards.slice(3),
      {
        type: 'true-false',
        id: 'q2',
        statement: text('Dit klopt.'),
        correct: true,
        explanation: text('Het klopt echt.'),
      },
      {
        type: 'order',
        id: 'q3',
        question: text('Zet op volgorde.'),
        steps: [
          { id: 's1', text: text('Eerst') },
          { id: 's2', text: text('Dan') },
          { id: 's3', text: text('Als laatste') },
        ],
        explanation: text('Eerst, dan, als laatste.'),
      },
    ],
    takeaways: [text('Punt een.'), text('Punt twee.'), text('Punt drie.')],
  };
}

/** Writes a small but complete programme of `weeks` weeks under `dir` (content/ layout). */
export function writeFixtureContent(dir: string, weeks = 3) {
  for (let week = 1; week <= weeks; week++) {
    const folder = join(dir, 'weeks', `0${week}-week-${week}`);
    mkdirSync(join(folder, 'images'), { recursive: true });
    writeFileSync(join(folder, 'images', 'cover.svg'), svg);
    const write = (name: string, data: unknown) =>
      writeFileSync(join(folder, `${name}.yaml`), stringify(data));
    write('week', {
      id: `week-${week}`,
      number: week,
      title: text(`Week ${week}`),
      intro: text('Deze week leer je iets.'),
      modules: ['module-1', 'module-2'],
    });
    write('module-1', fixtureModule(week, 1));
    write('module-2', fixtureModule(week, 2));
    write('swipe-deck', {
      id: `w${week}-deck`,
      title: text('Eens of oneens?'),
      cards: Array.from({ length: 12 }, (_, i) => ({
        id: `s${i + 1}`,
        statement: text(`Stelling ${i + 1}`),
        ...(i % 2 ? { correct: 'agree' } : {}),
        explanation: text('Daarom.'),
      })),
    });
    write('assignment', {
      id: `w${week}-assignment`,
      title: text('Opdracht'),
      intro: text('Doe dit.'),
      tasks: [
        { id: 't1', prompt: text('Schrijf iets.'), answerTypes: ['text'] },
        { id: 't2', prompt: text('Maak een foto.'), answerTypes: ['photo'] },
      ],
    });
    write('story', {
      id: `w${week}-story`,
      chapter: { title: text('Hoofdstuk'), body: text('Je groeit.') },
      reflection: text('Wat leerde je?'),
    });
    write('brainfood', {
      items: [
        {
          id: `w${week}-tip-1`,
          title: text('Tip'),
          // A real sentence or two, so Imi has something to find.
          body: text(
            'Een tip: schrijf elke avond één zin op over wat er goed ging. Na een week zie je je sterke kanten.',
          ),
        },
        { id: `w${week}-tip-2`, title: text('Tip 2'), body: text('Nog een tip.') },
      ],
    });
  }
}
