import * as assert from 'node:assert';
import type { Ability, ActivatedAbility, Card, KeywordAbility, Range } from '../../../server/src/language/ast.js';
import { outline, parse, plain, printAst, rangeOf, realCard, textAt } from '../../helpers.js';

/** Parses a text that holds one card (after an optional preamble) and returns the card. */
function only(text: string): Card {
  const doc = parse(text);
  assert.ok(doc.cards.length >= 1, `no card in:\n${text}`);
  return doc.cards[doc.cards.length - 1];
}

/** Asserts that `range` is exactly the `nth` occurrence of `substring` in `text`. */
function expectSpan(text: string, range: Range | undefined, substring: string, nth = 1): void {
  assert.ok(range, `expected a range for "${substring}"`);
  assert.deepStrictEqual(plain(range), rangeOf(text, substring, nth), `expected "${substring}", got "${textAt(text, range)}"`);
}

function abilities(card: Card): Ability[] {
  return card.faces.flatMap((f) => f.abilities);
}

// A card placed second in the file, so that every range is checked with a line offset too.
const preamble = 'Opening Card {W}\nInstant\nGain 2 life.\n\n';

suite('AST builder', () => {
  suite('exact ranges', () => {
    test('mana cost symbols have the exact range of their braces', () => {
      const text = `${preamble}Ghostly Sage {2/W}{W/P}{X}\nCreature — Spirit\n1/1`;
      const cost = only(text).faces[0].manaCost!;
      expectSpan(text, cost.range, '{2/W}{W/P}{X}');
      expectSpan(text, cost.symbols[0].range, '{2/W}');
      expectSpan(text, cost.symbols[1].range, '{W/P}');
      expectSpan(text, cost.symbols[2].range, '{X}');
      assert.deepStrictEqual(cost.symbols.map((s) => s.body), ['2/W', 'W/P', 'X']);
    });

    test('a symbol written in lower case keeps its text and gets an upper-case body', () => {
      const text = 'Wisp {g}\nCreature — Spirit\n1/1';
      const symbol = only(text).faces[0].manaCost!.symbols[0];
      assert.deepStrictEqual([symbol.text, symbol.body, symbol.closed], ['{g}', 'G', true]);
    });

    test('the card name and the type line words have exact ranges', () => {
      const text = `${preamble}Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1`;
      const face = only(text).faces[0];
      expectSpan(text, face.name.range, 'Llanowar Elves');
      expectSpan(text, face.typeLine!.range, 'Creature — Elf Druid');
      expectSpan(text, face.typeLine!.dash!.range, '—');
      assert.deepStrictEqual(face.typeLine!.subtypes.map((s) => textAt(text, s.range)), ['Elf', 'Druid']);
    });

    test('a mana production spans from "Add" to its last symbol, and each symbol has its own range', () => {
      const text = `${preamble}Prism {2}\nArtifact\n{T}: Add {R} or {G}. Draw a card.`;
      const ability = abilities(only(text))[0];
      const production = ability.effect.manaProductions[0];
      expectSpan(text, production.range, 'Add {R} or {G}');
      expectSpan(text, production.verbRange, 'Add');
      expectSpan(text, production.symbols[0].range, '{R}');
      expectSpan(text, production.symbols[1].range, '{G}');
    });

    test('a mana production of a phrase spans the phrase, not the sentence after it', () => {
      const text = `${preamble}Chroma {2}\nArtifact\nAs Chroma enters, choose a color.\n{T}: Add one mana of the chosen color. Spend this mana only on creature spells.`;
      const production = abilities(only(text))[1].effect.manaProductions[0];
      assert.strictEqual(production.form, 'chosenColor');
      expectSpan(text, production.range, 'Add one mana of the chosen color');
      expectSpan(text, production.phrase!.range, 'of the chosen color');
    });

    test('cost parts have exact ranges and kinds', () => {
      const text = `${preamble}Altar {1}\nArtifact\n{2}{U}, {T}, Pay 2 life, Sacrifice a creature: Draw a card.`;
      const ability = abilities(only(text))[0] as ActivatedAbility;
      assert.strictEqual(ability.abilityKind, 'activated');
      expectSpan(text, ability.cost.range, '{2}{U}, {T}, Pay 2 life, Sacrifice a creature');
      assert.deepStrictEqual(ability.cost.parts.map((p) => p.partKind), ['mana', 'tap', 'payLife', 'sacrifice']);
      expectSpan(text, ability.cost.parts[0].range, '{2}{U}');
      expectSpan(text, ability.cost.parts[1].range, '{T}');
      expectSpan(text, ability.cost.parts[2].range, 'Pay 2 life');
      expectSpan(text, ability.cost.parts[3].range, 'Sacrifice a creature');
      expectSpan(text, ability.range, '{2}{U}, {T}, Pay 2 life, Sacrifice a creature: Draw a card.');
      expectSpan(text, ability.effect.range, 'Draw a card.');
    });

    test('symbols of one kind written together split into runs: {1}{T} is a mana part and a tap part', () => {
      const text = 'Relic {1}\nArtifact\n{1}{T}: Draw a card.';
      const ability = abilities(only(text))[0] as ActivatedAbility;
      assert.deepStrictEqual(ability.cost.parts.map((p) => [p.partKind, p.text]), [['mana', '{1}'], ['tap', '{T}']]);
      expectSpan(text, ability.cost.parts[1].range, '{T}');
    });

    test('energy, untap, tap-another-creature, remove-counter and exile cost parts are told apart', () => {
      const text = 'Engine {1}\nArtifact\n{E}{E}, {Q}, Tap an untapped creature you control, Remove a +1/+1 counter from Engine, Exile a card from your graveyard: Draw a card.';
      const ability = abilities(only(text))[0] as ActivatedAbility;
      assert.deepStrictEqual(ability.cost.parts.map((p) => p.partKind), ['energy', 'untap', 'tapUntapped', 'remove', 'exile']);
    });

    test('keywords have exact ranges for the keyword, its cost and the whole ability', () => {
      const text = `${preamble}Bird {1}{U}\nCreature — Bird\nFlying, first strike\nKicker {1}{G}\nFlashback—{R}, Pay 3 life.\n1/1`;
      const list = abilities(only(text)) as KeywordAbility[];
      assert.deepStrictEqual(list.map((a) => a.keyword), ['Flying', 'First Strike', 'Kicker', 'Flashback']);
      expectSpan(text, list[0].keywordRange, 'Flying');
      expectSpan(text, list[0].range, 'Flying');
      expectSpan(text, list[1].keywordRange, 'first strike');
      expectSpan(text, list[2].keywordRange, 'Kicker');
      expectSpan(text, list[2].cost!.range, '{1}{G}');
      expectSpan(text, list[3].range, 'Flashback—{R}, Pay 3 life.');
      expectSpan(text, list[3].dash!.range, '—', 2);
      assert.deepStrictEqual(list[3].cost!.parts.map((p) => [p.partKind, p.text]), [['mana', '{R}'], ['payLife', 'Pay 3 life']]);
      assert.strictEqual(list[2].rule, '702.33');
    });

    test('self-references by full name, short name, ~, CARDNAME and "this creature" have exact ranges', () => {
      const text = `${preamble}Garruk, the Veil-Cursed {2}{G}{G}\nLegendary Creature — Human\nGarruk, the Veil-Cursed deals 1 damage to ~.\nGarruk can't block.\nCARDNAME gets +1/+1.\nThis creature has trample.\n2/2`;
      const refs = abilities(only(text)).flatMap((a) => a.effect.selfReferences);
      assert.deepStrictEqual(refs.map((r) => r.form), ['name', 'tilde', 'name', 'CARDNAME', 'this']);
      expectSpan(text, refs[0].range, 'Garruk, the Veil-Cursed', 2);
      expectSpan(text, refs[1].range, '~');
      expectSpan(text, refs[2].range, 'Garruk', 3);
      expectSpan(text, refs[3].range, 'CARDNAME');
      expectSpan(text, refs[4].range, 'This creature');
    });

    test('a card named after a keyword is not a self-reference where the text writes the keyword in lower case', () => {
      const text = `${preamble}Dread {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has dread and gets +1/+0.\nWhen Dread is put into a graveyard, draw a card.`;
      const refs = abilities(only(text)).flatMap((a) => a.effect.selfReferences);
      assert.strictEqual(refs.length, 1);
      expectSpan(text, refs[0].range, 'Dread', 2);
    });

    test('a self-reference inside a triggered ability\'s effect has its exact range', () => {
      const text = `${preamble}Herald of Dawn {1}{W}\nCreature — Human\nWhenever you gain life, put a +1/+1 counter on Herald of Dawn.\n1/1`;
      const [ref] = abilities(only(text))[0].effect.selfReferences;
      expectSpan(text, ref.range, 'Herald of Dawn', 2);
    });

    test('a self-reference in a trigger condition is kept in the AST with its range', () => {
      const text = `${preamble}Herald of Dawn {1}{W}\nCreature — Human\nWhen Herald of Dawn enters, you gain 1 life.\n1/1`;
      const [ability] = abilities(only(text));
      const refs = ability.effect.selfReferences;
      assert.strictEqual(refs.length, 1);
      expectSpan(text, refs[0].range, 'Herald of Dawn', 2);
    });

    test('X references in rules text have the range of the X', () => {
      const text = `${preamble}Blaze {X}{R}\nSorcery\nBlaze deals X damage to any target.`;
      const x = abilities(only(text))[0].effect.xReferences;
      assert.strictEqual(x.length, 1);
      expectSpan(text, x[0].range, 'X', 2);
    });

    test('ability ranges and line numbers point at the ability lines of the second card', () => {
      const text = `${preamble}Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1`;
      const ability = abilities(only(text))[0];
      expectSpan(text, ability.range, '{T}: Add {G}.');
      assert.strictEqual(ability.line, 6);
    });
  });

  suite('granted abilities in quotes', () => {
    test('a quoted "{T}: Add …" is parsed as a granted activated mana ability', () => {
      const text = realCard('Cryptolith Rite');
      const quote = abilities(only(text))[0].effect.quotes[0];
      expectSpan(text, quote.range, '"{T}: Add one mana of any color."');
      assert.ok(quote.ability, 'the quote should hold an ability');
      assert.strictEqual(quote.ability.abilityKind, 'activated');
      assert.strictEqual(quote.ability.granted, true);
      const production = quote.ability.effect.manaProductions[0];
      assert.strictEqual(production.form, 'anyColor');
      expectSpan(text, production.range, 'Add one mana of any color');
      assert.strictEqual(abilities(only(text))[0].effect.manaProductions.length, 0, 'the printed static ability adds no mana itself');
    });

    test('two quoted abilities in one line are both parsed, with their kinds', () => {
      const text = 'Banner {3}\nArtifact\nCreatures you control have "Whenever this creature attacks, draw a card." and "{T}: Add {R}."';
      assert.strictEqual(printAst(only(text)), outline(
        'Card "Banner"',
        '  Face "Banner"',
        '    ManaCost [3]',
        '    TypeLine "Artifact"',
        '    Ability static "Creatures you control have \\"Whenever this creature attacks, draw a card.\\" and \\"{T}: Add {R}.\\""',
        '      Quoted "\\"Whenever this creature attacks, draw a card.\\""',
        '        Ability triggered Whenever (granted) "Whenever this creature attacks, draw a card."',
        '          SelfReference this',
        '      Quoted "\\"{T}: Add {R}.\\""',
        '        Ability activated (granted) "{T}: Add {R}."',
        '          Cost "{T}"',
        '            CostPart tap "{T}"',
        '          ManaProduction symbols [R]',
      ));
    });

    test('typographic quotes work like straight ones', () => {
      const text = 'Banner {3}\nArtifact\nCreatures you control have “{T}: Add {R}.”';
      const quote = abilities(only(text))[0].effect.quotes[0];
      assert.strictEqual(quote.ability?.abilityKind, 'activated');
      expectSpan(text, (quote.ability as ActivatedAbility).cost.parts[0].range, '{T}');
    });

    test('a quoted keyword is parsed as a granted keyword ability, and a quoted sentence as granted static text', () => {
      const text = 'Wings {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "Flying."';
      const quote = abilities(only(text))[1].effect.quotes[0];
      assert.strictEqual(quote.ability?.abilityKind, 'keyword');
      assert.strictEqual(quote.ability?.abilityKind === 'keyword' && quote.ability.keyword, 'Flying');
      assert.strictEqual(quote.ability?.granted, true);
      const token = 'Tokens {3}{W}\nSorcery\nCreate a 1/1 white Spirit creature token with "This creature can\'t block."';
      const granted = abilities(only(token))[0].effect.quotes[0].ability;
      assert.strictEqual(granted?.abilityKind, 'static');
      assert.strictEqual(granted?.granted, true);
    });
  });

  suite('keyword lines and sentences', () => {
    test('a line listing keywords is split into keyword abilities', () => {
      const card = only('Angel {3}{W}\nCreature — Angel\nFlying, vigilance, lifelink\n4/4');
      assert.deepStrictEqual(abilities(card).map((a) => [a.abilityKind, a.text]), [['keyword', 'Flying'], ['keyword', 'vigilance'], ['keyword', 'lifelink']]);
    });

    test('"Flying creatures can\'t block." is static text, not the Flying keyword', () => {
      const card = only('Gravity {2}{R}\nEnchantment\nFlying creatures can\'t block.');
      const [ability] = abilities(card);
      assert.strictEqual(ability.abilityKind, 'static');
      assert.strictEqual(ability.text, 'Flying creatures can\'t block.');
    });

    test('"Equip abilities you activate cost {1} less to activate." is not an Equip keyword', () => {
      const card = only('Forge {2}\nArtifact\nEquip abilities you activate cost {1} less to activate.');
      const [ability] = abilities(card);
      assert.strictEqual(ability.abilityKind, 'static');
      assert.strictEqual(abilities(card).filter((a) => a.abilityKind === 'keyword').length, 0);
    });

    test('"Equip {2}" and "Equip legendary creature {1}" are Equip keywords with costs', () => {
      const card = only('Blade {1}\nArtifact — Equipment\nEquip legendary creature {1}\nEquip {2}');
      const list = abilities(card) as KeywordAbility[];
      assert.deepStrictEqual(list.map((a) => [a.keyword, a.parameter, a.cost?.parts.map((p) => p.text).join()]),
        [['Equip', 'legendary creature', '{1}'], ['Equip', undefined, '{2}']]);
    });

    test('keywords with parameters keep them: Protection from, Enchant, Crew, Suspend, Affinity', () => {
      const text = 'Kit {1}\nCreature — Elf\nProtection from red and from blue\nEnchant creature you control\nCrew 3\nSuspend 4—{1}{U}\nAffinity for artifacts\n1/1';
      const list = abilities(only(text)) as KeywordAbility[];
      assert.deepStrictEqual(list.map((a) => [a.abilityKind, a.keyword, a.parameter]), [
        ['keyword', 'Protection', 'from red and from blue'],
        ['keyword', 'Enchant', 'creature you control'],
        ['keyword', 'Crew', '3'],
        ['keyword', 'Suspend', '4'],
        ['keyword', 'Affinity', 'for artifacts'],
      ]);
    });

    test('landwalk and typecycling variants fold into Landwalk and Cycling', () => {
      const list = abilities(only('Bog {1}{B}\nCreature — Zombie\nSwampwalk\nSwampcycling {2}\n1/1')) as KeywordAbility[];
      assert.deepStrictEqual(list.map((a) => [a.keyword, a.text]), [['Landwalk', 'Swampwalk'], ['Cycling', 'Swampcycling {2}']]);
    });

    test('"Multikicker {1}{G}" is a keyword ability with a cost', () => {
      const list = abilities(only(realCard('Joraga Warcaller'))) as KeywordAbility[];
      assert.strictEqual(list[0].abilityKind, 'keyword');
      assert.strictEqual(list[0].keyword, 'Multikicker');
      assert.strictEqual(list[0].cost?.parts[0].text, '{1}{G}');
    });

    test('reminder text after a keyword belongs to that keyword', () => {
      const text = 'Lurker {1}{U}\nCreature — Horror\nFlash (You may cast this spell any time you could cast an instant.)\n1/1';
      const [ability] = abilities(only(text));
      assert.strictEqual(ability.abilityKind, 'keyword');
      expectSpan(text, ability.effect.reminders[0].range, '(You may cast this spell any time you could cast an instant.)');
    });

    test('an ability word before a dash is split off, and the rest is parsed as the ability it is', () => {
      const text = 'Scout {G}\nCreature — Elf\nLandfall — Whenever a land you control enters, you gain 1 life.\nHellbent — {T}: Add {B}.\n1/1';
      const [landfall, hellbent] = abilities(only(text));
      assert.strictEqual(landfall.abilityKind, 'triggered');
      expectSpan(text, landfall.abilityWord!.range, 'Landfall');
      expectSpan(text, landfall.dash!.range, '—', 2);
      assert.strictEqual(hellbent.abilityKind, 'activated');
      assert.strictEqual(hellbent.abilityWord?.text, 'Hellbent');
      assert.strictEqual(hellbent.effect.manaProductions[0].symbols[0].body, 'B');
    });

    test('triggered abilities record their trigger word and condition, and self ETB triggers are recognised', () => {
      const text = 'Herald {1}{W}\nCreature — Human\nWhen Herald enters the battlefield, draw a card.\nWhenever another creature dies, you gain 1 life.\n1/1';
      const [etb, dies] = abilities(only(text));
      assert.ok(etb.abilityKind === 'triggered' && dies.abilityKind === 'triggered');
      if (etb.abilityKind !== 'triggered' || dies.abilityKind !== 'triggered') return;
      expectSpan(text, etb.condition.range, 'When Herald enters the battlefield');
      assert.strictEqual(etb.isSelfETB, true);
      assert.strictEqual(dies.isSelfETB, false);
      assert.strictEqual(dies.triggerWord.text, 'Whenever');
    });

    test('a trigger condition with a comma-separated list runs to the comma that ends it', () => {
      const text = realCard('Keeper of Progenitus');
      const [ability] = abilities(only(text));
      assert.ok(ability.abilityKind === 'triggered');
      if (ability.abilityKind !== 'triggered') return;
      expectSpan(text, ability.condition.range, 'Whenever a player taps a Mountain, Forest, or Plains for mana');
      expectSpan(text, ability.effect.range, 'that player adds one mana of any type that land produced.');
    });

    test('a colon inside quotes or reminder text does not make a line an activated ability', () => {
      const card = only('Rite {1}{G}\nEnchantment\nCreatures you control have "{T}: Add {G}."\nShock lands stay untapped (Note: not really.)');
      assert.deepStrictEqual(abilities(card).map((a) => a.abilityKind), ['static', 'static']);
    });

    test('a colon after a trigger condition does not make a triggered ability activated', () => {
      const card = only('Odd {1}\nEnchantment\nWhenever you cast a spell, choose one: draw a card or gain 1 life.');
      assert.strictEqual(abilities(card)[0].abilityKind, 'triggered');
    });
  });

  suite('real cards', () => {
    test('Heartwood Shard\'s "{3}, {T} or {G}, {T}:" is one activated ability with both alternatives in its cost', () => {
      const text = realCard('Heartwood Shard');
      const ability = abilities(only(text))[0] as ActivatedAbility;
      assert.strictEqual(ability.abilityKind, 'activated');
      assert.deepStrictEqual(ability.cost.parts.flatMap((p) => p.symbols.map((s) => s.body)), ['3', 'T', 'G', 'T']);
      assert.strictEqual(ability.effect.targets.length, 1);
    });

    test('Garruk Relentless // Garruk, the Veil-Cursed has two planeswalker faces with loyalty abilities', () => {
      const card = only(realCard('Garruk Relentless // Garruk, the Veil-Cursed'));
      assert.deepStrictEqual(card.faces.map((f) => f.name.text), ['Garruk Relentless', 'Garruk, the Veil-Cursed']);
      assert.deepStrictEqual(card.faces[1].abilities.map((a) => (a.abilityKind === 'loyalty' ? a.loyaltyCost.text : a.abilityKind)), ['+1', '−1', '−3']);
      assert.deepStrictEqual(card.faces[1].fields.map((f) => [f.label, f.value]), [['Color indicator', 'Black, Green']]);
      assert.strictEqual(card.faces[0].abilities[0].abilityKind, 'triggered');
    });

    test('a short name before a comma ("Garruk") counts as a self-reference', () => {
      const card = only(realCard('Garruk Relentless // Garruk, the Veil-Cursed'));
      assert.deepStrictEqual(card.faces[0].abilities[1].effect.selfReferences.map((r) => r.form), ['name']);
    });
  });
});
