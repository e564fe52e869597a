// Excel and LibreOffice evaluate a cell starting with one of these as a formula (CSV injection, OWASP): = + - @,
// and | for DDE (`|cmd` in older Excel), the full-width forms a Chinese input method types included (Excel reads
// ＝ as =).
const FORMULA_CHARACTERS = '=+\\-@|\\uFF1D\\uFF0B\\uFF0D\\uFF20';
// What a spreadsheet skips or shows as nothing before a formula character: whitespace, control characters, and
// format characters (zero-width space, joiners, word joiner, byte order mark, direction marks: \p{Cf}). A cell
// of U+200B then `=` is still a formula (issue #56).
const INVISIBLE = '[\\s\\p{Cc}\\p{Cf}]*';
const FORMULA_START = new RegExp(`^(?:[\\t\\r]|${INVISIBLE}[${FORMULA_CHARACTERS}])`, 'u');
// A spreadsheet that splits on another separator (`;` in much of Europe, a tab, `|`) or a line break starts a new
// cell inside the text: a formula character after one is neutralised too.
const FORMULA_AFTER_SEPARATOR = new RegExp(`([;,\\t\\r\\n|]${INVISIBLE})([${FORMULA_CHARACTERS}])`, 'gu');

/**
 * A text cell that came from a person (a reason, a note, a card's label): a formula character at its start, or
 * at the start of what another separator would make a cell, gets a quote in front (at the start of the cell,
 * before any invisible characters), so a spreadsheet shows it as text. Numbers the server writes itself (-2.50)
 * do not go through it.
 */
export const csvText = (value: string | null): string => {
  if (value === null) return '';
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(value) ? `'${inner}` : inner;
};
