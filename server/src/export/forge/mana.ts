/**
 * Mana abilities: what an `Add …` effect produces, as Forge's `Produced$` (and `Amount$`).
 */
import { subtypeOf } from '../../language/effects/filters.js';
import { wordTable } from '../../language/effects/wordTable.js';

/**
 * Forge's `Produced$` (and `Amount$`) for each mana ability an effect that only adds mana becomes, or undefined: a
 * choice of colours (`Add {W} or {U}.`) is one ability per colour, as Forge's own scripts write it. `counted`: as for
 * `forgeProduced`.
 */
export function forgeProducedLines(effect: string, counted = false): string[] | undefined {
  const text = effect.replace(/\s*\([^()]*\)\s*$/, '').trim();
  // "Spend this mana only to cast creature spells." (106.6): Forge's `RestrictValid$` on each of the lines.
  const spend = /^(Add .*?\.)\s+Spend this mana only (.+?)\.$/.exec(text);
  if (spend) {
    const restrict = spendRestriction(spend[2]);
    const lines = restrict ? forgeProducedLines(spend[1], counted) : undefined;
    return lines?.map((l) => `${l} | RestrictValid$ ${restrict}`);
  }
  if (/^Add \{([WUBRGC])\}(?:, \{([WUBRGC])\})*,? or \{([WUBRGC])\}\.$/.test(text)) return [...new Set([...text.matchAll(/\{([WUBRGC])\}/g)].map((m) => `Produced$ ${m[1]}`))];
  // "Add {U}{U}, {U}{R}, or {R}{R}." (a filter land): one ability per group of symbols, as Forge's scripts write it.
  if (/^Add (?:\{[WUBRGC]\})+(?:, (?:\{[WUBRGC]\})+)*,? or (?:\{[WUBRGC]\})+\.$/.test(text)) {
    const lines = text.slice(4, -1).split(/,? or |, /).map((group) => forgeProduced(`Add ${group}.`));
    return lines.every((l): l is string => !!l) ? [...new Set(lines)] : undefined;
  }
  const one = forgeProduced(effect, counted);
  return one ? [one] : undefined;
}

/**
 * Forge's `Produced$` (and `Amount$`) for an effect that only adds mana, or undefined. `counted`: the caller writes the
 * `Amount$` of "Add X mana …" / "Add an amount of {G}" (what X is, in the model's step); without it they are undefined.
 */
