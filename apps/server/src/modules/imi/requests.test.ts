import { describe, expect, it } from 'vitest';
import { requestOf } from './requests.ts';

describe('what a message asks of Imi', () => {
  it('takes "do my work for me" as homework, however the words are ordered', () => {
    for (const message of [
      'kun jij mn reflectie schrijven? moet morgen af',
      'kun je mijn als het even niet gaat-kaart invullen',
      'schrijf mijn motivatiebrief voor me',
    ])
      expect(requestOf(message), message).toBe('homework');
  });

  it('takes asking how to do it oneself as a question', () => {
    for (const message of [
      'kun je een budget maken als je weinig verdient',
      'hoe kan ik mijn cv verbeteren denk je',
      'hoe schrijf ik een reflectie',
    ])
      expect(requestOf(message), message).toBe('question');
  });

  it('takes Imi’s opinion of the learner, or what someone feels about them, as their own case', () => {
    for (const message of [
      'wat is mijn sterkste kant volgens jou?',
      'علاش الباطرون ديالي كيعطيني ساعات قل؟ واش ماكيبغينيش؟',
      'wach lprof makaybghinich?',
    ])
      expect(requestOf(message), message).toBe('personal');
  });
});
