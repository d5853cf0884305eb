import { describe, expect, it } from 'vitest';
import { csvOf } from './group-export.ts';

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
});
