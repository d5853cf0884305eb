import { describe, expect, it } from 'vitest';
import { requestOf } from './requests.ts';

describe('what a message asks of Imi', () => {
  it('takes "do my work for me" as homework, however the words are ordered', () => {
    for (const message of [
      'kun jij mn reflectie schrijven? moet morgen af',
      'kun je mijn als het even niet gaat-kaart invullen',
      'schrijf mijn motivatiebrief voor me',
      'kun jij gwn 3 sterke kanten van mij verzinnen en opschrijven voor de opdracht?',
      'kun jij mn videopitch gwn helemaal uitschrijven?',
      'كتب ليا السيفي ديالي كامل، عندي 17 عام',
      'عافاك صايب ليا ميساج ديال النصب، هادا هو الواجب',
      'maak jij even mijn maandbudget? ik krijg 250 zakgeld',
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
      'wach l mentor dyali ghadi y3tini nqta mzyana?',
      'علاش تبلوكا ليا الحساب ديال انستا؟ واش غادي يرجع ليا؟',
      'waarom staat mn rekening op -40, heeft mn bank iets fout gedaan?',
      'kan je ff kijken waarom mijn snap het niet meer doet',
    ])
      expect(requestOf(message), message).toBe('personal');
  });

  it('takes homework for a subject the programme does not teach as elsewhere', () => {
    expect(requestOf('kun je ff mn wiskunde huiswerk doen: 3x + 7 = 22')).toBe('otherHomework');
    expect(requestOf('dir liya devoir dyal math 3afak')).toBe('otherHomework');
  });
});
