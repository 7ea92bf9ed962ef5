import * as assert from 'node:assert';
import { codeInfo, codes } from '../../../server/src/language/checks/codes.js';
import { registerChecks } from '../../../server/src/language/checks/registry.js';
import { expectDiagnostic, expectFixRemoves, fixtureCards, validate } from '../../helpers.js';
import { legalCardsTest } from './legalCards.js';

/** For every code: a text where it fires, and the exact span it must cover. */
const samples: Record<string, { text: string; at: string; nth?: number }> = {
  'undefined-mana-type': { text: 'Relic {2}\nArtifact\n{T}: Add {T}.', at: '{T}', nth: 2 },
  'illegal-cost-symbol': { text: 'Relic {T}{1}\nArtifact', at: '{T}' },
  'unknown-symbol': { text: 'Relic {K}\nArtifact', at: '{K}' },
  'symbol-case': { text: 'Relic {2}\nArtifact\n{t}: Draw a card.', at: '{t}' },
  'undefined-x': { text: 'Insight {1}{U}\nSorcery\nDraw X cards.', at: 'X' },
  'generic-mana-produced': { text: 'Relic {2}\nArtifact\n{T}: Add {2}.', at: '{2}', nth: 2 },
  'mana-cost-order': { text: 'Bolt {R}{1}\nInstant\nDraw a card.', at: '{R}{1}' },
  'unknown-type': { text: 'Scout {G}\nCreture — Elf\n1/1', at: 'Creture' },
  'obsolete-type': { text: 'Trick {U}\nTribal Instant — Faerie\nDraw a card.', at: 'Tribal' },
  'obsolete-subtype': { text: 'Pup {G}\nCreature — Hound\n1/1', at: 'Hound' },
  'missing-card-type': { text: 'Scout {G}\nLegendary — Elf\n1/1', at: 'Legendary — Elf' },
  'subtype-mismatch': { text: 'Trick {U}\nInstant — Elf\nDraw a card.', at: 'Elf' },
  'unknown-subtype': { text: 'Scout {G}\nCreature — Elfe\n1/1', at: 'Elfe' },
  'new-subtype': { text: 'Scout {G}\nCreature — Elf Mothkin\n1/1', at: 'Mothkin' },
  'missing-power-toughness': { text: 'Scout {G}\nCreature — Elf\nFlying', at: 'Creature — Elf' },
  'unexpected-power-toughness': { text: 'Relic {2}\nArtifact\n2/2', at: '2/2' },
  'missing-loyalty': { text: 'Jace {2}{U}\nPlaneswalker — Jace\n+1: Draw a card.', at: 'Planeswalker — Jace' },
  'unexpected-loyalty': { text: 'Scout {G}\nCreature — Elf\nLoyalty: 3\n1/1', at: 'Loyalty: 3' },
  'missing-defense': { text: 'Invasion {2}{R}\nBattle — Siege\nWhen this battle enters, draw a card.', at: 'Battle — Siege' },
  'loyalty-ability-on-non-planeswalker': { text: 'Scout {G}\nCreature — Elf\n+1: Draw a card.\n1/1', at: '+1' },
  'dash-style': { text: 'Scout {G}\nCreature - Elf\n1/1', at: '-' },
  'duplicate-card-name': { text: 'Scout {G}\nCreature — Elf\n1/1\n\nScout {G}\nCreature — Elf\n1/1', at: 'Scout', nth: 2 },
  'syntax-error': { text: 'Odd {1}\nCreature — Elf\nFlying ²\n1/1', at: '²' },
  'invalid-directive': { text: '@bogus\n\nScout {G}\nCreature — Elf\n1/1', at: '@bogus' },
  'undefined-token': { text: '@set VHL Violet Hollow\n\nSpore Farm {G}\nSorcery\nCreate a 1/1 green Saproling creature token.', at: 'Create a 1/1 green Saproling creature token' },
  'shadows-rules-word': { text: 'Brass Ward {2}\nArtifact — Aura\n{T}: Add {C}.\n\nBrass Bell {1}\nArtifact — Aura\n{T}: Add {C}.', at: 'Aura' },
  'conflicting-rarity': { text: 'Dawn Herald {1}{W}\nCreature — Human\nRarity: Common\n1/1\n//\nDusk Herald\nCreature — Spirit\n2/2\nRarity: Rare', at: 'Rare', nth: 1 },
  'invalid-ruling-date': { text: 'Scout {G}\nCreature — Elf\n1/1\nRuling: 2026-13-45 It can block.', at: '2026-13-45' },
  'missing-blank-line': { text: 'Scout {G}\nCreature — Elf\n1/1\nBear {1}{G}\nCreature — Bear\n2/2', at: 'Bear {1}{G}' },
  'duplicate-stats': { text: 'Scout {G}\nCreature — Elf\n1/1\n2/2', at: '2/2' },
  'mode-bullet': { text: 'Choice {1}{R}\nSorcery\nChoose one —\n* Draw a card.\n* Discard a card.', at: '*' },
  'saga-chapter': { text: 'Tale {2}{W}\nEnchantment — Saga\n(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Draw a card.\nII — Draw a card.\nIII — Draw a card.\nIV — Draw a card.', at: 'IV' },
  'unknown-keyword': { text: 'Scout {G}\nCreature — Elf\nFlyng\n1/1', at: 'Flyng' },
  'check-failed': { text: 'Codes Exploding Card {1}\nInstant\nDraw a card.', at: 'Codes Exploding Card' },
  'wording-enters': { text: 'Scout {G}\nCreature — Elf\nWhen this creature enters the battlefield, draw a card.\n1/1', at: 'enters the battlefield' },
  'wording-mana-value': { text: 'Purge {B}\nInstant\nDestroy target creature with converted mana cost 2 or less.', at: 'converted mana cost' },
  'wording-main-phase': { text: 'Totem {2}\nArtifact\nAt the beginning of your precombat main phase, add {C}.', at: 'precombat main phase' },
  'wording-create-token': { text: 'Muster {1}{W}\nSorcery\nPut two 1/1 white Soldier creature tokens onto the battlefield.', at: 'Put two 1/1 white Soldier creature tokens onto the battlefield' },
  'wording-self-reference': { text: 'Hill Scout {G}\nCreature — Elf\nWhen Hill Scout enters, draw a card.\n1/1', at: 'Hill Scout', nth: 2 },
  'wording-number': { text: 'Insight {1}{U}\nSorcery\nDraw 2 cards.', at: '2' },
  'wording-symbol-number': { text: 'Growth {X}{G}\nSorcery\nPut {X} +1/+1 counters on target creature.', at: '{X}', nth: 2 },
  'wording-counters-on-it': { text: 'Hydra {X}{G}\nCreature — Hydra\nThis creature enters with X +1/+1 counters.\n0/0', at: 'enters with X +1/+1 counters' },
  'wording-trigger': { text: 'Crow {W}\nCreature — Bird\nEach time another creature enters, you gain 1 life.\n1/1', at: 'Each time' },
  'wording-keyword-line': { text: 'Crow {W}\nCreature — Bird\nFlying.\n1/1', at: '.' },
  'wording-agreement': { text: 'Anthem {2}{W}\nEnchantment\nCreatures you control gets +1/+1.', at: 'gets' },
  'wording-reminder-text': { text: 'Scout {G}\nCreature — Elf\nLifelink (Whenever this creature deals damage, you gain that much life.)\n1/1', at: '(Whenever this creature deals damage, you gain that much life.)' },
  'reminder-text-mismatch': { text: 'Scout {G}\nCreature — Elf\nCycling {2} (Flying means this creature can\'t be blocked.)\n1/1', at: '(Flying means this creature can\'t be blocked.)' },
  'new-world-order': { text: '@set TST Test\n\nRally Horn {1}{W}\nInstant\nCreatures you control get +1/+1 until end of turn.\nRarity: Common', at: 'Rally Horn' },
  'color-pie-bend': { text: '@set TST Test\n\nEmber Denial {1}{R}\nInstant\nCounter target spell.', at: 'Counter target spell.' },
  'unfillable-collation': { text: '@collation Big: 12 common; 1 rare\n\nScout {G}\nCreature — Elf\nRarity: Common\n1/1\n\nRoc {3}{W}\nCreature — Bird\nRarity: Rare\n2/2', at: '@collation Big: 12 common; 1 rare' },
  'skeleton-slot': { text: '@skeleton G: 2 common\n\nScout {G}\nCreature — Elf\nRarity: Common\nSlot: CG09\n1/1', at: 'Slot: CG09' },
};

suite('diagnostic codes', () => {
  suiteSetup(() => {
    registerChecks({ Card: [function codesExplodingCheck(card) { if (card.name === 'Codes Exploding Card') throw new Error('test'); }] });
  });

  test('every code in codes.ts has a sample here (add one when adding a code)', () => {
    assert.deepStrictEqual(Object.keys(samples).sort(), Object.values(codes).sort());
  });

  for (const [code, sample] of Object.entries(samples)) {
    test(`${code} fires on its sample at the exact span, with the severity and rule of codes.ts`, () => {
      const result = validate(sample.text);
      const d = expectDiagnostic(result, code, { at: sample.at, nth: sample.nth });
      assert.strictEqual(d.severity, codeInfo[d.code].severity);
      if (codeInfo[d.code].rule !== '' && d.rule !== codeInfo[d.code].rule) assert.match(d.rule, /^\d{3}\.\d+[a-z]?$/);
      assert.ok(d.message.length > 20, 'messages explain the problem');
      for (const fix of d.fixes ?? []) expectFixRemoves(result, d, undefined, fix);
    });
  }

  legalCardsTest('no tournament-legal fixture card gets an error or a warning', fixtureCards, 50);
});
