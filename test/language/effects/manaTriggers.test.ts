import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first triggered ability of a card with these lines after its name. */
function trigger(lines: string): AbilityEffect {
  const model = parseDocument(`Test Card {1}{G}\n${lines}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === 'triggered')!;
}

suite('effect model: triggers on a permanent tapped for mana (106.12)', () => {
  test('"Whenever enchanted land is tapped for mana, its controller adds an additional {G}": that land\'s controller adds {G}', () => {
    const e = trigger('Enchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual([e.trigger?.event, e.trigger?.subject], ['tapsForMana', { ref: 'enchanted', permanent: true }]);
    assert.deepStrictEqual(e.steps, [{ do: 'mana', produced: 'Add {G}.', amount: 1, who: { ref: 'controller', of: { ref: 'triggered', what: 'object' } } }]);
    assert.match(describeEffect(e).join('\n'), /enchanted .*is tapped for mana/);
  });

  test('"a player taps a land for mana", "an opponent taps a Mountain …", "you tap a Swamp …": the land, controlled by that player', () => {
    const any = trigger('Enchantment\nWhenever a player taps a nonbasic land for mana, Test Card deals 1 damage to that player.');
    assert.ok(!any.unknown, JSON.stringify(any.unknown));
    assert.deepStrictEqual(any.trigger, { event: 'tapsForMana', subject: { ref: 'each', filter: { alts: [{ noun: 'Land', props: [{ is: 'supertype', type: 'Basic', not: true }] }] } } });
    assert.deepStrictEqual(any.steps?.[0], { do: 'damage', source: { ref: 'self' }, amount: { n: 1 }, to: { ref: 'triggered', what: 'player' } });
    const opponent = trigger('Enchantment\nWhenever an opponent taps a Mountain for mana, you may gain 1 life.');
    assert.deepStrictEqual(opponent.trigger?.subject, { ref: 'each', filter: { alts: [{ noun: 'Mountain', props: [{ is: 'controller', who: 'opponent' }] }] } });
    const you = trigger('Creature — Vampire\nWhenever you tap a Swamp for mana, add an additional {B}.\n3/3');
    assert.ok(!you.unknown, JSON.stringify(you.unknown));
    assert.deepStrictEqual(you.steps, [{ do: 'mana', produced: 'Add {B}.', amount: 1 }]);
    assert.match(describeEffect(you).join('\n'), /taps a swamp you control for mana/i);
  });

  test('"its controller adds an additional two mana in any combination of colors": mana of any colours in that player\'s pool', () => {
    const e = trigger('Enchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional two mana in any combination of colors.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.do === 'mana' && s.produced), ['Add two mana in any combination of colors.']);
    assert.ok(trigger('Enchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional two mana of any one color and draws a card.').unknown);
  });

  test('"its controller adds an additional {G} for each Elf on the battlefield": {G} as many times as there are Elves', () => {
    const e = trigger('Enchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G} for each Elf on the battlefield.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0].do === 'mana' && e.steps[0].times, { count: 'objects', filter: { alts: [{ noun: 'Elf', props: [] }] }, onBattlefield: true, forEach: true });
    assert.match(describeEffect(e).join('\n'), /adds \{G\} for each Elf/);
  });

  test('"that player adds one mana of any type that land produced": a type of the mana the tapped land produced, of a land only', () => {
    const e = trigger('Enchantment\nWhenever a player taps a land for mana, that player adds one mana of any type that land produced.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'mana', produced: 'Add one mana of any type that land produced.', amount: 1, who: { ref: 'triggered', what: 'player' }, ofTappedLand: true }]);
    assert.match(describeEffect(e).join('\n'), /that player adds one mana of any type that land produced/);
    assert.ok(trigger('Enchantment\nWhenever a player taps a creature for mana, that player adds one mana of any type that land produced.').unknown);
    const permanent = trigger('Enchantment\nWhenever a player taps a permanent for mana, that player adds one mana of any type that permanent produced.');
    assert.deepStrictEqual(permanent.steps?.map((s) => s.do === 'mana' && s.ofTappedLand), [true]);
    assert.ok(trigger('Enchantment\nWhenever a player taps a permanent for mana, that player adds one mana of any type that land produced.').unknown);
  });

  test('"Whenever a Forest is tapped for mana, its controller …" and another condition after "for mana" are not read', () => {
    assert.ok(trigger('Enchantment\nWhenever a Forest is tapped for mana, its controller adds an additional {G}.').unknown);
    assert.ok(trigger("Creature — Beast\nWhenever you tap a land for mana while you're the monarch, add an additional {G}.\n3/3").unknown);
  });
});
