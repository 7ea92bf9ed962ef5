/**
 * Mana abilities: what an `Add …` effect produces, as Forge's `Produced$` (and `Amount$`).
 */

/**
 * Forge's `Produced$` (and `Amount$`) for each mana ability an effect that only adds mana becomes, or undefined: a
 * choice of colours (`Add {W} or {U}.`) is one ability per colour, as Forge's own scripts write it.
 */
export function forgeProducedLines(effect: string): string[] | undefined {
  const text = effect.replace(/\s*\([^()]*\)\s*$/, '').trim();
  // "Spend this mana only to cast creature spells." (106.6): Forge's `RestrictValid$` on each of the lines.
  const spend = /^(Add .*?\.)\s+Spend this mana only to cast (.+?)\.$/.exec(text);
  if (spend) {
    const restrict = spellRestriction(spend[2]);
    const lines = restrict ? forgeProducedLines(spend[1]) : undefined;
    return lines?.map((l) => `${l} | RestrictValid$ ${restrict}`);
  }
  if (/^Add \{([WUBRGC])\}(?:, \{([WUBRGC])\})*,? or \{([WUBRGC])\}\.$/.test(text)) return [...new Set([...text.matchAll(/\{([WUBRGC])\}/g)].map((m) => `Produced$ ${m[1]}`))];
  // "Add {U}{U}, {U}{R}, or {R}{R}." (a filter land): one ability per group of symbols, as Forge's scripts write it.
  if (/^Add (?:\{[WUBRGC]\})+(?:, (?:\{[WUBRGC]\})+)*,? or (?:\{[WUBRGC]\})+\.$/.test(text)) {
    const lines = text.slice(4, -1).split(/,? or |, /).map((group) => forgeProduced(`Add ${group}.`));
    return lines.every((l): l is string => !!l) ? [...new Set(lines)] : undefined;
  }
  const one = forgeProduced(effect);
  return one ? [one] : undefined;
}

/** Forge's `Produced$` (and `Amount$`) for an effect that only adds mana, or undefined. */
export function forgeProduced(effect: string): string | undefined {
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
const spellTypes: Record<string, string> = { creature: 'Card.Creature', artifact: 'Artifact', 'instant or sorcery': 'Instant,Sorcery', legendary: 'Card.Legendary' };

/**
 * After "Spend this mana only to cast": `creature spells`, `a creature spell`, `instant or sorcery spells`, `artifact
 * spells`, `legendary spells` as Forge's `RestrictValid$`; undefined for anything else (abilities, a chosen type, X).
 */
function spellRestriction(words: string): string | undefined {
  const m = /^(?:an? )?(creature|artifact|instant or sorcery|legendary) spells?$/.exec(words);
  return m ? spellTypes[m[1]] : undefined;
}
