import { describe, expect, it } from 'vitest';
import { csvOf, fileNameOf } from './group-export.ts';

describe("a group export's CSV", () => {
  it('quotes what needs it and defuses every formula start', () => {
    expect(
      csvOf(
        ['Naam', 'Antwoord'],
        [
          ['=Anna', '+31 6 12345678'],
          ['-1', '@SUM(A1)'],
          ['Bram; de Vries', 'Hij zei "ja"\nen ging'],
          [null, 7],
        ],
      ),
    ).toBe(
      '\uFEFFNaam;Antwoord\r\n' +
        "'=Anna;'+31 6 12345678\r\n" +
        "'-1;'@SUM(A1)\r\n" +
        '"Bram; de Vries";"Hij zei ""ja""\nen ging"\r\n' +
        ';7\r\n',
    );
  });

  it('is named after the group in safe characters and the day in Amsterdam', () => {
    const late = new Date('2026-11-29T23:30:00Z');
    expect(fileNameOf('Klas 3B', 'overzicht', late)).toBe('Klas_3B-overzicht-2026-11-30.csv');
    expect(fileNameOf('Één "klas" / ../..', 'antwoorden', late)).toBe(
      'Een_klas_.._..-antwoorden-2026-11-30.csv',
    );
    expect(fileNameOf('القسم الأول', 'overzicht', late)).toBe('groep-overzicht-2026-11-30.csv');
  });
});
