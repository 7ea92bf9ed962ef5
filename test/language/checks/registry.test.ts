import * as assert from 'node:assert';
import { type CheckContext, registerChecks } from '../../../server/src/language/checks/registry.js';
import { validate } from '../../helpers.js';

/** What a check saw: the node, and the context fields that change during a card's walk. */
const seen: string[] = [];
const probeName = 'Context Probe';
const record = (what: string, ctx: CheckContext) => {
  if (ctx.card.name !== probeName) return;
  seen.push(`${what} | ability: ${ctx.ability?.text ?? '-'} | printed: ${ctx.printedAbility?.text ?? '-'} | model: ${ctx.abilityModel?.kind ?? '-'} | role: ${ctx.symbolRole ?? '-'}`);
};

suite('check registry', () => {
  suiteSetup(() => {
    registerChecks({
      Card: [(_card, ctx) => record('Card', ctx)],
      Face: [(face, ctx) => record(`Face ${face.name.text}`, ctx)],
      Ability: [(ability, ctx) => record(`Ability ${ability.text}`, ctx)],
      Symbol: [(symbol, ctx) => record(`Symbol ${symbol.text}`, ctx)],
    });
  });

  test('each node is checked with its own context: its ability, the printed ability, the ability model and the symbol role', () => {
    seen.length = 0;
    validate(`${probeName} {1}{G}\nArtifact\n{T}: Add {G}. Creatures you control have "{W}: Draw a card."\nChoose one —\n• Tap target creature.`);
    const activated = '{T}: Add {G}. Creatures you control have "{W}: Draw a card."';
    assert.deepStrictEqual(seen, [
      'Card | ability: - | printed: - | model: - | role: -',
      `Face ${probeName} | ability: - | printed: - | model: - | role: -`,
      'Symbol {1} | ability: - | printed: - | model: - | role: manaCost',
      'Symbol {G} | ability: - | printed: - | model: - | role: manaCost',
      `Ability ${activated} | ability: ${activated} | printed: ${activated} | model: activated | role: -`,
      `Symbol {T} | ability: ${activated} | printed: ${activated} | model: activated | role: activationCost`,
      // The printed ability's text holds every symbol of its line, the quoted {W} included.
      `Symbol {G} | ability: ${activated} | printed: ${activated} | model: activated | role: text`,
      `Symbol {W} | ability: ${activated} | printed: ${activated} | model: activated | role: text`,
      // The granted ability has no model of its own, and its symbols were checked through the printed text.
      `Ability {W}: Draw a card. | ability: {W}: Draw a card. | printed: ${activated} | model: - | role: -`,
      'Ability Choose one — | ability: Choose one — | printed: Choose one — | model: static | role: -',
      'Ability Tap target creature. | ability: Tap target creature. | printed: Tap target creature. | model: static | role: -',
    ]);
  });
});
