// The wording defects the templating conformance writes into real current cards: one class each,
// applied to the first place of a card's Oracle text that can take it. Each `apply(card)` returns the
// mutated card and a marker (a substring of the mutated line), or undefined when the card can't take it.

/** Replaces the first match of `re` in one line of the card's text (outside reminder text and quotes). */
function mutateLine(card, re, replace) {
  if (card.card_faces || !card.oracle_text) return undefined;
  const lines = card.oracle_text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const masked = lines[i].replace(/\([^()]*\)|"[^"]*"/g, (m) => '\u0000'.repeat(m.length));
    re.lastIndex = 0;
    const m = re.exec(masked);
    if (!m) continue;
    const original = lines[i].slice(m.index, m.index + m[0].length);
    const written = replace(original, m, card);
    if (written === undefined || written === original) continue;
    lines[i] = lines[i].slice(0, m.index) + written + lines[i].slice(m.index + m[0].length);
    return { card: { ...card, oracle_text: lines.join('\n') }, marker: lines[i] };
  }
  return undefined;
}

const { keywordsWithReminder, reminderEntry } = await import('../out/server/src/language/knowledge/reminderText.js');
const withReminder = keywordsWithReminder().filter((k) => k !== 'Menace');
const menaceReminder = "(This creature can't be blocked except by two or more creatures.)";

const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const evergreen = ['Flying', 'First strike', 'Double strike', 'Deathtouch', 'Defender', 'Haste', 'Hexproof', 'Indestructible', 'Lifelink', 'Menace', 'Reach', 'Trample', 'Vigilance', 'Flash', 'Prowess'];
const isLegendary = (c) => /\bLegendary\b/.test(c.type_line ?? '');
const isPermanent = (c) => !/\b(?:Instant|Sorcery)\b/.test(c.type_line ?? '') && /\b(?:Creature|Artifact|Enchantment|Land|Planeswalker|Battle)\b/.test(c.type_line ?? '');
const keywordList = new RegExp(`^(?:${evergreen.join('|')})(?:, (?:${evergreen.map((k) => k.toLowerCase()).join('|')}))*$`);

/** A keyword line of the reminder table with its reminder text replaced by Menace's. */
function swapReminder(card) {
  if (card.card_faces || !card.oracle_text) return undefined;
  const lines = card.oracle_text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([A-Z][a-z]+(?: [a-z]+)?)\b[^(]*(\([^()]+\))$/.exec(lines[i]);
    if (!m || !withReminder.includes(m[1]) || m[2] === menaceReminder) continue;
    lines[i] = lines[i].slice(0, lines[i].length - m[2].length) + menaceReminder;
    return { card: { ...card, oracle_text: lines.join('\n') }, marker: lines[i] };
  }
  return undefined;
}

/**
 * Rewrites the reminder text of the first keyword line whose keyword has today's reminder in the table
 * (evergreen ones too); `rewrite(reminder, card)` returns the new reminder, or undefined when it can't
 * take the defect.
 */
function mutateReminder(card, rewrite) {
  if (card.card_faces || !card.oracle_text) return undefined;
  const lines = card.oracle_text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([A-Z][a-z]+(?: [a-z]+)?)\b[^(]*(\([^()]+\))$/.exec(lines[i]);
    if (!m || !reminderEntry(m[1])) continue;
    const written = rewrite(m[2], card);
    if (written === undefined || written === m[2]) continue;
    lines[i] = lines[i].slice(0, lines[i].length - m[2].length) + written;
    return { card: { ...card, oracle_text: lines.join('\n') }, marker: lines[i] };
  }
  return undefined;
}

