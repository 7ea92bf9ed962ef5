/**
 * The hover sections of a card's symbols: a mana (or other) symbol, an "Add …" phrase (is it a
 * mana ability, 605), and X (where its value comes from, 107.3).
 */
import type { CardsDocument } from '../document.js';
import { type CardDiagnostic, codes } from '../checks/index.js';
import { classifySymbol } from '../model/symbols.js';
import { productionMeaning } from '../model/manaProduction.js';
import type { Knowledge } from './knowledge.js';
import type { Located } from './locate.js';
import { findSetWords, setWordLines } from './setWords.js';
import { escapeMarkdown, markdownEcho } from '../userText.js';
import { entry, letters, quotes, symbolList } from './hoverText.js';

/** A mana or other symbol: its entry, what it adds here, and what its place on the card means. */
export function symbolHover(located: Located, knowledge: Knowledge, doc: CardsDocument, here: CardDiagnostic[]): string[] {
  if (located.target.kind !== 'symbol') return [];
  const { node, role } = located.target;
  const info = classifySymbol(node.body, doc.declarations);
  const extra: string[] = [];
  if (role === 'manaCost' && info.isMana) extra.push('', `In this mana cost it adds ${info.manaValue} to the mana value${info.colors.length ? ` and makes the card ${info.colors.join('/')}` : ''} (202.2, 202.3).`);
  if (info.cls === 'custom') {
    extra.push('', `Declared by this file as mana of type "${markdownEcho(doc.declarations.manaSymbols.get(node.body) ?? '')}".`);
    const [own] = findSetWords(doc, `{${node.body}}`);
    if (own) extra.push('', escapeMarkdown(setWordLines(own).slice(-1)[0]));
  }
  // The symbol's entry explains summoning sickness already: say only that it applies here.
  if ((info.cls === 'tap' || info.cls === 'untap') && role === 'activationCost' && located.face.types.includes('Creature')) {
    extra.push('', 'This card is a creature, so that restriction applies to this ability (302.6).');
  }
  const production = located.ability?.effect.manaProductions.find((p) => p.symbols.includes(node));
  // An undefined-mana-type diagnostic here already says that nothing is added.
  if (production && !(info.adds === null && here.some((d) => d.code === codes.undefinedManaType))) {
    extra.push('', info.adds ? `After "Add" it adds ${letters(info.adds)} (${info.rule === '107.4e' ? '106.8' : info.cls === 'phyrexian' ? '106.9' : info.cls === 'generic' ? '106.10' : info.cls === 'snow' ? '106.11' : '106.1b'}).` : 'After "Add" it names no type of mana, so nothing is added (106.5).');
  }
  return entry(knowledge.symbol(info.cls), knowledge, extra);
}

/** An "Add …" phrase: whether it is a mana ability and why, and what it adds. */
export function productionHover(located: Located, knowledge: Knowledge, here: CardDiagnostic[]): string[] {
  if (located.target.kind !== 'production') return [];
  const production = located.target.node;
  const ability = located.ability!;
  const meaning = productionMeaning(production, located.model.production, ability.text);
  const am = located.abilityModel;
  const lines: string[] = [];
  const produces = meaning.types === 'any' ? 'any type of mana' : meaning.types.size ? symbolList(meaning.types, ', ') : 'nothing';
  if (ability.granted) {
    lines.push(`**Adds mana** (${produces}) — part of an ability this card grants to another object.`);
  } else if (am?.isManaAbility) {
    lines.push(`**Mana ability** — it can add ${produces}.`, '', `It has no target, it could add mana, and it isn't a loyalty ability, so it is a mana ability (${ability.abilityKind === 'triggered' ? '605.1b' : '605.1a'}). Mana abilities don't use the stack: they resolve as soon as they are activated, and players can't respond to them (605.3b).`);
    if ('cost' in ability && ability.cost?.parts.some((p) => p.partKind === 'tap')) lines.push('', 'Activating it is "tapping this permanent for mana" (106.12), so "whenever … is tapped for mana" abilities trigger when it resolves (106.12a).');
  } else {
    const why = ability.effect.targets.length > 0 ? 'it has a target (605.1a/605.1b require none)'
      : ability.abilityKind === 'loyalty' ? "it is a loyalty ability (605.1a excludes those)"
      : am?.kind === 'spell' ? "it is part of a spell: a spell that adds mana resolves from the stack like any spell (106.3)"
      : ability.abilityKind === 'triggered' ? "it doesn't trigger from a mana ability or from mana being added (605.1b)"
      : meaning.undefinedBy.length > 0 && (meaning.types === 'any' ? false : meaning.types.size === 0) ? 'it could not add any mana (106.5)'
      : 'only activated and triggered abilities can be mana abilities (605.1)';
    lines.push(`**Adds ${produces}** — not a mana ability: ${why}. It uses the stack.`);
  }
  // Each reason not already given by a diagnostic at this spot (the editor shows those).
  for (const u of meaning.undefinedBy) {
    if (!here.some((d) => d.message.includes(u.reason))) lines.push('', `Part of it adds nothing: ${escapeMarkdown(u.reason)} — mana of an undefined type is not added (106.5).`);
  }
  return [...lines, ...quotes([am?.isManaAbility ? (ability.abilityKind === 'triggered' ? '605.1b' : '605.1a') : '605.1', '106.5'], knowledge).slice(0, 2)];
}

/** An X: where its value comes from on this card (107.3). */
export function xHover(located: Located, knowledge: Knowledge): string[] {
  const ability = located.printed;
  const costX = located.model.card.faces.some((f) => f.manaCost?.symbols.some((s) => s.body === 'X'));
  if (ability?.abilityKind === 'triggered' && ability.isSelfETB && costX) {
    return entry(knowledge.concept('x'), knowledge, ['', 'This is an enters-the-battlefield ability: its X is the X paid when the card was cast, even though the permanent itself has X = 0 (107.3m).'], ['107.3m']);
  }
  const own = ability && 'cost' in ability && ability.cost?.parts.some((p) => /X/.test(p.text));
  const where = ability?.effect.definesX;
  const note = own ? 'Here X is the value chosen while paying this ability\'s cost (107.3a).'
    : where ? 'Here the text defines X ("where X is …"), so it is not chosen (107.3a).'
    : costX ? "Here X comes from the card's mana cost; outside the stack that X is 0 (107.3g), and only the permanent's enters-the-battlefield abilities still see it (107.3m)."
    : 'Nothing on this card defines X, so its controller could choose any value (107.3f).';
  return entry(knowledge.concept('x'), knowledge, ['', note], own || where ? ['107.3a'] : costX ? ['107.3i'] : ['107.3f']);
}

