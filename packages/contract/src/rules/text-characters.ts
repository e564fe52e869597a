// ES2024's String.prototype.isWellFormed (Node ≥ 20, every browser the portal supports); the shared lib is ES2023.
const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Characters no text field of the product takes:
 * - the C0 controls but tab, line feed and carriage return (a note or an import file has lines), DEL, and the
 *   C1 controls U+0080–U+009F: a bell or an escape in a label rings or recolours a terminal that prints it, and
 *   U+0000 cannot be stored by PostgreSQL at all;
 * - the bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the marks
 *   (U+200E, U+200F, U+061C). A name or a label holding one shows its text in another order than it is stored
 *   ("Trojan Source"), so an administrator would read something else than what a customer typed (issues #31,
 *   #56).
 */
const FORBIDDEN_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the rule's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * True for text that no field takes (the rule text_malformed): a forbidden character above, or a lone UTF-16
 * surrogate, which cannot be stored or shown as the text the client meant. The server refuses it in any body,
 * query or path before a route's own rules; a form may check it the same way.
 */
export const isMalformedText = (text: string): boolean =>
  !isWellFormed(text) || FORBIDDEN_CHARACTER.test(text);
