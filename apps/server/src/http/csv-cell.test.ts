import { describe, expect, it } from 'vitest';
import { csvText } from './csv-cell.ts';

/** The cell starts with a quote, so a spreadsheet takes it as text, and nothing but quotes was added. */
const expectNeutralised = (cell: string) => {
  const written = csvText(cell);
  expect(written.startsWith("'"), JSON.stringify(cell)).toBe(true);
  expect(written.replaceAll("'", ''), JSON.stringify(cell)).toBe(cell.replaceAll("'", ''));
};

describe('csvText', () => {
  it('quotes a cell that starts a formula (OWASP CSV injection), the full-width forms included', () => {
    for (const cell of [
      '=HYPERLINK("http://evil.test","x")',
      '+1+2',
      '-3+4',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\uFF1D1+1',
    ])
      expectNeutralised(cell);
  });

  it('quotes a cell that starts with | (DDE: |cmd /c calc) (issue #56)', () => {
    expect(csvText("|cmd /c calc'!A0")).toBe("'|cmd /c calc'!A0");
  });

  it('sees a formula behind invisible characters and whitespace at the start (issue #56)', () => {
    for (const invisible of [
      '\u200B',
      '\u200C',
      '\u200D',
      '\uFEFF',
      '\u2060',
      '\u200E',
      ' ',
      '\u00A0',
      '\u3000',
      '\n',
      ' \u200B\u200B',
    ])
      for (const start of ['=', '+', '-', '@', '|']) expectNeutralised(`${invisible}${start}cmd`);
  });

  it('quotes a formula after another separator, invisible characters or not', () => {
    expect(csvText('fine;=cmd|calc')).toBe("fine;'=cmd|calc");
    expect(csvText('fine;\u200B=cmd')).toBe("fine;\u200B'=cmd");
    expect(csvText('a|\u2060@SUM(A1)')).toBe("a|\u2060'@SUM(A1)");
    expect(csvText('line\n =1')).toBe("line\n '=1");
  });

  it('leaves ordinary text alone', () => {
    for (const cell of ['plain, with "quotes"', 'Travel phone', '旅行卡', 'a-b', 'x=1', '\u200Bhello', ''])
      expect(csvText(cell), cell).toBe(cell);
    expect(csvText(null)).toBe('');
  });
});
