import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

/** Whether a card's script counts X by `source` (its ability written with that amount). */
function counts(card: string, source: RegExp): boolean {
  return script(card).some((l) => l.startsWith('SVar:X:') && source.test(l));
}

suite('Forge scripts: "the discarded (exiled) card" of a cost, when a step discards or exiles too', () => {
  test('is not written when a step discards too', () => {
    assert.ok(!counts("Test Sifter {2}{B}\nArtifact\n{2}, Discard a card: Target opponent discards a card. Each player loses life equal to the discarded card's mana value.", /Discarded\$/));
    assert.ok(!counts("Test Rummage {1}{R}\nArtifact\n{3}, Discard a card: Draw two cards, then discard a card. You gain life equal to the discarded card's mana value.", /Discarded\$/));
  });

  test('is not written when a step exiles too (a graveyard target\'s card either)', () => {
    assert.ok(!counts("Test Mill Lens {2}\nArtifact\n{2}, Exile the top card of your library: Exile the top card of target player's library. Each opponent loses life equal to the exiled card's mana value.", /Exiled\$|Targeted\$/));
    assert.ok(!counts("Test Tomb Ward {1}{B}\nArtifact\n{2}, Exile a card from your graveyard: Exile target artifact card from a graveyard. You gain life equal to the exiled card's mana value.", /Exiled\$|Targeted\$/));
  });
});

suite('Forge scripts: "the sacrificed creature" of a cost, when a step sacrifices too', () => {
  test('a spell\'s additional cost and a step that sacrifices: not written', () => {
    assert.ok(!counts("Test Blood Tax {2}{B}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature.\nEach opponent sacrifices a creature. Target player loses life equal to the sacrificed creature's power.", /Sacrificed\$/));
  });

  test('an activated ability\'s cost and a step that sacrifices: not written', () => {
    assert.ok(!counts("Test Altar Ring {3}\nArtifact\n{2}, Sacrifice a creature: Target player sacrifices a creature. You gain life equal to the sacrificed creature's power.", /Sacrificed\$/));
  });

  test('a granted ability\'s cost and a step that sacrifices: not written', () => {
    assert.ok(!counts("Test Hook Blade {1}\nArtifact — Equipment\nEquipped creature has \"{1}, {T}, Sacrifice another creature: Target opponent sacrifices a creature. You gain life equal to the sacrificed creature's power.\"\nEquip {3}", /Sacrificed\$/));
  });
});

suite('Forge scripts: "that spell\'s mana value" after a counter its controller may pay to stop', () => {
  test('is not written (paid, Forge remembers nothing)', () => {
    assert.ok(!counts("Test Toll Ward {1}{U}{U}\nInstant\nCounter target spell unless its controller pays {2}. Target player loses X life, where X is that spell's mana value.", /RememberedNumber|Targeted\$/));
  });
});

suite('Forge scripts: "the power of the creature that died" on other events', () => {
  test('a creature leaving the battlefield, a permanent dying: not written', () => {
    assert.ok(!counts('Test Vigil {2}{B}\nEnchantment\nWhenever a creature you control leaves the battlefield, each opponent loses X life, where X is the power of the creature that died.', /TriggeredCard\$/));
    assert.ok(!counts('Test Vigil {2}{B}\nEnchantment\nWhenever a nontoken permanent you control dies, each opponent loses X life, where X is the power of the creature that died.', /TriggeredCard\$/));
  });
});

suite('Forge scripts: "the artifact\'s mana value" when another artifact may be meant', () => {
  test('a sacrificed artifact (a spell\'s or an activated ability\'s cost), a created Treasure: not written', () => {
    assert.ok(!counts("Test Scrap Toll {2}{R}\nInstant\nAs an additional cost to cast this spell, sacrifice an artifact.\nDestroy target artifact. Target player loses life equal to the artifact's mana value.", /Targeted\$|Sacrificed\$/));
    assert.ok(!counts("Test Smelter {2}\nArtifact\n{1}, {T}, Sacrifice an artifact: Destroy target artifact. Each opponent loses life equal to the artifact's mana value.", /Targeted\$|Sacrificed\$/));
    assert.ok(!counts("Test Salvager {3}{R}\nSorcery\nDestroy target artifact. Create a Treasure token. Each opponent loses life equal to the artifact's mana value.", /Targeted\$/));
  });
});

suite('Forge scripts: "the exiled card" of a graveyard target', () => {
  test('with two graveyard targets exiled, or none exiled: not written', () => {
    assert.ok(!counts("Test Twin Tombs {3}{B}\nSorcery\nExile target creature card from a graveyard. Exile target land card from a graveyard. Each opponent loses life equal to the exiled card's mana value.", /Targeted\$/));
    assert.ok(!counts("Test Regrowth Rite {2}{G}\nSorcery\nReturn target creature card from your graveyard to your hand. Each opponent loses life equal to the exiled card's toughness.", /Targeted\$/));
  });
});

suite('Forge scripts: "its" after "the sacrificed creature" of a cost', () => {
  test('a target\'s amount said "its" beside the sacrificed creature\'s: not written', () => {
    assert.ok(!counts("Test Grim Pact {3}{B}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature.\nTarget creature gets -X/-X until end of turn, where X is the sacrificed creature's toughness. Each opponent loses life equal to its power.", /Targeted/));
  });
});
