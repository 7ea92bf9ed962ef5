import * as assert from 'node:assert';
import { forgeFileName } from '../../server/src/export/forge.js';
import { forgeProducedLines } from '../../server/src/export/forge/mana.js';
import { exportAs, fixture, forgeAbilityLines, forgeNotScripted, setOf } from './exportHelpers.js';
import { parseForgeScript } from './forgeScript.js';

suite('export: Forge', () => {
  test('every card script parses back line by line and matches the model: cost, types, P/T, loyalty, produced mana', () => {
    const set = setOf(fixture('violet.cards'));
    const result = exportAs('forge');
    for (const card of set.cards) {
      const file = result.files.find((f) => f.path === `cards/${forgeFileName(card.faces.map((f) => f.name).join(' '))[0]}/${forgeFileName(card.faces.map((f) => f.name).join(' '))}.txt`);
      assert.ok(file, `no script for ${card.name}`);
      const faces = parseForgeScript(file.content as string);
      assert.strictEqual(faces.length, card.faces.length);
      card.faces.forEach((face, i) => {
        const forge = faces[i];
        assert.strictEqual(forge.name, face.name);
        assert.strictEqual(forge.manaCost, face.hasCost ? face.cost.map((b) => b.replace('/', '')).join(' ') : 'no cost');
        assert.strictEqual(forge.types, [...face.supertypes, ...face.types, ...face.subtypes].join(' '));
        assert.strictEqual(forge.pt, face.power === undefined ? undefined : `${face.power}/${face.toughness}`);
        assert.strictEqual(forge.loyalty, face.loyalty);
        // A choice of colours is one Forge mana ability per colour: compare the colours all of them add.
        const order = (l: string[]) => [...new Set(l)].sort((a, b) => 'WUBRGC'.indexOf(a) - 'WUBRGC'.indexOf(b));
        const mana = face.abilities.filter((a) => a.isManaAbility).flatMap((a) => (a.produces === 'any' ? ['W', 'U', 'B', 'R', 'G'] : a.produces));
        assert.deepStrictEqual(order(forge.produced.flat()), order(mana));
      });
    }
  });

  test('the summary counts the cards that play fully and names each one that does not, with what was left out and why', () => {
    const result = exportAs('forge');
    // Fish & Chips' quoted sentence is not read; both halves of Fire // Ice are (Fire's divided damage too), and the
    // Acolyte's intervening "if you gained 3 or more life this turn" (Forge's Count$LifeYouGainedThisTurn).
    assert.strictEqual(result.scripted?.full, 9);
    assert.strictEqual(result.scripted?.partly, 0);
    assert.deepStrictEqual(result.scripted?.notPlayable.map((n) => n.card), ['Fish & Chips <Deluxe>']);
    assert.ok(result.summary.includes('9 of 10 cards fully playable in Forge; not playable (an ability cardtext cannot script exactly is left out):'), result.summary.join('\n'));
    assert.ok(result.summary.some((s) => /^ {2}Fish & Chips <Deluxe> — 'Draw two cards, then discard a card\. "Delicious," she said\.' \(cardtext cannot read ""Delicious," she said\."\)/.test(s)), result.summary.join('\n'));
    const listed = result.files.find((f) => f.path === 'forge-playability.txt')!.content as string;
    assert.strictEqual(listed.split('\n').filter((l) => l.includes(' — ')).length, 1);
  });

  test('mana abilities: one colour, several of one colour, all of several, a choice, any colour (of the commander\'s identity), N of any one colour, N in any combination', () => {
    assert.deepStrictEqual(['Add {G}.', 'Add {C}{C}.', 'Add {W}{U}.', 'Add {R} or {G}.', 'Add {W}, {U}, or {B}.', 'Add one mana of any color.', 'Add {G}. You lose 1 life.', 'Add X mana of any one color.', 'Add three mana of any one color.', 'Add two mana in any combination of colors.', 'Add three mana in any combination of {R} and/or {G}.'].map((t) => forgeProducedLines(t)), [
      ['Produced$ G'], ['Produced$ C | Amount$ 2'], ['Produced$ W U'], ['Produced$ R', 'Produced$ G'], ['Produced$ W', 'Produced$ U', 'Produced$ B'], ['Produced$ Any'], undefined, undefined,
      ['Produced$ Any | Amount$ 3'], ['Produced$ Combo Any | Amount$ 2'], ['Produced$ Combo R G | Amount$ 3'],
    ]);
    // A commander deck's mana (903.4): any colour of its commander's colour identity.
    assert.deepStrictEqual(forgeProducedLines("Add one mana of any color in your commander's color identity."), ['Produced$ Combo ColorIdentity']);
  });

  test('"Spend this mana only to cast creature (artifact, instant or sorcery, legendary) spells" is RestrictValid$ on each line', () => {
    assert.deepStrictEqual(forgeProducedLines('Add one mana of any color. Spend this mana only to cast creature spells.'), ['Produced$ Any | RestrictValid$ Card.Creature']);
    assert.deepStrictEqual(forgeProducedLines('Add {R} or {G}. Spend this mana only to cast an instant or sorcery spell.'), ['Produced$ R | RestrictValid$ Instant,Sorcery', 'Produced$ G | RestrictValid$ Instant,Sorcery']);
    assert.deepStrictEqual(forgeProducedLines('Add {C}{C}. Spend this mana only to cast artifact spells.'), ['Produced$ C | Amount$ 2 | RestrictValid$ Artifact']);
    // Other spending rules (abilities alone, spells with flashback) are not written.
    assert.strictEqual(forgeProducedLines('Add {G}. Spend this mana only to cast spells with flashback.'), undefined);
    assert.strictEqual(forgeProducedLines('Add {C}. Spend this mana only to activate abilities.'), undefined);
  });

  test('a choice of groups of symbols ("Add {U}{U}, {U}{R}, or {R}{R}.") is one ability per group', () => {
    assert.deepStrictEqual(forgeProducedLines('Add {U}{U}, {U}{R}, or {R}{R}.'), ['Produced$ U | Amount$ 2', 'Produced$ U R', 'Produced$ R | Amount$ 2']);
    assert.deepStrictEqual(forgeProducedLines('Add {G}{G} or {W}{W}.'), ['Produced$ G | Amount$ 2', 'Produced$ W | Amount$ 2']);
    // A group Forge cannot produce as one line (two of one colour and one of another) leaves the whole choice unwritten.
    assert.strictEqual(forgeProducedLines('Add {R}{R}{G} or {G}{G}{R}.'), undefined);
  });

  test('a mana ability with a rule for its mana Forge can\'t script is left out, so the card counts as text only', () => {
    const result = exportAs('forge', '@set TST Test\n\nChoosy Grove\nLand\n{T}: Add {G}. Spend this mana only to cast spells with flashback.\nRarity: Common');
    const script = result.files.find((f) => f.path.startsWith('cards/'))!.content as string;
    assert.ok(!script.includes('A:'));
    assert.deepStrictEqual(result.scripted, { full: 0, textOnly: 1, partly: 0, notPlayable: [{ card: 'Choosy Grove', abilities: [{ text: '{T}: Add {G}. Spend this mana only to cast spells with flashback.', reason: 'the mana this ability adds' }] }] });
  });

  test('what a mana ability does besides adding mana is one sub-ability that each colour\'s line runs', () => {
    assert.deepStrictEqual(forgeAbilityLines('Painful Grove\nLand\n{T}: Add {C}.\n{T}: Add {G} or {W}. Painful Grove deals 1 damage to you.'), [
      'A:AB$ Mana | Cost$ T | Produced$ C',
      'A:AB$ Mana | Cost$ T | Produced$ G | SubAbility$ DBEffect',
      'A:AB$ Mana | Cost$ T | Produced$ W | SubAbility$ DBEffect',
      'SVar:DBEffect:DB$ DealDamage | Defined$ You | NumDmg$ 1',
    ]);
    // The card itself is named in the sub-ability (it is not the ability's own line).
    assert.deepStrictEqual(forgeAbilityLines('Ebbing Marsh\nLand\n{T}: Add {U} or {B}. Put a depletion counter on Ebbing Marsh.').slice(-1), ['SVar:DBEffect:DB$ PutCounter | Defined$ Self | CounterType$ DEPLETION | CounterNum$ 1']);
    // "Add {B} for each Swamp you control": Amount$ counted.
    assert.deepStrictEqual(forgeAbilityLines('Deep Vault\nLand\n{2}, {T}: Add {B} for each Swamp you control.'), [
      'A:AB$ Mana | Cost$ 2 T | Produced$ B | Amount$ X',
      'SVar:X:Count$Valid Swamp.YouCtrl',
    ]);
    // Forge's `Count$Valid` counts cards, never players: "for each opponent" is left out, in a mana ability or a cost.
    assert.deepStrictEqual(forgeAbilityLines('Tithe Stone {3}\nArtifact\n{T}: Add {C} for each opponent.'), []);
    assert.match(forgeNotScripted('Tithe Stone {3}\nArtifact\n{T}: Add {C} for each opponent.').join('\n'), /count of players/);
    assert.deepStrictEqual(forgeAbilityLines('Crowd Call {5}{U}\nSorcery\nThis spell costs {1} less to cast for each opponent.\nDraw two cards.'), [
      'A:SP$ Draw | Cost$ 5 U | Defined$ You | NumCards$ 2',
    ]);
    // With a target it is not a mana ability (605.1a): left out.
    assert.deepStrictEqual(forgeAbilityLines('Thorn Grove\nLand\n{T}: Add {G}. Target creature gets +1/+1 until end of turn.'), []);
    // A rider the model cannot read leaves the ability out, with the words it stopped at.
    assert.match(forgeNotScripted('Odd Grove\nLand\n{T}: Add {G}. Odd Grove sings a song.').join('\n'), /cannot read/);
  });

  test('file names follow Forge (lower case, punctuation dropped, underscores) and the edition lists numbers and rarity letters', () => {
    assert.deepStrictEqual(['Fire Ice', 'Isamaru\'s Heir', 'Dandân', 'Fish & Chips <Deluxe>'].map(forgeFileName), ['fire_ice', 'isamarus_heir', 'dandan', 'fish_chips_deluxe']);
    const edition = exportAs('forge').files.find((f) => f.path === 'editions/Violet Hollow.txt')!.content as string;
    assert.match(edition, /^\[metadata\]\nCode=VHL\nDate=2026-01-15\nName=Violet Hollow\nType=THIRDPARTY\nBooster=10 Common, 3 Uncommon, 1 RareMythic\n\n\[cards\]\n1 R Moonlit Acolyte\n/);
    assert.match(edition, /\n9 L Forest\n100 M Vessa, Lantern Keeper\n/);
  });

  test('the edition\'s Booster line has a slot for each rarity the set has, from the same slots as the other formats\' packs', () => {
    const edition = (text: string, boosters?: { common: number; uncommon: number; rare: number; mythicRate: number }) =>
      exportAs('forge', text, { boosters }).files.find((f) => f.path.startsWith('editions/'))!.content as string;
    const set = '@set TST Test\n\nAsh Wolf {1}{R}\nCreature — Wolf\n2/2\nRarity: Common\n\nEmber Drake {3}{R}\nCreature — Drake\nFlying\n3/3\nRarity: Rare';
    assert.match(edition(set), /^Booster=10 Common, 1 Rare$/m);
    assert.match(edition(set, { common: 9, uncommon: 4, rare: 2, mythicRate: 8 }), /^Booster=9 Common, 2 Rare$/m);
    const result = exportAs('forge', '@set TST Test\n\nForest\nBasic Land — Forest');
    assert.doesNotMatch(result.files.find((f) => f.path.startsWith('editions/'))!.content as string, /Booster=/);
    assert.ok(result.warnings.some((w) => w.includes('cannot be drafted')), result.warnings.join('\n'));
  });

  test('a set\'s own @collation gives Forge\'s booster slots and Draftmancer\'s weighted layouts, with its exact odds (test/export/collation.test.ts); --boosters still wins', () => {
    const cards = (n: number, rarity: string) => Array.from({ length: n }, (_, i) => `${rarity} Thing ${i + 1} {1}\nArtifact\nRarity: ${rarity}`).join('\n\n');
    const set = `@set TST Test\n@collation Mini: 6 common; 2 uncommon; 1 rare/mythic 1:4; 1 common 70 uncommon 30\n\n${[cards(8, 'Common'), cards(3, 'Uncommon'), cards(2, 'Rare'), cards(1, 'Mythic')].join('\n\n')}`;
    const forge = exportAs('forge', set);
    assert.match(forge.files.find((f) => f.path.startsWith('editions/'))!.content as string, /^Booster=6 cardtextslot1, 2 cardtextslot2, 1 cardtextslot3, 1 cardtextslot4$/m);
    assert.ok(!forge.warnings.some((w) => /mixed slot|mythic in 1 pack of 8/.test(w)), forge.warnings.join('\n'));
    const draftmancer = exportAs('draftmancer', set);
    const list = draftmancer.files[0].content as string;
    const settings = JSON.parse(/\[Settings\]\n([\s\S]*?)\n\[Common\]/.exec(list)![1]);
    assert.deepStrictEqual(settings.layouts, {
      'C7 U2 R1': { weight: 21, slots: { Common: 7, Uncommon: 2, Rare: 1 } }, 'C7 U2 M1': { weight: 7, slots: { Common: 7, Uncommon: 2, Mythic: 1 } },
      'C6 U3 R1': { weight: 9, slots: { Common: 6, Uncommon: 3, Rare: 1 } }, 'C6 U3 M1': { weight: 3, slots: { Common: 6, Uncommon: 3, Mythic: 1 } },
    });
    // --mythic-rate alone changes the rate of the collation's rare/mythic slot
    const rated = exportAs('draftmancer', set, { mythicRate: 6 }).files[0].content as string;
    assert.deepStrictEqual(JSON.parse(/\[Settings\]\n([\s\S]*?)\n\[Common\]/.exec(rated)![1]).layouts['C7 U2 R1'], { weight: 35, slots: { Common: 7, Uncommon: 2, Rare: 1 } });
    assert.match(exportAs('forge', set, { mythicRate: 6 }).files.find((f) => f.path.startsWith('editions/'))!.content as string, /\nBase=Rare\nReplace=16\.66666667 Mythic\n/);
    const asked = exportAs('forge', set, { boosters: { common: 10, uncommon: 3, rare: 1, mythicRate: 8 } });
    assert.match(asked.files.find((f) => f.path.startsWith('editions/'))!.content as string, /^Booster=10 Common, 3 Uncommon, 1 RareMythic$/m);
    assert.ok(!asked.warnings.some((w) => /mixed slot/.test(w)));
  });

  test('a symbol Forge has no shard for is left out of ManaCost with a warning', () => {
    const result = exportAs('forge', '@mana {P} purple\n\nMoth {1}{P}\nCreature — Insect\nRarity: Common\n1/1');
    const script = result.files.find((f) => f.path.startsWith('cards/'))!.content as string;
    assert.match(script, /^ManaCost:1$/m);
    assert.ok(result.warnings.some((w) => /Forge has no mana symbol \{P\}/.test(w)));
  });
});
