import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script } from './exportHelpers.js';

const first = (text: string) => readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][0];
const idol = 'Test Idol {3}\nArtifact\n{2}, {T}: Put a charge counter on target artifact other than Test Idol.';
const shielder = 'Test Shielder {1}{W}\nCreature — Human\n{T}: Target creature you control other than Test Shielder gains indestructible until end of turn.\n1/1';
const warder = 'Test Warder {2}{W}\nCreature — Human\n{1}{W}: Each creature you control other than Test Warder gains vigilance until end of turn.\n2/2';

suite('"… other than ~" (a filter)', () => {
  test('read as "another": an object other than the card itself', () => {
    const read = first(idol);
    assert.ok(read.steps?.length && !read.unknown, JSON.stringify(read.unknown));
    assert.ok(JSON.stringify(read.steps).includes('"is":"other"'), JSON.stringify(read.steps));
    assert.match(describeEffect(read).join('\n'), /other/);
  });

  test('Forge: `Other`, first after the card type, on a target and on each object', () => {
    assert.deepStrictEqual(script(idol), ['A:AB$ PutCounter | Cost$ 2 T | ValidTgts$ Artifact.Other | CounterType$ CHARGE | CounterNum$ 1']);
    assert.deepStrictEqual(script(shielder), ['A:AB$ Pump | Cost$ T | ValidTgts$ Creature.Other+YouCtrl | KW$ Indestructible']);
    assert.deepStrictEqual(script(warder), ['A:AB$ PumpAll | Cost$ 1 W | ValidCards$ Creature.Other+YouCtrl | KW$ Vigilance']);
  });

  test('"another … other than ~" is not read', () => {
    const herald = 'Test Herald {1}{W}\nCreature — Human\n{W}: Another target creature other than Test Herald gains lifelink until end of turn.\n2/2';
    assert.ok(first(herald).unknown, JSON.stringify(first(herald).steps));
  });

  test('"other (target) … other than ~" says "other" twice: not read', () => {
    const tapper = 'Test Tapper {2}{U}\nCreature — Merfolk\n{T}: Tap up to two other target creatures other than Test Tapper.\n1/3';
    assert.ok(first(tapper).unknown, JSON.stringify(first(tapper).steps));
  });

  test('in a trigger, a static and a sacrifice cost: `Other`, the cost worded "another"', () => {
    const mourner = 'Test Mourner {2}{B}\nCreature — Zombie\nWhenever a creature other than Test Mourner dies, you gain 1 life.\n2/2';
    assert.match(script(mourner)[0], /^T:Mode\$ ChangesZone .*ValidCard\$ Creature\.Other\b/);
    const banner = 'Test Banner {3}\nArtifact\nCreatures you control other than Test Banner get +1/+0.';
    assert.match(script(banner)[0], /Affected\$ Creature\.Other\+YouCtrl/);
    const altar = 'Test Altar {2}{B}\nCreature — Zombie\n{1}, Sacrifice a creature other than Test Altar: Draw a card.\n2/2';
    assert.match(script(altar)[0], /Sac<1\/Creature\.Other\/another creature>/);
  });

  test('a restriction on every other creature for the turn is not written (Forge\'s `Other` there is other than the effect)', () => {
    const chief = 'Test Chief {2}{R}\nCreature — Goblin\n{T}: Creatures other than Test Chief can\'t block this turn.\n2/2';
    assert.deepStrictEqual(script(chief), []);
    const warlord = 'Test Warlord {2}{R}\nCreature — Goblin\n{T}: Other creatures can\'t block this turn.\n2/2';
    assert.deepStrictEqual(script(warlord), []);
  });
});
