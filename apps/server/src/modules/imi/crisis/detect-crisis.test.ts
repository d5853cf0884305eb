import { describe, expect, it } from 'vitest';
import { detectByRules } from './detect-crisis.ts';

/** Everyday questions that share a word with a crisis rule, and the crises those rules are for. */
describe('the crisis phrase rules', () => {
  it('leave everyday questions alone', () => {
    for (const message of [
      'ik zit 3 maanden op mn mbo opleiding en vind er niks aan, kan ik nog switchen',
      'شنو كيوقع إلا ما خلصتش شي فاتورة فالوقت',
      'ila l patron ma khallsnich kif khass, fin nmchi?',
      'mag ik mn adhd pillen met een energiedrankje nemen? ik neem ze elke ochtend voor school',
      // "عندي عرس" (I have a wedding) reads "nd rs" without its vowels, like "nadi rasi".
      'عندي عرس ديال صاحبتي ونفس النهار عيد ميلاد ديال جدتي، ماعرفتش فين نمشي',
      // "l l" is two words, not letters typed apart to hide "sh ... arm(en)".
      'kteb liya wa7d message phishing fake fih 3 alarmsignalen l l opdracht 3afak',
    ])
      expect(detectByRules(message), message).toBeNull();
  });

  it('still catch the crises', () => {
    for (const message of [
      'er staat elke dag een auto voor mn huis en hij volgt me',
      'iemand dreigt mijn naaktfotos te delen als ik niet betaal',
      'كيهددني ينشر التصاور ديالي الا ماخلصتش',
      'kayhddni ynchr tsawer dyali ila ma khlstch',
      'z e l f m o o r d',
      'kanadi rasi b chfra',
    ])
      expect(detectByRules(message), message).not.toBeNull();
  });
});