export function forgeProduced(effect: string, counted = false): string | undefined {
  const text = effect.replace(/\s*\([^()]*\)\s*$/, '').trim();
  const same = /^Add ((?:\{[WUBRGC]\})+)\.$/.exec(text);
  if (same) {
    const letters = same[1].slice(1, -1).split('}{');
    if (letters.every((l) => l === letters[0])) return letters.length === 1 ? `Produced$ ${letters[0]}` : `Produced$ ${letters[0]} | Amount$ ${letters.length}`;
    if (new Set(letters).size === letters.length) return `Produced$ ${letters.join(' ')}`;
    return undefined;
  }
  const choice = /^Add \{([WUBRGC])\}(?:, \{([WUBRGC])\})*,? or \{([WUBRGC])\}\.$/.exec(text);
  if (choice) return `Produced$ Combo ${[...text.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1]).join(' ')}`;
  if (/^Add one mana of any colou?r\.$/.test(text)) return 'Produced$ Any';
  // "Add one mana of the chosen color.": the colour the card's `ChooseColor` set as it entered (Forge's `Chosen`, its one
  // script of a mana ability of it); the model reads it only on a card that chose one.
  if (/^Add one mana of the chosen colou?r\.$/.test(text)) return 'Produced$ Chosen';
  // "Add X mana of any one color" / "in any combination of colors" (of {G} and/or {W}), "Add an amount of {G}": the
  // mana of an amount the ability's `Amount$` says.
  const x = /^Add (?:X mana (of any one colou?r|in any combination of colou?rs|in any combination of \{([WUBRG])\} and\/or \{([WUBRG])\})|an amount of \{([WUBRGC])\})\.$/.exec(text);
  if (x && counted) return `Produced$ ${x[4] ?? (x[1].startsWith('of any one') ? 'Any' : x[2] ? `Combo ${x[2]} ${x[3]}` : 'Combo Any')}`;
  // "Add one mana of any color in your commander's color identity." (903.4): Forge's `Combo ColorIdentity`, as its scripts
  // of it write it (2 of 2).
  if (/^Add one mana of any colou?r in your commander's colou?r identity\.$/.test(text)) return 'Produced$ Combo ColorIdentity';
  // "Add three mana of any one color." (all of one colour: Forge's `Any` with an amount); "Add two mana in any
  // combination of colors / of {R} and/or {G}." (`Combo`).
  const several = /^Add (two|three|four|five) mana (of any one colou?r|in any combination of colou?rs|in any combination of \{([WUBRG])\} and\/or \{([WUBRG])\})\.$/.exec(text);
  if (several) {
    const amount = ['two', 'three', 'four', 'five'].indexOf(several[1]) + 2;
    const what = several[2].startsWith('of any one') ? 'Any' : several[3] ? `Combo ${several[3]} ${several[4]}` : 'Combo Any';
    return `Produced$ ${what} | Amount$ ${amount}`;
  }
  return undefined;
}

/** Card types a spell restriction names, and how Forge's scripts spell each ("creature spells": `Card.Creature`). */
const spellTypes: Record<string, string> = wordTable({ creature: 'Card.Creature', artifact: 'Artifact', 'instant or sorcery': 'Instant,Sorcery', legendary: 'Card.Legendary' });

/**
 * After "Spend this mana only": Forge's `RestrictValid$`, as its scripts spell each (each form 1–3 scripts, none spelt
 * two ways): `to cast creature spells` (`instant or sorcery spells`, `artifact spells`, `legendary spells`), `to cast
 * Sliver spells` (`Card.Sliver`), `an Elf creature spell` (`Creature.Elf`), `to cast artifact (Dragon, colorless
 * Eldrazi) spells or activate abilities of artifacts (Dragons, colorless Eldrazi)` (`Card.Dragon,Activated.Dragon`),
 * `a creature spell of the chosen type`, `kicked spells`, `on costs that contain {X}`, `to cast a face-down creature
 * spell, …, or pay a morph cost`, `to pay cumulative upkeep costs`; undefined for anything else. "A spell with devoid"
 * (a keyword) is not written: measured, its one ability differed from Forge's script (`Amount$ 1` beside `Any`).
 */
function spendRestriction(words: string): string | undefined {
  const fixed: Record<string, string> = wordTable({
    'to cast a creature spell of the chosen type': 'Creature.ChosenType',
    'to cast kicked spells': 'Spell.Kicked',
    'on costs that contain {X}': 'CostContainsX',
    'to pay cumulative upkeep costs': 'CumulativeUpkeep',
    'to cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or pay a morph cost': 'MorphOrManifest',
  });
  if (fixed[words]) return fixed[words];
  const cast = /^to cast (.+)$/.exec(words)?.[1];
  if (!cast) return undefined;
  const basic = /^(?:an? )?(creature|artifact|instant or sorcery|legendary) spells?$/.exec(cast);
  if (basic) return spellTypes[basic[1]];
  // "an Elf creature spell": a creature of that subtype.
  const subCreature = /^(?:an? )?(\p{Lu}\S*) creature spells?$/u.exec(cast);
  if (subCreature) return subtypeOf(subCreature[1]) ? `Creature.${subtypeOf(subCreature[1])}` : undefined;
  // "Sliver spells", "colorless Eldrazi spells or activate abilities of colorless Eldrazi": the kind named twice alike.
  const kind = /^(?:an? )?(colorless )?(\S+) spells?(?: or activate abilities of (colorless )?(\S+))?$/.exec(cast);
  if (!kind || kind[1] !== kind[3] && kind[4] !== undefined) return undefined;
  const type = kind[2] === 'artifact' ? 'Artifact' : subtypeOf(kind[2]);
  if (!type || (kind[4] !== undefined && (kind[2] === 'artifact' ? kind[4] !== 'artifacts' : subtypeOf(kind[4]) !== type))) return undefined;
  if (!kind[4] && (kind[2] === 'artifact' || kind[1])) return undefined;
  const valid = `${type}${kind[1] ? '+Colorless' : ''}`;
  return kind[4] ? `Card.${valid},Activated.${valid}` : `Card.${valid}`;
}

/**
 * "Add one mana of any color (type) that a land you control (an opponent controls) could produce." (106.7): Forge's
 * `ManaReflected` params (`ColorOrType$`, `Valid$`, `ReflectProperty$ Produce`, as all of its scripts of it write
 * them), or undefined.
 */
export function forgeReflected(effect: string): string | undefined {
  const m = /^Add one mana of any (colou?r|type) (?:that )?an? (land|\p{Lu}\S*) (you control|an opponent controls) could produce\.$/u.exec(effect.trim());
  const type = m && (m[2] === 'land' ? 'Land' : subtypeOf(m[2]));
  if (!m || !type) return undefined;
  return `ColorOrType$ ${m[1].startsWith('col') ? 'Color' : 'Type'} | Valid$ ${type}.${m[3] === 'you control' ? 'YouCtrl' : 'OppCtrl'} | ReflectProperty$ Produce`;
}