/** The reminder said the other way round: its first negation taken out ("doesn't cause" → "causes"), or, without one, "can" → "can't". */
function flipNegation(reminder) {
  const flips = [[/\bcan['’]t\b/, 'can'], [/\bcannot\b/, 'can'], [/\bdoesn['’]t (\w+)/, (_, v) => `${v}s`], [/\bdon['’]t (\w+)/, '$1'], [/\bisn['’]t\b/, 'is'], [/\bwon['’]t\b/, 'will'], [/\bnot /, ''], [/\bwithout\b/, 'with']];
  const found = flips.map(([re, to]) => ({ re, to, at: reminder.search(re) })).filter((f) => f.at >= 0).sort((a, b) => a.at - b.at)[0];
  if (found) return reminder.replace(found.re, found.to);
  return /\bcan (?!be )\w/.test(reminder) ? reminder.replace(/\bcan (?=\w)/, "can't ") : undefined;
}

/** The reminder's first number one more: a generic mana symbol ({2} → {3}), a number in digits or in words (not a power/toughness). */
function otherNumber(reminder) {
  const m = /\{(\d+)\}|(?<![\d/+-])(\d+)(?![\d/])|\b(one|two|three|four|five|six|seven|eight|nine)\b/.exec(reminder);
  if (!m) return undefined;
  const next = m[1] !== undefined ? `{${Number(m[1]) + 1}}` : m[2] !== undefined ? String(Number(m[2]) + 1) : words[words.indexOf(m[3]) + 1];
  return reminder.slice(0, m.index) + next + reminder.slice(m.index + m[0].length);
}

export const mutationClasses = [
  {
    name: 'contradicted: a keyword\'s reminder text replaced by another keyword\'s',
    codes: ['reminder-text-mismatch'],
    apply: swapReminder,
  },
  {
    name: 'contradicted: a keyword\'s reminder text said the other way round (a negation taken out or put in)',
    codes: ['reminder-text-mismatch'],
    apply: (c) => mutateReminder(c, flipNegation),
  },
  {
    name: 'contradicted: another number in a keyword\'s reminder text',
    codes: ['reminder-text-mismatch'],
    apply: (c) => mutateReminder(c, otherNumber),
  },
  {
    name: 'outdated: a keyword\'s reminder text in an older Oracle wording (enters the battlefield, converted mana cost, shuffle your library)',
    codes: ['wording-reminder-text', 'wording-enters', 'wording-mana-value'],
    apply: (c) => mutateReminder(c, (r) => {
      if (/\benters\b(?! the battlefield)/.test(r)) return r.replace(/\benters\b(?! the battlefield)/, 'enters the battlefield');
      if (/\bmana value\b/.test(r)) return r.replace(/\bmana value\b/, 'converted mana cost');
      if (/\bthen shuffle\./.test(r)) return r.replace(/\bthen shuffle\./, 'then shuffle your library.');
      return undefined;
    }),
  },
  {
    name: 'self-reference: a non-legendary card\'s name in its keyword\'s reminder text',
    codes: ['wording-self-reference'],
    apply: (c) => (isLegendary(c) ? undefined : mutateReminder(c, (r, card) => (/\b[Tt]his (?:creature|artifact|enchantment|land|Equipment|Vehicle|Aura|Saga|Mount|Spacecraft)\b/.test(r)
      ? r.replace(/\b[Tt]his (?:creature|artifact|enchantment|land|Equipment|Vehicle|Aura|Saga|Mount|Spacecraft)\b/, card.name) : undefined))),
  },
  {
    name: '"enters" written "enters the battlefield"',
    codes: ['wording-enters'],
    apply: (c) => mutateLine(c, /\benters\b(?! the battlefield)/, () => 'enters the battlefield'),
  },
  {
    name: '"mana value" written "converted mana cost"',
    codes: ['wording-mana-value'],
    apply: (c) => mutateLine(c, /\bmana value\b/, () => 'converted mana cost'),
  },
  {
    name: '"draw two cards" written "draw 2 cards"',
    codes: ['wording-number'],
    apply: (c) => mutateLine(c, /\b([Dd]raws?) (two|three|four|five|six|seven) cards\b/, (_, m) => `${m[1]} ${words.indexOf(m[2])} cards`),
  },
  {
    name: '"deals 3 damage" written "deals three damage"',
    codes: ['wording-number'],
    apply: (c) => mutateLine(c, /\bdeals ([1-9]|10) damage\b/, (_, m) => `deals ${words[Number(m[1])]} damage`),
  },
  {
    name: 'X written {X} as a number',
    codes: ['wording-symbol-number'],
    apply: (c) => mutateLine(c, /\b(?:put|puts|deals|draw|draws|with|create|creates|mill|mills|scry|surveil) X\b/, (s) => s.replace(/X$/, '{X}')),
  },
  {
    name: '"counters on it" without "on it"',
    codes: ['wording-counters-on-it'],
    apply: (c) => mutateLine(c, /\benters with [^.]*?counters? on it\b/, (s) => s.replace(/ on it$/, '')),
  },
  {
    name: 'a keyword line\'s second keyword capitalised',
    codes: ['wording-keyword-line'],
    apply: (c) => mutateLine(c, new RegExp(`^(?:${evergreen.join('|')}), [a-z]`), (s) => s.slice(0, -1) + s.slice(-1).toUpperCase()),
  },
  {
    name: 'a keyword line with a period',
    codes: ['wording-keyword-line'],
    apply: (c) => mutateLine(c, keywordList, (s) => `${s}.`),
  },
  {
    name: 'tokens "put onto the battlefield" instead of created',
    codes: ['wording-create-token'],
    apply: (c) => mutateLine(c, /\b([Cc]reate)(s?) ((?:a|an|one|two|three|four|five|X|that many) [^.,;]*?\btokens?\b)(?=[.,]| with| that| named| for)/, (_, m) => `${m[1] === 'Create' ? 'Put' : 'put'}${m[2]} ${m[3]} onto the battlefield`),
  },
  {
    name: 'a non-legendary permanent naming itself',
    codes: ['wording-self-reference'],
    apply: (c) => (isLegendary(c) || !isPermanent(c) ? undefined : mutateLine(c, /\b[Tt]his (?:creature|artifact|enchantment|land|Equipment|Vehicle|Aura|Saga)\b/, (_, __, card) => card.name)),
  },
];
