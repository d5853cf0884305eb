import { describe, expect, it } from 'vitest';
import { labelParts, localizedFields, withText } from './localized-fields';

const text = (nl: string) => ({ nl, mc: `نص ${nl}` });
const module = {
  id: 'm',
  title: text('Module'),
  cover: { src: 'images/a.svg', alt: text('Plaatje') },
  items: [
    { type: 'card', id: 'c1', title: text('Kaart'), body: text('Uitleg') },
    { type: 'multiple-choice', id: 'q1', options: [{ id: 'a', text: text('A') }] },
  ],
  takeaways: [text('Onthoud dit')],
};

describe('an item’s texts', () => {
  it('are found in order with the path the server names them by', () => {
    expect(localizedFields(module).map((f) => f.key)).toEqual([
      'title',
      'cover.alt',
      'items.0.title',
      'items.0.body',
      'items.1.options.0.text',
      'takeaways.0',
    ]);
  });

  it('change one language of one text in a copy', () => {
    const changed = withText(module, ['items', 0, 'title'], 'mc', 'جديد') as typeof module;
    expect(changed.items[0]).toMatchObject({ title: { nl: 'Kaart', mc: 'جديد' } });
    expect(module.items[0]!.title).toEqual(text('Kaart'));
    expect(changed.takeaways).toBe(module.takeaways);
  });

  it('are labelled by their entry and field', () => {
    expect(labelParts(module, ['items', 1, 'options', 0, 'text'])).toEqual([
      { kind: 'itemType', name: 'multiple-choice', number: 2 },
      { kind: 'list', name: 'options', number: 1 },
      { kind: 'field', name: 'text' },
    ]);
    expect(labelParts(module, ['takeaways', 0])).toEqual([
      { kind: 'list', name: 'takeaways', number: 1 },
    ]);
  });
});
