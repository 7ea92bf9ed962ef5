import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colorPairsView } from '../../server/src/setDesign/colorPairs.js';
import { designCards } from '../../server/src/setDesign/designCards.js';
import { designJson } from '../../server/src/setDesign/designJson.js';
import { designView } from '../../server/src/setDesign/designView.js';
import { redFlagsOf } from '../../server/src/setDesign/newWorldOrder.js';
import { effectsOf, isRemoval } from '../../server/src/setDesign/effects.js';
import { setOverview } from '../../server/src/render/preview.js';
import { documentEntries } from '../../server/src/stats/documentEntries.js';
import { parse, repoRoot, validate } from '../helpers.js';

const example = (name: string) => readFileSync(join(repoRoot(), 'examples', name), 'utf8');
const model = (text: string) => parse(text).models[0];
/** Validates cards as a set (design notes apply to files that say @set, @collation or @skeleton). */
const validateSet = (cards: string) => validate(`@set TST Test\n\n${cards}`);

suite('set design', () => {
  suite('New World Order', () => {
    test('a common that affects other permanents, watches others, or asks for choices is red-flagged, each with its reason', () => {
      assert.deepStrictEqual(redFlagsOf(model('Anthem {2}{W}\nEnchantment\nCreatures you control get +1/+1.\n')).map((f) => f.id), ['affects-others']);
      assert.deepStrictEqual(redFlagsOf(model('Watcher {1}{B}\nCreature — Spirit\nWhenever another creature dies, you gain 1 life.\n1/1\n')).map((f) => f.id), ['watches-others']);
      assert.deepStrictEqual(redFlagsOf(model('Choice {1}{R}\nInstant\nChoose one —\n• Deal 2 damage to any target.\n• Destroy target artifact.\n')).map((f) => f.id), ['decision-on-resolution']);
      assert.deepStrictEqual(redFlagsOf(model('Peek {U}\nSorcery\nLook at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.\n')).map((f) => f.id), ['hidden-cards']);
    });

    test('a vanilla creature and a plain removal spell are not red-flagged', () => {
      assert.deepStrictEqual(redFlagsOf(model('Bear {1}{G}\nCreature — Bear\n2/2\n')), []);
      assert.deepStrictEqual(redFlagsOf(model('Shock {R}\nInstant\nShock deals 2 damage to any target.\n')), []);
    });

    test('a red-flagged common gets an information diagnostic on its name saying why; the same card at uncommon does not', () => {
      const text = (rarity: string) => `Anthem Bearer {2}{W}\nCreature — Human\nOther creatures you control get +1/+1.\nRarity: ${rarity}\n2/2\n`;
      const common = validateSet(text('Common')).filter((d) => d.code === 'new-world-order');
      assert.strictEqual(common.length, 1);
      assert.strictEqual(common[0].severity, 'info');
      assert.match(common[0].message, /affects others/);
      assert.match(common[0].detail ?? '', /changes other permanents/);
      assert.deepStrictEqual(validateSet(text('Uncommon')).filter((d) => d.code === 'new-world-order'), []);
    });
  });

  suite('colour pie', () => {
    test('effects are read from the text: a removal spell, a counterspell, card draw', () => {
      assert.deepStrictEqual(effectsOf(model('Murder {1}{B}{B}\nInstant\nDestroy target creature.\n')), ['destroy-creature']);
      assert.deepStrictEqual(effectsOf(model('Cancel {1}{U}{U}\nInstant\nCounter target spell.\n')), ['counterspell']);
      assert.ok(isRemoval(model('Murder {1}{B}{B}\nInstant\nDestroy target creature.\n')));
      assert.ok(!isRemoval(model('Divination {2}{U}\nSorcery\nDraw two cards.\n')));
    });

    test('qualifiers with hyphens and lists are read ("non-Zombie", "nonartifact, nonblack"), and a run of "or" can\'t make the patterns backtrack', () => {
      assert.deepStrictEqual(effectsOf(model('Rend {1}{B}\nInstant\nDestroy target non-Zombie creature.\n')), ['destroy-creature']);
      assert.deepStrictEqual(effectsOf(model('Doom {1}{B}\nInstant\nDestroy target nonartifact, nonblack creature.\n')), ['destroy-creature']);
      // Backtracking over 60 "or"s would take longer than the test's timeout (2^60 steps); the patterns read it at once.
      assert.deepStrictEqual(effectsOf(model(`Junk {1}{U}\nInstant\nCounter target ${'or '.repeat(60)}thing.\n`)), []);
    });

    test('a green creature-destroying spell is a colour-pie bend naming the colours that do it; the black one is not', () => {
      const green = validateSet('Grim Sprout {1}{G}\nInstant\nDestroy target creature.\n').filter((d) => d.code === 'color-pie-bend');
      assert.strictEqual(green.length, 1);
      assert.strictEqual(green[0].severity, 'info');
      assert.match(green[0].message, /destroys creatures: a colour-pie bend for green; black and white do it, red rarely/);
      assert.deepStrictEqual(validateSet('Grim Sprout {1}{B}\nInstant\nDestroy target creature.\n').filter((d) => d.code === 'color-pie-bend'), []);
    });

    test('a gold card bends only when none of its colours does the effect', () => {
      assert.deepStrictEqual(validateSet('Twin Denial {U}{R}\nInstant\nCounter target spell.\n').filter((d) => d.code === 'color-pie-bend'), []);
      assert.strictEqual(validateSet('Hot Denial {R}{G}\nInstant\nCounter target spell.\n').filter((d) => d.code === 'color-pie-bend').length, 1);
    });
  });

  test('a file of loose cards (no @set, @collation or @skeleton) gets no design notes', () => {
    const cards = 'Grim Sprout {1}{G}\nInstant\nDestroy target creature.\n\nAnthem Bearer {2}{W}\nCreature — Human\nOther creatures you control get +1/+1.\nRarity: Common\n2/2\n';
    assert.deepStrictEqual(validate(cards).filter((d) => d.code === 'new-world-order' || d.code === 'color-pie-bend'), []);
    assert.deepStrictEqual(validateSet(cards).filter((d) => d.code === 'new-world-order' || d.code === 'color-pie-bend').map((d) => d.code).sort(), ['color-pie-bend', 'new-world-order']);
    assert.strictEqual(validate(`@collation draft\n\n${cards}`).filter((d) => d.code === 'color-pie-bend').length, 1);
  });

  suite('colour pairs', () => {
    test('a pair\'s gold uncommons signpost it; a pair without one, or with far fewer playables, is called out', () => {
      const text = ['Sky Pact {W}{U}\nCreature — Bird\nFlying\nRarity: Uncommon\n2/2',
        ...['W', 'U', 'B', 'R', 'G'].flatMap((c) => Array.from({ length: c === 'G' ? 1 : 6 }, (_, i) => `${c} Common ${i} {${c}}\nCreature — Spirit\nRarity: Common\n1/1`))].join('\n\n');
      const view = colorPairsView(designCards(parse(text).models));
      const wu = view.pairs.find((p) => p.pair === 'WU')!;
      assert.deepStrictEqual(wu.signposts.map((c) => c.model.card.name), ['Sky Pact']);
      assert.deepStrictEqual(wu.callouts, []);
      const rg = view.pairs.find((p) => p.pair === 'RG')!;
      assert.ok(rg.callouts.includes('no gold uncommon signposts it'));
      const ug = view.pairs.find((p) => p.pair === 'UG')!;
      assert.match(ug.callouts.join(';'), /7 playables at common and uncommon, against 12 for the median pair/);
      assert.deepStrictEqual(view.commons.W, { cards: 6, creatures: 6, removal: 0 });
    });
  });

  suite('the design view of examples/design.cards', () => {
    const doc = parse(example('design.cards'));
    const view = designView(documentEntries(doc, []), doc.directives);

    test('its packs use its own collation, and the plan has one empty slot, CW05', () => {
      assert.strictEqual(view.collation, 'Tidewatch');
      assert.strictEqual(view.samplePack.length, 13);
      const json = designJson(view);
      assert.deepStrictEqual(json.skeleton && { ...json.skeleton, planned: json.skeleton.planned > 30 }, { planned: true, filled: json.skeleton!.planned - 1, empty: ['CW05'], unplaced: [] });
    });

    test('its red-flagged common and its colour-pie bend are listed with their reasons', () => {
      const json = designJson(view);
      assert.ok(json.newWorldOrder.cards.length >= 1);
      assert.ok(json.newWorldOrder.cards.every((c) => c.reasons.length > 0));
      assert.ok(json.colorPieBends.length >= 1);
      assert.ok(json.newWorldOrder.flagged / json.newWorldOrder.commons <= 0.2, 'within New World Order\'s fifth');
    });

    test('the overview draws the sample pack as cards and the design panels with escaped names', () => {
      const overview = setOverview([{ doc, diagnostics: [] }], 'Tidewatch');
      for (const heading of ['Sample pack', 'As-fan', 'Colour pairs', 'Skeleton', 'New World Order (commons)', 'Colour pie']) assert.ok(overview.html.includes(`<h2>${heading}</h2>`), heading);
      assert.strictEqual((overview.html.split('<div class="sample-pack">')[1].match(/class="card[ "]/g) ?? []).length, 13);
      assert.match(overview.html, /Empty: CW05/);
      const hostile = parse('@skeleton W: 1 common\n\n<b>Bad</b> {W}\nCreature — Spirit\nOther creatures you control get +1/+1.\nRarity: Common\n1/1\n');
      const html = setOverview([{ doc: hostile, diagnostics: [] }], 'x').html;
      assert.ok(!html.includes('<b>Bad</b>'));
      assert.ok(html.includes('&lt;b&gt;Bad&lt;/b&gt;'));
    });
  });
});
