/**
 * What a card name may be, so that rename writes a name the parser reads back as the same name on
 * the card's name line and inside rules text — never a line break that starts a new card or a
 * directive, a symbol the parser would take for the mana cost, or text that is no card text.
 */
import { tokenize } from '../parser/lexer.js';
import { parseDocument } from '../document.js';
import { echo } from '../userText.js';

/**
 * The longest card name rename accepts. The longest printed card name has 141 characters (an
 * Unstable joke card); real names are usually under 40.
 */
export const maxNameLength = 160;

const lineBreak = /\r|\n|\u0085|\u2028|\u2029/;

/**
 * Why `name` can't be a card name, or undefined if it can. `name` is what the user typed; the
 * white space around it (line breaks included) is trimmed first, as rename trims it.
 */
export function cardNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'A card name can\'t be empty.';
  if (lineBreak.test(trimmed)) return 'A card name must stay on one line: it can\'t contain a line break (the text after it would become a new line of the card, or a new card).';
  if (trimmed.length > maxNameLength) return `A card name can have at most ${maxNameLength} characters; this one has ${trimmed.length}.`;
  if (trimmed.startsWith('@')) return 'A card name can\'t start with "@": its name line would read as a directive such as "@mana".';
  if (trimmed.startsWith('#')) return 'A card name can\'t start with "#": its name line would read as a comment.';
  if (trimmed.includes('//')) return 'A card name can\'t contain "//": it separates the faces of a card, and the face names in a card\'s full name ("Fire // Ice").';
  if (/[{}]/.test(trimmed)) return 'A card name can\'t contain "{" or "}": braces write symbols, and symbols at the end of the name line are the mana cost.';
  if (trimmed.includes('~')) return 'A card name can\'t contain "~": in rules text "~" means "this card".';
  const lexed = tokenize(trimmed);
  const first = lexed.tokens[0];
  if (first?.tokenType.name === 'FieldLabel') return `A card name can't start with "${first.image}": its name line would read as a field line.`;
  if (lexed.errors.length > 0) {
    const bad = lexed.errors[0];
    return `A card name can't contain "${echo(trimmed.substr(bad.offset, bad.length))}" (U+${trimmed.codePointAt(bad.offset)!.toString(16).toUpperCase().padStart(4, '0')}): it is not part of card text.`;
  }
  // Whatever the rules above miss: the name must read back as itself on a card's name line.
  const face = parseDocument(`${trimmed}\nInstant`).cards[0]?.faces[0];
  if (face?.name.text !== trimmed || face.manaCost) return `"${echo(trimmed)}" would not read back as the card's name on its name line.`;
  return undefined;
}
