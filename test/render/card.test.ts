import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { renderCard, type RenderOptions } from '../../server/src/render/card.js';
import { documentEntries } from '../../server/src/stats/documentEntries.js';
import { byClass, classesOf, oneByClass, scanTags, textOf } from './htmlCheck.js';
import { rarityFilters } from '../../server/src/render/setSymbol.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../helpers.js';

/** Renders the first card of a text, with its diagnostics and the file's declarations. */
function render(text: string, options: RenderOptions = {}): string {
  const doc = parseDocument(text);
  const [entry] = documentEntries(doc, validateDocument(doc));
  const html = renderCard(entry.model, { declarations: doc.declarations, diagnostics: entry.diagnostics, ...options });
  scanTags(html);
  return html;
}

/** The number of framed faces (`.card` elements) in the HTML. */
const faces = (html: string) => byClass(html, 'card').length;

suite('card renderer', () => {
  suite('layouts', () => {
    test('a normal creature has one green frame with name, cost icons, type line, rules text and P/T', () => {
      const html = render('Grizzly Cub {1}{G}\nCreature — Bear\nTrample\n2/2\nRarity: Uncommon');
      assert.strictEqual(faces(html), 1);
      assert.deepStrictEqual(classesOf(html, 'card').slice(0, 3), ['card', 'layout-normal', 'frame-g']);
      assert.strictEqual(textOf(oneByClass(html, 'name')), 'Grizzly Cub');
      assert.match(oneByClass(html, 'cost'), /class="ms ms-cost ms-1"[^]*class="ms ms-cost ms-g"/);
      assert.strictEqual(textOf(oneByClass(html, 'type')), 'Creature — Bear');
      assert.strictEqual(textOf(oneByClass(html, 'text')), 'Trample');
      assert.strictEqual(textOf(oneByClass(html, 'stat')), '2/2');
      assert.ok(classesOf(html, 'rarity').includes('rarity-uncommon'));
      assert.match(html, /^<article class="card-entry card-single" data-card="Grizzly Cub" data-line="0">/);
    });

    test('a split card is one landscape card holding both halves, each framed in its own colour', () => {
      const html = render('Fire {1}{R}\nInstant\nFire deals 2 damage.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.');
      assert.match(html, /data-card="Fire \/\/ Ice"/);
      assert.ok(classesOf(html, 'card-entry').includes('card-split'));
      const split = oneByClass(html, 'split-card');
      assert.deepStrictEqual(byClass(split, 'half').length, 2);
      assert.deepStrictEqual(byClass(html, 'name').map(textOf), ['Fire', 'Ice']);
      assert.ok(classesOf(html, 'frame-r'));
      assert.ok(classesOf(html, 'frame-u'));
      assert.deepStrictEqual(byClass(byClass(html, 'half')[1], 'ability').map(textOf), ['Tap target permanent.', 'Draw a card.']);
    });

    test('a double-faced card shows both faces side by side; the back is framed by its colour indicator', () => {
      const html = render('Moonlit Acolyte {1}{W}\nCreature — Human Cleric\nAt the beginning of your end step, transform Moonlit Acolyte.\n1/2\n//\n'
        + 'Silver-Winged Herald\nCreature — Human Angel\nColor indicator: Red\nFlying, lifelink\n3/3');
      assert.ok(classesOf(html, 'card-entry').includes('card-double-faced'));
      assert.strictEqual(faces(html), 2);
      assert.strictEqual(byClass(html, 'half').length, 0);
      assert.ok(classesOf(html, 'layout-normal').includes('frame-w'));
      const back = byClass(html, 'card')[1];
      assert.match(html, /data-face="1"><div class="frame">/);
      assert.strictEqual(byClass(back, 'cost')[0], '');
      assert.strictEqual(byClass(back, 'color-indicator').length, 1);
      assert.match(oneByClass(back, 'color-indicator'), /class="ci-r"/);
      assert.match(html, /class="card layout-normal frame-r" data-face="1"/);
      assert.strictEqual(textOf(oneByClass(back, 'keyword')), 'Flying, lifelink');
    });

    test('an adventure card is one card: the adventure\'s name, cost, type and text in a book on the left of the text box, the creature\'s text on the right', () => {
      const html = render('Hollow Giant {4}{G}\nCreature — Giant\nReach\n5/5\n//\nUproot {1}{R}\nSorcery — Adventure\nDestroy target artifact or enchantment.');
      assert.ok(classesOf(html, 'card-entry').includes('card-adventure'));
      assert.strictEqual(faces(html), 1);
      assert.deepStrictEqual(byClass(html, 'type').map(textOf), ['Creature — Giant', 'Sorcery — Adventure']);
      const book = byClass(html, 'adventure-book');
      assert.strictEqual(book.length, 1);
      assert.ok(classesOf(html, 'adventure-book').includes('frame-r'), 'the book has the adventure\'s own colour');
      assert.deepStrictEqual(byClass(book[0], 'name').map(textOf), ['Uproot']);
      assert.strictEqual(textOf(byClass(book[0], 'text')[0]), 'Destroy target artifact or enchantment.');
      assert.strictEqual(textOf(byClass(byClass(html, 'adventure-main')[0], 'text')[0]), 'Reach');
    });

    test('an aftermath card is one upright card: the first spell with the art on top, the aftermath half below in its own colour, turned', () => {
      const html = render('Scour {1}{R}\nInstant\nScour deals 3 damage to target creature.\n//\nScatter {3}{G}\nSorcery\n'
        + 'Aftermath (Cast this spell only from your graveyard. Then exile it.)\nCreate two 1/1 green Saproling creature tokens.');
      assert.ok(classesOf(html, 'card-entry').includes('card-aftermath'));
      assert.strictEqual(faces(html), 1);
      assert.strictEqual(byClass(html, 'split-card').length, 0, 'not drawn as a split card');
      assert.strictEqual(byClass(html, 'art-box').length, 1, 'one art box, the first spell\'s');
      assert.ok(classesOf(html, 'card').includes('frame-r'));
      const turned = oneByClass(html, 'aftermath-turned');
      assert.ok(classesOf(html, 'aftermath-turned').includes('frame-g'), 'the aftermath half has its own colour');
      assert.deepStrictEqual(byClass(turned, 'name').map(textOf), ['Scatter']);
      assert.strictEqual(textOf(byClass(turned, 'type')[0]), 'Sorcery');
      assert.match(textOf(byClass(turned, 'text')[0]), /Create two 1\/1 green Saproling creature tokens\.$/);
      assert.deepStrictEqual(byClass(html, 'name').map(textOf), ['Scour', 'Scatter'], 'the first spell on top');
    });

    test('a flip card is one card: the unflipped half on top, the art, then the flipped half upside down, each type line with its P/T', () => {
      const html = render('Hollow Novice {1}{U}\nCreature — Human Monk\nWhenever you cast an instant spell, you may put a ki counter on Hollow Novice. '
        + 'Then if it has two or more ki counters on it, you may flip it.\n1/1\n//\nHollow Sage, Unbound\nLegendary Creature — Spirit\nInstants you cast cost {1} less to cast.\n3/3');
      assert.ok(classesOf(html, 'card-entry').includes('card-flip'));
      assert.strictEqual(faces(html), 1);
      const halves = byClass(html, 'flip-half');
      assert.strictEqual(halves.length, 2);
      assert.ok(!classesOf(html, 'flip-half').includes('flip-turned'), 'the first half is upright');
      assert.deepStrictEqual(byClass(halves[0], 'name').map(textOf), ['Hollow Novice']);
      assert.deepStrictEqual(byClass(halves[1], 'name').map(textOf), ['Hollow Sage, Unbound']);
      assert.match(html, /class="flip-half flip-turned" data-face="1"/);
      assert.strictEqual(textOf(byClass(byClass(halves[0], 'type-bar')[0], 'stat')[0]), '1/1');
      assert.strictEqual(textOf(byClass(byClass(halves[1], 'type-bar')[0], 'stat')[0]), '3/3');
      const [upright, art, turned] = ['class="flip-half"', 'class="art-box', 'class="flip-half flip-turned"'].map((c) => html.indexOf(c));
      assert.ok(upright >= 0 && upright < art && art < turned, 'the art between the halves');
    });

    test('a transforming card shows the front triangle on its front\'s name bar and the back one on its back', () => {
      const html = render('Moonlit Acolyte {1}{W}\nCreature — Human Cleric\nAt the beginning of your end step, transform Moonlit Acolyte.\n1/2\n//\n'
        + 'Silver-Winged Herald\nCreature — Human Angel\nColor indicator: White\nFlying\n3/3');
      const [front, back] = byClass(html, 'card');
      assert.match(oneByClass(front, 'name-bar'), /^<span class="face-indicator face-transform" title="Transforming double-faced card: front face"><i class="ms ms-dfc-front"><\/i><\/span><span class="name one-line">/);
      assert.match(oneByClass(back, 'face-indicator'), /ms-dfc-back/);
      assert.strictEqual(byClass(html, 'mdfc-hint').length, 0, 'a transforming card has no hint of its back');
      // other layouts have no face indicator
      assert.strictEqual(byClass(render('Fire {1}{R}\nInstant\nFire deals 2 damage.\n//\nIce {1}{U}\nInstant\nTap target permanent.'), 'face-indicator').length, 0);
      assert.strictEqual(byClass(render('N {G}\nCreature — Elf\n1/1'), 'face-indicator').length, 0);
    });

    test('a modal double-faced card shows its triangles and, at the foot of each face\'s text box, the other face\'s name, types and cost', () => {
      const html = render('Tidecaller\'s Bargain {2}{U}\nSorcery\nDraw three cards.\n//\nTidecaller\'s Haven\nLand\n{T}: Add {U}.');
      const [front, back] = byClass(html, 'card');
      assert.match(oneByClass(front, 'face-indicator'), /ms-dfc-modal-face/);
      assert.match(oneByClass(back, 'face-indicator'), /ms-dfc-modal-back/);
      assert.strictEqual(textOf(oneByClass(front, 'mdfc-hint')).trim(), 'Tidecaller’s Haven · Land');
      assert.strictEqual(textOf(oneByClass(back, 'mdfc-hint')).trim(), 'Tidecaller’s Bargain · Sorcery');
      assert.match(oneByClass(back, 'mdfc-hint'), /<span class="cost"><i class="ms ms-cost ms-2"[^]*ms-u"/);
      // both faces cast (each has a cost): modal as well
      const spells = render('Emberwing Adept {1}{R}\nCreature — Human Wizard\nFlying\n2/1\n//\nEmberwing Blast {3}{R}{R}\nInstant\nEmberwing Blast deals 4 damage to any target.');
      assert.strictEqual(textOf(oneByClass(byClass(spells, 'card')[0], 'mdfc-hint')).trim(), 'Emberwing Blast · Instant');
    });

    test('names and type lines are one-line texts the page script fits: a box and its line-text', () => {
      const html = render('Coax from the Blind Eternities {2}{U}\nSorcery\nDraw a card.');
      assert.match(html, /<span class="name one-line"><span class="line-text">Coax from the Blind Eternities<\/span><\/span>/);
      assert.match(html, /<span class="type one-line"><span class="line-text">Sorcery<\/span><\/span>/);
    });

    test('a two-faced card that flips a coin, or transforms, is double-faced, not a flip card', () => {
      const coin = render('Gambler\'s Oath {1}{R}\nCreature — Human\nWhen this creature enters, flip a coin. If you win the flip, draw a card.\n2/2\n//\nGambler\'s Ruin\nCreature — Horror\n4/4');
      assert.ok(classesOf(coin, 'card-entry').includes('card-double-faced'));
      assert.strictEqual(faces(coin), 2);
    });

    test('a saga has its chapters beside their numerals, two numerals on a shared chapter', () => {
      const html = render('The Hollow Awakens {2}{B}\nEnchantment — Saga\n(As this Saga enters and after your draw step, add a lore counter.)\n'
        + 'I, II — Create a 1/1 black Rat creature token.\nIII — Draw a card.');
      assert.ok(classesOf(html, 'card').includes('layout-saga'));
      const chapters = byClass(html, 'chapter');
      assert.strictEqual(chapters.length, 2);
      assert.deepStrictEqual(byClass(chapters[0], 'chapter-mark').map(textOf), ['I', 'II']);
      assert.strictEqual(textOf(byClass(chapters[0], 'ability')[0]), 'Create a 1/1 black Rat creature token.');
      assert.deepStrictEqual(byClass(chapters[1], 'chapter-mark').map(textOf), ['III']);
      assert.match(oneByClass(html, 'text'), /^<p class="ability"><i class="reminder">\(As this Saga/);
    });

    test('a planeswalker shows each loyalty cost in an up, down or flat badge, and its loyalty', () => {
      const html = render('Vessa {2}{W}\nLegendary Planeswalker — Vessa\n+1: You gain 2 life.\n-2: Draw a card.\n0: Scry 1.\n−X: Exile target creature with mana value X.\nLoyalty: 4');
      assert.ok(classesOf(html, 'card').includes('layout-planeswalker'));
      const badges = byClass(html, 'loyalty-cost').map(textOf);
      assert.deepStrictEqual(badges, ['+1', '−2', '0', '−X']);
      assert.match(html, /class="loyalty-cost loyalty-up">\+1</);
      assert.match(html, /class="loyalty-cost loyalty-down">−2</);
      assert.match(html, /class="loyalty-cost loyalty-zero">0</);
      assert.deepStrictEqual(byClass(html, 'loyalty-ability').map((a) => textOf(byClass(a, 'ability')[0])),
        ['You gain 2 life.', 'Draw a card.', 'Scry 1.', 'Exile target creature with mana value X.']);
      assert.strictEqual(textOf(oneByClass(html, 'stat-loyalty')), '4');
    });

    test('a battle shows its defense', () => {
      const html = render('Siege of the Hollow {2}{R}\nBattle — Siege\nWhen this Siege enters, it deals 2 damage to each creature your opponents control.\nDefense: 4');
      assert.ok(classesOf(html, 'card').includes('layout-battle'));
      assert.strictEqual(textOf(oneByClass(html, 'stat-defense')), '4');
    });

    test('a leveler shows a band per LEVEL marker with its abilities and P/T, and its own P/T apart', () => {
      const html = render('Hollow Squire {W}\nCreature — Human Knight\nLevel up {1}{W}\nLEVEL 2-4\n2/3\nVigilance\nLEVEL 5+\n4/4\nVigilance, lifelink\n1/1');
      assert.ok(classesOf(html, 'card').includes('layout-leveler'));
      const bands = byClass(html, 'level-band');
      assert.strictEqual(bands.length, 2);
      assert.deepStrictEqual(bands.map((b) => textOf(oneByClass(b, 'level-mark'))), ['LEVEL2-4', 'LEVEL5+']);
      assert.deepStrictEqual(bands.map((b) => textOf(oneByClass(b, 'level-pt'))), ['2/3', '4/4']);
      assert.deepStrictEqual(bands.map((b) => textOf(oneByClass(b, 'level-text'))), ['Vigilance', 'Vigilance, lifelink']);
      assert.strictEqual(textOf(oneByClass(html, 'stat-powerToughness')), '1/1');
      assert.match(textOf(oneByClass(html, 'text')), /^Level up/);
    });

    test('a land has the brown land frame and no cost', () => {
      const html = render('Violet Spring\nLand\nViolet Spring enters tapped.\n{T}: Add {G}.');
      assert.deepStrictEqual(classesOf(html, 'card').slice(0, 3), ['card', 'layout-land', 'frame-land']);
      assert.strictEqual(oneByClass(html, 'cost'), '');
      assert.match(html, /ms ms-cost ms-tap/);
    });

    test('a token (type line starting with Token) gets the token layout', () => {
      const html = render('Goblin\nToken Creature — Goblin\nHaste\n1/1');
      assert.ok(classesOf(html, 'card').includes('layout-token'));
      assert.strictEqual(textOf(oneByClass(html, 'type')), 'Token Creature — Goblin');
    });
  });

  suite('frames and symbols', () => {
    test('two colours make a gold frame; hybrid symbols a split frame; colourless artifacts grey', () => {
      assert.ok(classesOf(render('A {W}{U}\nCreature — Bird\n1/1'), 'card').includes('frame-gold'));
      assert.deepStrictEqual(classesOf(render('B {W/U}{W/U}\nCreature — Bird\n1/1'), 'card').slice(2, 5), ['frame-hybrid', 'frame-a-w', 'frame-b-u']);
      assert.ok(classesOf(render('C {3}\nArtifact\n{T}: Add {C}.'), 'card').includes('frame-artifact'));
      assert.ok(classesOf(render('D\nInstant\nColor indicator: Green\nDraw a card.'), 'card').includes('frame-g'));
    });

    test('hybrid, Phyrexian and generic symbols use mana-font classes; a symbol nothing defines is a red error glyph naming it', () => {
      const html = render('E {2/W}{G/P}{W/U}{X}\nSorcery\nPay {E}{E}. Tap {Q}. {K} happens.');
      assert.match(oneByClass(html, 'cost'), /ms-2w[^]*ms-gp[^]*ms-wu[^]*ms-x/);
      assert.match(html, /ms ms-cost ms-e/);
      assert.match(html, /ms ms-cost ms-untap/);
      assert.match(html, /<span class="sym sym-error" title="\{K\}: no such symbol \(declare it with @mana\)" aria-label="\{K\}">\?<\/span>/);
      assert.doesNotMatch(textOf(oneByClass(html, 'text')), /\{K\}/);
      // a symbol the set declares is no error
      assert.strictEqual(byClass(render('@mana {V} violet\n\nF {V}\nSorcery\nAdd {V}.'), 'sym-error').length, 0);
    });

    test('a custom @mana symbol is its letter on a disc, in the declared colour', () => {
      const html = render('@mana {P} purple\n\nMoth {1}{P}\nCreature — Insect\n{T}: Add {P}.\n1/1');
      assert.match(oneByClass(html, 'cost'), /<span class="sym sym-custom sym-custom-P" title="\{P\} purple">P<\/span>/);
      assert.strictEqual(byClass(html, 'sym-custom').length, 2);
    });

    test('reminder text and ability words are italic, modes get bullets, keywords share their line', () => {
      const html = render('F {2}{G}\nCreature — Cat\nFlying, first strike (It deals combat damage first.)\n'
        + 'Landfall — Whenever a land you control enters, draw a card.\nWhen this creature enters, choose one —\n• Gain 2 life.\n• Scry 1.\n2/2\nFlavor: Purrs.');
      assert.strictEqual(textOf(oneByClass(html, 'reminder')), '(It deals combat damage first.)');
      assert.strictEqual(textOf(oneByClass(html, 'ability-word')), 'Landfall —');
      assert.deepStrictEqual(byClass(html, 'mode').map(textOf), ['• Gain 2 life.', '• Scry 1.']);
      assert.strictEqual(textOf(oneByClass(html, 'keyword')), 'Flying, first strike (It deals combat damage first.)');
      assert.strictEqual(textOf(oneByClass(html, 'flavor')), 'Purrs.');
    });

    test('the collector line is printed as on cards since 2014: number over set size and rarity letter, then set code, language and artist', () => {
      const html = render('@set VHL Violet Hollow\n\nG {G}\nCreature — Elf\n1/1\nRarity: Mythic\nArtist: Imaginary Painter', { collectorNumber: '7', setSize: 120, setCode: 'VHL' });
      const rows = byClass(oneByClass(html, 'info'), 'info-row').map((r) => textOf(r).trim().replace(/\s+/g, ' '));
      assert.deepStrictEqual(rows, ['007/120 M', 'VHL • EN Imaginary Painter']);
      assert.strictEqual(textOf(oneByClass(html, 'artist')).trim(), 'Imaginary Painter');
      assert.strictEqual(textOf(oneByClass(html, 'number')), '007/120');
      assert.match(oneByClass(html, 'artist'), /ms-artist-nib/);
      // each rarity's letter; a basic land without a rarity is L, a token T; a Number: field wins, a lettered one is kept
      const letter = (text: string, options: RenderOptions = {}) => textOf(oneByClass(render(text, options), 'rarity-letter'));
      assert.deepStrictEqual(['common', 'Uncommon', 'rare', 'special'].map((r) => letter(`H {G}\nSorcery\nDraw a card.\nRarity: ${r}`)), ['C', 'U', 'R', 'S']);
      assert.strictEqual(letter('Forest\nBasic Land — Forest'), 'L');
      assert.strictEqual(letter('Elf\nToken Creature — Elf\n1/1', { collectorNumber: 'T2', setSize: 120 }), 'T');
      assert.strictEqual(textOf(oneByClass(render('Elf\nToken Creature — Elf\n1/1', { collectorNumber: 'T2', setSize: 120 }), 'number')), 'T2');
      assert.strictEqual(textOf(oneByClass(render('J {G}\nSorcery\nDraw a card.\nNumber: 12a', { collectorNumber: '12a', setSize: 40 }), 'number')), '012a/040');
      // without a set code or artist the line says what it knows
      assert.deepStrictEqual(byClass(oneByClass(render('K {G}\nSorcery\nDraw a card.'), 'info'), 'info-row').map((r) => textOf(r).trim()), ['', 'EN']);
    });

    test('a double-faced card\'s back without an Artist: line prints the front\'s artist, and its rarity', () => {
      const html = render('Moonlit Acolyte {1}{W}\nCreature — Human Cleric\nAt the beginning of your end step, transform Moonlit Acolyte.\nRarity: Rare\nArtist: Ann Lee\n1/2\n//\n'
        + 'Silver-Winged Herald\nCreature — Human Angel\nColor indicator: White\nFlying\n3/3');
      const back = byClass(html, 'card')[1];
      assert.strictEqual(textOf(oneByClass(back, 'artist')).trim(), 'Ann Lee');
      assert.strictEqual(textOf(oneByClass(back, 'rarity-letter')), 'R');
      assert.ok(classesOf(back, 'rarity').includes('rarity-rare'));
    });

    test('the flavour text sits under a divider, except on a card with no other text', () => {
      const html = render('L {G}\nCreature — Elf\nReach\n1/1\nFlavor: Tall trees.');
      assert.match(oneByClass(html, 'text'), /<p class="ability keyword">Reach<\/p><p class="flavor">Tall trees\.<\/p>/);
      const css = readFileSync(join(repoRoot(), 'server', 'src', 'render', 'assets', 'cardtext.css'), 'utf8');
      assert.match(css, /\.flavor:not\(:first-child\)::before \{ content: ""/);
      assert.match(css, /\.flavor:first-child \{ margin-top: 0 !important; padding-top: 0; \}/);
    });
  });

  suite('text fit', () => {
    test('short text keeps the full size, long text steps down, text too long for any size is flagged', () => {
      const short = render('H {G}\nCreature — Elf\nTrample\n1/1');
      assert.ok(classesOf(short, 'text-box').includes('fit-0'));
      const sentence = 'Whenever another creature you control dies, put a +1/+1 counter on target creature you control and scry 1.';
      const long = render(`H {G}\nCreature — Elf\n${Array(3).fill(sentence).join('\n')}\n1/1`);
      const step = Number(/fit-(\d)/.exec(classesOf(long, 'text-box').join(' '))![1]);
      assert.ok(step > 0 && step < 8, `a long text shrinks but fits: step ${step}`);
      assert.ok(!classesOf(long, 'text-box').includes('overflows'));
      const huge = render(`H {G}\nCreature — Elf\n${Array(14).fill(sentence).join('\n')}\n1/1`);
      assert.ok(classesOf(huge, 'text-box').includes('overflows'));
      assert.ok(classesOf(huge, 'text-box').includes('fit-8'));
    });
  });

  suite('diagnostics', () => {
    test('the words a diagnostic points at are underlined with its message on hover', () => {
      const html = render('Relic {2}\nArtifact\n{T}: Add {T}.', { problems: 'list' });
      const marked = byClass(html, 'diag-error');
      assert.strictEqual(marked.length, 1);
      assert.match(marked[0], /ms-tap/);
      assert.match(html, /<span class="diag diag-error" title="[^"]*undefined-mana-type[^"]*">/);
      assert.match(textOf(oneByClass(html, 'problems')), /undefined-mana-type/);
      assert.ok(classesOf(html, 'card-entry').includes('has-errors'));
    });

    test('a problem in the mana cost underlines the cost\'s symbol, not the name beside it', () => {
      const html = render('Heron {2}{U/W}\nCreature — Bird\n2/2');
      const marked = byClass(html, 'diag');
      assert.ok(marked.length > 0, 'the symbol is marked');
      assert.ok(byClass(oneByClass(html, 'name'), 'diag').length === 0, 'the name is not underlined');
      assert.ok(byClass(oneByClass(html, 'cost'), 'diag').length > 0, 'the cost is');
    });

    test('a warning on the type line underlines the dash only', () => {
      const html = render('Scout {G}\nCreature - Elf\n1/1');
      assert.strictEqual(textOf(oneByClass(html, 'diag-warning')), '-');
      assert.strictEqual(textOf(oneByClass(html, 'type')), 'Creature - Elf');
    });
  });

  suite('set symbol', () => {
    test('with a set code the type line shows the set symbol, the code in the rarity\'s colours; without one, the rarity diamond', () => {
      const card = 'Scout {G}\nCreature — Elf\nRarity: rare\n1/1';
      const withCode = render(card, { setCode: 'VHL' });
      assert.strictEqual(textOf(oneByClass(withCode, 'set-symbol')), 'VHL');
      assert.ok(classesOf(withCode, 'set-symbol').includes('rarity-rare'));
      assert.match(withCode, /class="set-symbol rarity-rare" title="VHL rare"/);
      assert.strictEqual(byClass(withCode, 'rarity').length, 0);
      const without = render(card);
      assert.strictEqual(byClass(without, 'set-symbol').length, 0);
      assert.ok(classesOf(without, 'rarity').includes('rarity-rare'));
    });
  });

  suite('set symbol image', () => {
    test('an @symbol image is drawn instead of the code, in the rarity\'s filter, and loaded as the shell resolves it', () => {
      for (const [rarity, filterClass] of [['common', 'symbol-common'], ['rare', 'symbol-rare'], ['mythic', 'symbol-mythic']]) {
        const html = render(`Scout {G}\nCreature — Elf\nRarity: ${rarity}\n1/1`, { setCode: 'VHL', setSymbol: { src: 'art/2-moth.svg' } });
        assert.strictEqual(byClass(html, 'set-symbol').length, 0, 'no code badge');
        assert.ok(classesOf(html, 'set-symbol-img').includes(filterClass), rarity);
        assert.match(oneByClass(html, 'set-symbol-img'), /<img class="set-symbol-pic" alt="VHL" src="art\/2-moth\.svg">/);
      }
      // A webview loads it by key, as it loads art.
      const keyed = render('Scout {G}\nCreature — Elf\n1/1', { setCode: 'VHL', setSymbol: { key: '0' } });
      assert.ok(classesOf(keyed, 'set-symbol-img').includes('symbol-none'));
      assert.match(oneByClass(keyed, 'set-symbol-img'), /<img class="set-symbol-pic" alt="VHL" data-art="0">/);
    });

    test('a symbol that could not be resolved leaves the code badge', () => {
      const html = render('Scout {G}\nCreature — Elf\nRarity: rare\n1/1', { setCode: 'VHL', setSymbol: {} });
      assert.strictEqual(textOf(oneByClass(html, 'set-symbol')), 'VHL');
      assert.strictEqual(byClass(html, 'set-symbol-img').length, 0);
    });

    test('the rarity filters define one filter per class the stylesheet uses, with ids the stylesheet names', () => {
      const defs = rarityFilters();
      const ids = [...defs.matchAll(/<filter id="([^"]+)"/g)].map((m) => m[1]);
      const css = readFileSync(join(repoRoot(), 'server', 'src', 'render', 'assets', 'cardtext.css'), 'utf8');
      const used = [...css.matchAll(/filter: url\(#([^)]+)\)/g)].map((m) => m[1]);
      assert.ok(used.length >= 5, 'the stylesheet colours the symbol of each rarity');
      for (const id of used) assert.ok(ids.includes(id), `the page defines #${id}`);
    });
  });

  suite('typography', () => {
    test('quotes and apostrophes are set as printed: “…”, ‘…’ and ’, in names, rules text and flavor', () => {
      const html = render('Urza\'s Scout {1}\nArtifact Creature — Construct\nThis creature has "{T}: Add {C}."\n1/1\nFlavor: "Don\'t," she said, \'not yet.\'');
      assert.strictEqual(textOf(oneByClass(html, 'name')), 'Urza’s Scout');
      assert.match(textOf(oneByClass(html, 'text')), /has “: Add \.”/);
      assert.strictEqual(textOf(oneByClass(html, 'flavor')), '“Don’t,” she said, ‘not yet.’');
    });
  });

  suite('art', () => {
    test('an Art: path is resolved by the shell and shown as an image over the placeholder', () => {
      const asked: string[] = [];
      const html = render('I {U}\nSorcery\nDraw a card.\nArt: art/i.png', { resolveArt: (p) => (asked.push(p), { src: 'art/1-i.png' }) });
      assert.deepStrictEqual(asked, ['art/i.png']);
      assert.match(oneByClass(html, 'art-box'), /<img class="art-img" alt="" src="art\/1-i\.png">/);
    });

    test('a card without art shows the neutral placeholder', () => {
      const html = render('I {U}\nSorcery\nDraw a card.', { resolveArt: () => assert.fail('no art to resolve') });
      assert.doesNotMatch(html, /<img/);
      assert.strictEqual(byClass(html, 'art-placeholder').length, 1);
    });

    for (const path of ['javascript:alert(1)', 'https://example.invalid/a.png', 'data:image/png;base64,AAAA', '//host/a.png', 'file:///etc/passwd']) {
      test(`an art path like ${path.slice(0, 20)} is never loaded: the placeholder shows the path as text`, () => {
        const html = render(`I {U}\nSorcery\nDraw a card.\nArt: ${path}`, { resolveArt: () => assert.fail('must not be resolved') });
        assert.doesNotMatch(html, /<img/);
        assert.strictEqual(textOf(oneByClass(html, 'art-path')), path);
      });
    }
  });

  suite('escaping', () => {
    const hostile = '<img src=x onerror=alert(1)> {1}\nCreature — Elf\n"><script>alert(2)</script>\n1/1\nFlavor: </style><script>alert(3)</script>\nArtist: " onmouseover="alert(4)';

    test('markup in a name, rules text, flavor and artist is shown as text, never as markup', () => {
      const html = render(hostile);
      const tags = scanTags(html);
      assert.ok(!tags.some((t) => t.name === 'script' || t.name === 'style' || (t.name === 'img' && t.attributes.has('onerror'))));
      assert.strictEqual(textOf(oneByClass(html, 'name')), '<img src=x onerror=alert(1)>');
      assert.strictEqual(textOf(oneByClass(html, 'flavor')), '</style><script>alert(3)</script>');
      assert.strictEqual(textOf(oneByClass(html, 'artist')).trim(), '" onmouseover="alert(4)');
      assert.match(html, /data-card="&lt;img src=x onerror=alert\(1\)&gt;"/);
      assert.ok(tags.every((t) => ![...t.attributes.keys()].some((name) => /^on/i.test(name))), 'no event-handler attribute on any tag');
      assert.doesNotMatch(html, /style=/i);
    });

    test('a diagnostic message quoting hostile text stays inside its title attribute', () => {
      const html = render('Hostile {1}\nCreature — "><b>x</b>\n1/1', { problems: 'list' });
      scanTags(html);
      assert.ok(byClass(html, 'diag').length > 0);
      assert.doesNotMatch(html, /<b>x<\/b>/);
    });
  });
});
