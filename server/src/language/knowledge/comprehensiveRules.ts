/**
 * A parser for the Comprehensive Rules as Wizards of the Coast publishes them (`MagicCompRules*.txt`).
 *
 * The published file starts with a title, the effective date, an introduction and a table of
 * contents that lists every section and rule heading (`1. Game Concepts`, `100. General`…), then
 * the body (the same headings again, followed by the numbered rules), a Glossary and Credits. The
 * file may start with a UTF-8 byte-order mark and may use CR-only, CRLF or LF line endings.
 *
 * Pure: takes the file's text, reads nothing, never throws.
 */

/** One numbered entry of the rules: a section (`1`), a rule heading (`100`), a rule (`100.1`) or a subrule (`100.1a`). */
export interface CompRule {
  /** The number without a trailing period: `1`, `100`, `100.1`, `100.1a`. */
  number: string;
  /**
   * The text after the number. For headings it is the title (`General`). Indented continuation
   * paragraphs that some rules have (205.4c, 509.1b) are appended after a newline.
   */
  text: string;
  /** The rule's `Example:` paragraphs, in order, without the `Example:` prefix. */
  examples: string[];
}

/** A parsed Comprehensive Rules document. */
export interface ComprehensiveRules {
  /** "January 16, 2026", from "These rules are effective as of …", if the file states it. */
  effectiveDate?: string;
  /** Every numbered entry of the body, keyed by its number (no trailing period), in document order. */
  rules: Map<string, CompRule>;
  /** Glossary term as printed (`Mana Ability`) → its definition (lines joined with `\n`). */
  glossary: Map<string, string>;
  /**
   * `rules` counts every numbered entry of the body: section headings (`1. Game Concepts`), rule
   * headings (`100. General`), rules (`100.1.`) and subrules (`100.1a`); it equals `rules.size`.
   * `glossary` counts glossary entries; it equals `glossary.size`.
   */
  counts: { rules: number; glossary: number };
  /** Oddities met while parsing (a number that appears twice in the body…); empty for a clean file. */
  warnings: string[];
}

/** What the parser returns for a file it cannot read as the Comprehensive Rules. */
export interface ParseError {
  error: string;
}

/** True if a parse result is an error. */
export function isParseError(result: ComprehensiveRules | ParseError): result is ParseError {
  return 'error' in result;
}

// `100.1.`, `100.1a`, `606.5` (the body has one rule printed without its period) and `119.1d.` (one subrule with one).
const numberedLine = /^(\d{3})\.(\d+)([a-z]?)\.?\s+(\S.*)$/;
// `100. General`
const ruleHeadingLine = /^(\d{3})\.\s+(\S.*)$/;
// `1. Game Concepts`
const sectionLine = /^(\d)\.\s+(\S.*)$/;
const exampleLine = /^Example:\s*(.*)$/;
const effectiveLine = /effective as of\s+([A-Z][a-z]+\.? \d{1,2}, \d{4})/;

/** Splits text into lines at CR, CRLF or LF, after dropping a byte-order mark; trailing whitespace is removed. */
function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r\n|\r|\n/).map((line) => line.replace(/\s+$/, ''));
}

/** The number and text of a body line that starts a numbered entry, or undefined. */
function numberedEntry(line: string): { number: string; text: string } | undefined {
  let m = numberedLine.exec(line);
  if (m) return { number: `${m[1]}.${m[2]}${m[3]}`, text: m[4] };
  m = ruleHeadingLine.exec(line);
  if (m) return { number: m[1], text: m[2] };
  m = sectionLine.exec(line);
  if (m) return { number: m[1], text: m[2] };
  return undefined;
}

/** Why a text cannot be the rules (binary content), or undefined. */
function binaryProblem(text: string): string | undefined {
  const sample = text.slice(0, 65_536);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) return 'The file is not text: it contains NUL bytes (is it a PDF, DOCX or other binary file?).';
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) control++;
  }
  if (control > sample.length / 100) return 'The file is not text: it contains many control or undecodable characters (is it in UTF-8?).';
  return undefined;
}

/**
 * Parses the Comprehensive Rules text. The table of contents is skipped: the body starts at the
 * headings right before the first numbered rule (`100.1.`), and ends at the line `Glossary`. Glossary
 * entries are a term line followed by definition lines up to a blank line; the glossary ends at
 * `Credits`. Returns `{ error }` for an empty, binary or unrelated file; never throws.
 */
