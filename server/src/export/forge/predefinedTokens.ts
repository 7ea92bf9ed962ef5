/**
 * A predefined token's ability (111.10: a Treasure's "{T}, Sacrifice this token: Add one mana of any color.") in Forge's
 * words, for the `TokenAbilities$` of the effect that creates it: the rules' own text, read and written by the same
 * compiler as a card's (a token card of that text, exported), never a line kept for it.
 */
import { parseDocument } from '../../language/document.js';
import type { TokenSpec } from '../../language/effects/types.js';
import { buildExportSet } from '../setModel.js';
import { Warnings } from '../text.js';
import { cardScript } from './cardScript.js';
import { NotScriptable } from './notScriptable.js';
import type { StepContext } from './stepContext.js';

const compiled = new Map<string, string | undefined>();

/** The `AB$ …` line of the token's ability, or undefined when the compiler cannot write it on one line. */
function abilityLine(token: TokenSpec): string | undefined {
  const key = `${token.name}\n${token.predefined!.text}`;
  if (compiled.has(key)) return compiled.get(key);
  const text = `${token.name}\nToken ${token.types.join(' ')} — ${token.subtypes.join(' ')}\n${token.predefined!.text}\n`;
  const set = buildExportSet([parseDocument(text, { uri: 'predefined-token.cards' })], { fallbackCode: 'TOK', fallbackName: 'Tokens' });
  const card = [...set.tokens, ...set.cards][0];
  const script = card ? cardScript(card, new Warnings()) : undefined;
  const abilities = script?.full ? script.text.split('\n').filter((l) => /^[AKTSR]:|^SVar:/.test(l)) : [];
  // One activated ability and nothing else (no sub-ability): it becomes the token's one SVar.
  const line = abilities.length === 1 && abilities[0].startsWith('A:AB$') ? abilities[0].slice(2).replace(/ \| SpellDescription\$.*$/, '') : undefined;
  compiled.set(key, line);
  return line;
}

/**
 * The `TokenAbilities$` value (an SVar holding the ability) of a predefined token. A mana ability (a Treasure's) is
 * written with `Amount$ 1`, as Forge's scripts of a Treasure in a spell or an activated ability write it (7 of 7, the
 * 2020 engine having no token scripts: today's Forge names `TokenScript$ c_a_treasure_sac`, whose line is the same).
 */
export function predefinedTokenAbilities(token: TokenSpec, ctx: Pick<StepContext, 'svar' | 'inTrigger'>): string {
  const line = abilityLine(token);
  if (!line) throw new NotScriptable(`the ability of a ${token.name} token (${token.predefined!.rule})`);
  if (line.startsWith('AB$ Mana')) {
    // In a triggered ability Forge's scripts of a Treasure leave its {T} out in 6 of 8 (the rules' Treasure has it,
    // 111.10a): written with it, 6 of 7 came out different (5 for the {T}; measured). Not written there.
    if (ctx.inTrigger) throw new NotScriptable(`the mana ability of a ${token.name} token a triggered ability creates (Forge's scripts leave its {T} out; not written)`);
    if (/\bAmount\$/.test(line)) throw new NotScriptable(`the mana ability of a ${token.name} token`);
    return ctx.svar('ABMana', `${line} | Amount$ 1`);
  }
  return ctx.svar(`AB${/^AB\$ (\w+)/.exec(line)![1]}`, line);
}
