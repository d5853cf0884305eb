import { describe, expect, it } from 'vitest';
import { afterOthersDecided, startDeciding } from './deciding.ts';

/** What happened, in order, while questions were being decided. */
const timeline = () => {
  const events: string[] = [];
  return { events, note: (event: string) => () => void events.push(event) };
};

describe('the rest of an answer waits for the questions being decided', () => {
  it('goes on at once when no question is being decided', async () => {
    const started = performance.now();
    await afterOthersDecided(5_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('goes on once the last question being decided is decided', async () => {
    const { events, note } = timeline();
    const first = startDeciding();
    const second = startDeciding();
    const rest = afterOthersDecided(5_000).then(note('rest'));
    setTimeout(() => {
      note('first decided')();
      first();
      // Deciding twice does not count twice.
      first();
      setTimeout(() => {
        note('second decided')();
        second();
      }, 20);
    }, 20);
    await rest;
    expect(events).toEqual(['first decided', 'second decided', 'rest']);
  });

  it('waits for a question that arrives while it waits', async () => {
    const { events, note } = timeline();
    const first = startDeciding();
    const rest = afterOthersDecided(5_000).then(note('rest'));
    setTimeout(() => {
      const late = startDeciding();
      first();
      setTimeout(() => {
        note('late decided')();
        late();
      }, 20);
    }, 10);
    await rest;
    expect(events).toEqual(['late decided', 'rest']);
  });

  it('goes on after the longest wait when questions keep being decided', async () => {
    const stuck = startDeciding();
    const started = performance.now();
    await afterOthersDecided(50);
    const waited = performance.now() - started;
    stuck();
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(1_000);
  });
});