export function parseComprehensiveRules(text: string): ComprehensiveRules | ParseError {
  try {
    return parse(text);
  } catch (e) {
    return { error: `The rules file could not be parsed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

function parse(text: string): ComprehensiveRules | ParseError {
  if (typeof text !== 'string') return { error: 'The rules file must be given as text.' };
  if (text.replace(/^\uFEFF/, '').trim() === '') return { error: 'The rules file is empty.' };
  const binary = binaryProblem(text);
  if (binary) return { error: binary };
  const lines = splitLines(text);

  // The first numbered rule (not a heading: the contents list only headings) marks the body.
  const firstRule = lines.findIndex((line) => numberedLine.test(line));
  if (firstRule < 0) {
    return { error: 'This does not look like the Comprehensive Rules: no numbered rules such as "100.1. …" were found.' };
  }
  let start = firstRule;
  for (let i = firstRule - 1; i >= 0; i--) {
    if (lines[i] === '') continue;
    if (ruleHeadingLine.test(lines[i]) || sectionLine.test(lines[i])) start = i;
    else break;
  }
  let effectiveDate: string | undefined;
  for (const line of lines) {
    const m = effectiveLine.exec(line);
    if (m) {
      effectiveDate = m[1];
      break;
    }
  }

  const rules = new Map<string, CompRule>();
  const warnings: string[] = [];
  let glossaryStart = lines.length;
  let current: CompRule | undefined;
  let inExample = false;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i];
    if (line === '') continue;
    if (line.trim() === 'Glossary') {
      glossaryStart = i + 1;
      break;
    }
    const entry = numberedEntry(line);
    if (entry) {
      if (rules.has(entry.number)) {
        warnings.push(`Rule ${entry.number} appears more than once (line ${i + 1}); the first is kept.`);
        current = undefined;
        continue;
      }
      current = { number: entry.number, text: entry.text, examples: [] };
      rules.set(entry.number, current);
      inExample = false;
      continue;
    }
    if (!current) continue;
    const example = exampleLine.exec(line);
    if (example) {
      current.examples.push(example[1]);
      inExample = true;
    } else if (inExample) {
      current.examples[current.examples.length - 1] += `\n${line.trim()}`;
    } else {
      current.text += `\n${line.trim()}`;
    }
  }
  if (![...rules.keys()].some((n) => n.includes('.'))) {
    return { error: 'This does not look like the Comprehensive Rules: no numbered rules such as "100.1. …" were found.' };
  }

  const glossary = new Map<string, string>();
  let term: string | undefined;
  let definition: string[] = [];
  const flush = () => {
    if (term !== undefined && definition.length > 0) {
      if (glossary.has(term)) warnings.push(`Glossary term "${term}" appears more than once; the first is kept.`);
      else glossary.set(term, definition.join('\n'));
    } else if (term !== undefined) {
      warnings.push(`Glossary term "${term}" has no definition; it is left out.`);
    }
    term = undefined;
    definition = [];
  };
  for (let i = glossaryStart; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') {
      flush();
      continue;
    }
    if (term === undefined && line === 'Credits') break;
    if (term === undefined) term = line;
    else definition.push(line);
  }
  flush();
  if (text.includes('\uFFFD')) warnings.push('The file contains undecodable characters (U+FFFD); was it read as UTF-8?');
  if (glossary.size === 0) warnings.push('No glossary was found (expected a line "Glossary" after the numbered rules).');

  return { effectiveDate, rules, glossary, counts: { rules: rules.size, glossary: glossary.size }, warnings };
}

/**
 * Normalises a rule number as people type it: `605.1a`, `605.1a.`, ` 605.1A `, `rule 605.1a` → `605.1a`.
 * Returns undefined if the input is not shaped like a rule number.
 */
export function normalizeRuleNumber(input: string): string | undefined {
  const n = input.trim().toLowerCase().replace(/^rules?\s+/, '').replace(/\.$/, '');
  return /^\d{1,3}(\.\d+[a-z]?)?$/.test(n) ? n : undefined;
}

/** The entry for a rule number (normalised as by {@link normalizeRuleNumber}), or undefined. */
export function getRule(cr: ComprehensiveRules, number: string): CompRule | undefined {
  const n = normalizeRuleNumber(number);
  return n === undefined ? undefined : cr.rules.get(n);
}

/** True if `child` is `parent` or lies under it (`702` ⊃ `702.9` ⊃ `702.9a`; section `7` ⊃ `702`). */
function isWithin(child: string, parent: string): boolean {
  if (child === parent) return true;
  if (/^\d$/.test(parent)) return child.length >= 3 && child[0] === parent && /^\d{3}/.test(child);
  if (/^\d{3}$/.test(parent)) return child.startsWith(`${parent}.`);
  if (/^\d{3}\.\d+$/.test(parent)) return child.startsWith(parent) && /^[a-z]$/.test(child.slice(parent.length));
  return false;
}

/**
 * A rule and everything under it, in document order: `702.9` gives 702.9, 702.9a, 702.9b…;
 * `702` gives every 702.x rule and subrule; a section number (`7`) gives the whole section.
 * Empty if the rule does not exist.
 */
export function getRuleWithChildren(cr: ComprehensiveRules, number: string): CompRule[] {
  const n = normalizeRuleNumber(number);
  if (n === undefined || !cr.rules.has(n)) return [];
  const result: CompRule[] = [];
  for (const [key, rule] of cr.rules) if (isWithin(key, n)) result.push(rule);
  return result;
}

/** A glossary definition by term, ignoring case (`mana ability` finds "Mana Ability"). */
export function getGlossaryEntry(cr: ComprehensiveRules, term: string): { term: string; definition: string } | undefined {
  const exact = cr.glossary.get(term.trim());
  if (exact !== undefined) return { term: term.trim(), definition: exact };
  const wanted = term.trim().toLowerCase();
  for (const [key, definition] of cr.glossary) if (key.toLowerCase() === wanted) return { term: key, definition };
  return undefined;
}
