/**
 * Rules a player has for the rest of the turn, said by a spell or an ability: "Target player can't play lands this turn",
 * "Your opponents can't cast spells this turn", "Target player can't cast creature spells this turn", "You may play an
 * additional land this turn" (305.2), "Players can't search libraries this turn"; and rules of the game for the turn ("Damage can't be prevented this turn",
 * "Permanents enter the battlefield tapped this turn"). Forge writes each as an effect in the command zone for the turn.
 */
import { type ReadContext, readPlayer } from './refs.js';
import type { Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/** The kinds of spells a rule of casting names ("can't cast creature spells"), as Forge's card types. */
const spellKinds: Record<string, string> = { creature: 'Creature', instant: 'Instant', sorcery: 'Sorcery', artifact: 'Artifact', enchantment: 'Enchantment' };

/** A player's rule for the turn, the sentence ending there; undefined (the cursor where it was) otherwise. */
export function readPlayerTurnRule(c: Cursor, ctx: ReadContext): Step | undefined {
  const at = c.mark();
  const step = ruleOf(c, ctx);
  if (step && c.atSentenceEnd) return step;
  c.reset(at);
  return undefined;
}

/** Rules of the game for the rest of the turn, for every player and object (614.16 / 614.1d), by their words. */
const gameTurnRules: [string, 'noPrevention' | 'enterTapped'][] = [
  ["damage can't be prevented this turn", 'noPrevention'],
  ['permanents enter the battlefield tapped this turn', 'enterTapped'],
];

function ruleOf(c: Cursor, ctx: ReadContext): Step | undefined {
  const game = gameTurnRules.find(([words]) => c.take(words));
  if (game) return { do: 'gameTurnRule', rule: game[1] };
  if (c.take('you may play an additional land this turn')) return { do: 'playerTurnRule', who: { ref: 'you' }, rule: 'extraLand' };
  if (c.take("players can't search libraries this turn")) return { do: 'playerTurnRule', who: { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } }, rule: 'cantSearch' };
  let who: Ref | undefined;
  if (c.take('your opponents')) who = { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } };
  else if (c.at('target player')) who = readPlayer(c, ctx);
  if (!who) return undefined;
  if (c.take("can't play lands this turn")) return { do: 'playerTurnRule', who, rule: 'cantPlayLands' };
  if (!c.take("can't cast")) return undefined;
  const kind = spellKinds[c.peek() ?? ''];
  if (kind) c.next();
  if (!c.take('spells this turn')) return undefined;
  return { do: 'playerTurnRule', who, rule: 'cantCast', ...(kind ? { kind } : {}) };
}

/** A rule of the game for the turn in words. */
export function describeGameTurnRule(s: Extract<Step, { do: 'gameTurnRule' }>): string {
  return s.rule === 'noPrevention' ? "damage can't be prevented this turn" : 'permanents enter the battlefield tapped this turn';
}

/** A player's rule for the turn in words. */
export function describePlayerTurnRule(s: Extract<Step, { do: 'playerTurnRule' }>, who: string): string {
  if (s.rule === 'extraLand') return 'you may play an additional land this turn';
  if (s.rule === 'cantPlayLands') return `${who} can't play lands this turn`;
  if (s.rule === 'cantSearch') return "players can't search libraries this turn";
  return `${who} can't cast ${s.kind ? `${s.kind.toLowerCase()} ` : ''}spells this turn`;
}
