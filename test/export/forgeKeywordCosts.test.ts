import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge keywords that change how a spell is cast: affinity for a land type, presence, tribute', () => {
  test('affinity for a basic land type names the type as Forge does', () => {
    assert.deepStrictEqual(script('Marsh Hulk {6}\nArtifact Creature — Golem\nAffinity for Swamps\n4/4'), ['K:Affinity:Swamp']);
    assert.deepStrictEqual(script('Meadow Hulk {6}\nArtifact Creature — Golem\nAffinity for Plains\n4/4'), ['K:Affinity:Plains']);
    assert.deepStrictEqual(script('Grove Walker {4}{G}\nArtifact Creature — Treefolk\nAffinity for Forests\n3/5'), ['K:Affinity:Forest']);
  });

  test('affinity for anything else Forge has no name for stays unwritten', () => {
    assert.deepStrictEqual(notScripted('Odd Hulk {6}\nArtifact Creature — Golem\nAffinity for Wastes\n4/4'), ['the keyword Affinity for Wastes']);
  });
});

suite('Forge tribute: the keyword and its "if tribute wasn\'t paid" ability as the keyword\'s TrigNotTribute', () => {
  test('the trigger becomes the fixed-name SVar the keyword runs, with no T: line of its own', () => {
    assert.deepStrictEqual(script("Hill Brute {3}{R}\nCreature — Giant\nTrample\nTribute 2\nWhen Hill Brute enters, if tribute wasn't paid, destroy target artifact.\n3/3"), [
      'K:Trample', 'K:Tribute:2', 'SVar:TrigNotTribute:DB$ Destroy | ValidTgts$ Artifact',
    ]);
    assert.deepStrictEqual(notScripted("Hill Brute {3}{R}\nCreature — Giant\nTribute 2\nWhen Hill Brute enters, if tribute wasn't paid, destroy target artifact.\n3/3"), []);
  });

  test('tribute with no such ability, or such an ability with no tribute, is not written', () => {
    assert.deepStrictEqual(notScripted('Hill Brute {3}{R}\nCreature — Giant\nTribute 2\n3/3'), ['Tribute with no "if tribute wasn\'t paid" ability']);
    assert.deepStrictEqual(notScripted("Hill Brute {3}{R}\nCreature — Giant\nWhen Hill Brute enters, if tribute wasn't paid, draw a card.\n3/3"), [
      '"if tribute wasn\'t paid" without the card\'s Tribute keyword (Forge writes it with the keyword)',
    ]);
  });

  test('an "if tribute wasn\'t paid" ability printed before the keyword is written with it, not listed as unwritten', () => {
    const text = "Hill Brute {3}{R}\nCreature — Giant\nWhen Hill Brute enters, if tribute wasn't paid, destroy target artifact.\nTribute 2\n3/3";
    assert.deepStrictEqual(script(text), ['K:Tribute:2', 'SVar:TrigNotTribute:DB$ Destroy | ValidTgts$ Artifact']);
    assert.deepStrictEqual(notScripted(text), []);
  });

  test('two Tribute keywords (one TrigNotTribute for both) are not written', () => {
    const text = "Hill Brute {3}{R}\nCreature — Giant\nTribute 2\nTribute 1\nWhen Hill Brute enters, if tribute wasn't paid, destroy target artifact.\n3/3";
    assert.ok(!script(text).some((l) => l.includes('TrigNotTribute')), JSON.stringify(script(text)));
    assert.match(notScripted(text).join('\n'), /more than one Tribute keyword/);
  });

  test('a "you may" the trigger would ask first does not fit TrigNotTribute: neither is written', () => {
    assert.deepStrictEqual(notScripted("Hill Brute {3}{R}\nCreature — Giant\nTribute 2\nWhen Hill Brute enters, if tribute wasn't paid, you may draw a card.\n3/3"), [
      'an "if tribute wasn\'t paid" ability Forge\'s TrigNotTribute cannot hold (more than its effect)',
      '"if tribute wasn\'t paid" of a Tribute keyword that is not written',
    ]);
  });
});

suite('Forge presence: K:Presence and the conditions that check it (Presence$)', () => {
  const reveal = 'As an additional cost to cast this spell, you may reveal a Wurm card from your hand.';

  test('the optional reveal alone is the keyword line', () => {
    assert.deepStrictEqual(script(`Wurm Herald {1}{G}\nCreature — Elf\n${reveal}\nReach\n1/3`), ['K:Presence:Wurm', 'K:Reach']);
  });

  test('a trigger, a spell\'s step and the counters it enters with carry Presence$', () => {
    assert.deepStrictEqual(script(`Wurm Herald {1}{G}\nCreature — Elf\n${reveal}\nWhen Wurm Herald enters, if you revealed a Wurm card or controlled a Wurm as you cast Wurm Herald, you gain 2 life.\n1/3`), [
      'K:Presence:Wurm',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Presence$ Wurm | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script(`Wurm Roar {1}{G}\nSorcery\n${reveal}\nTarget player mills two cards. If you revealed a Wurm card or controlled a Wurm as you cast this spell, you gain 2 life.`), [
      'K:Presence:Wurm',
      'A:SP$ Mill | Cost$ 1 G | ValidTgts$ Player | NumCards$ 2 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2 | Presence$ Wurm',
    ]);
    assert.deepStrictEqual(script(`Wurm Herald {1}{G}\nCreature — Elf\n${reveal}\nWurm Herald enters with two +1/+1 counters on it if you revealed a Wurm card or controlled a Wurm as you cast this spell.\n1/3`), [
      'K:Presence:Wurm',
      'K:etbCounter:P1P1:2:Presence$ Wurm:CARDNAME enters with two +1/+1 counters on it if you revealed a Wurm card or controlled a Wurm as you cast CARDNAME.',
    ]);
  });

  test('a number that depends on it is not written yet', () => {
    assert.deepStrictEqual(notScripted(`Wurm Roar {1}{G}\nSorcery\n${reveal}\nWurm Roar deals 2 damage to target creature. If you revealed a Wurm card or controlled a Wurm as you cast this spell, Wurm Roar deals 4 damage to that creature instead.`), [
      'a number that depends on this condition (not written yet)',
    ]);
  });
});

suite('Forge cost changes for each card in your graveyard', () => {
  test('read, but not written: Forge\'s scripts spell the count two ways', () => {
    assert.deepStrictEqual(notScripted('Bone Hulk {7}{B}\nArtifact Creature — Horror\nThis spell costs {1} less to cast for each artifact card in your graveyard.\n4/6'), [
      "a cost change for each card in your graveyard (Forge's scripts spell the count two ways; not written yet)",
    ]);
  });
});
