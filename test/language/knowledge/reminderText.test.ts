/**
 * The reminder text of the rules' keywords (knowledge/reminderText.ts over the generated table). Its
 * agreement with the modern cards it was measured on: test/conformance/reminderText.test.ts.
 */
import * as assert from 'node:assert';
import { reminderTexts, type ReminderForm, type ReminderFormKey } from '../../../server/src/language/data/reminderText.js';
import {
  compareReminder, fillReminder, keywordsWithReminder, reminderEntry, reminderFor, type ReminderParameter,
} from '../../../server/src/language/knowledge/reminderText.js';

const cycling = '({2}, Discard this card: Draw a card.)';
const crew2 = '(Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)';

suite('reminder text', () => {
  test('a number keyword reads differently at 1 and at 2, and X stays X (Mobilize)', () => {
    assert.strictEqual(reminderFor('Mobilize', { n: 1 }, 'this creature'),
      '(Whenever this creature attacks, create a tapped and attacking 1/1 red Warrior creature token. Sacrifice it at the beginning of the next end step.)');
    assert.strictEqual(reminderFor('Mobilize', { n: 2 }, 'this creature'),
      '(Whenever this creature attacks, create two tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)');
    assert.match(reminderFor('Mobilize', { n: 'X' }, 'this creature') ?? '', /create X tapped and attacking/);
    assert.match(reminderFor('Hideaway', { n: 4 }, 'this land') ?? '', /^\(When this land enters, look at the top four cards of your library,/);
  });

  test('a number in digits is filled in, and the self-word is capitalised where a sentence or effect begins (Crew)', () => {
    assert.strictEqual(reminderFor('Crew', { n: 2 }, 'this Vehicle'), crew2);
    assert.strictEqual(reminderFor('crew', { n: 3 }, 'this Vehicle'), crew2.replace('power 2', 'power 3'));
    assert.strictEqual(reminderFor('Prowess', {}, 'this creature'), '(Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)');
  });

  test('a cost keyword fills its cost, several symbols included (Cycling, Kicker, Islandcycling)', () => {
    assert.strictEqual(reminderFor('Cycling', { cost: '{2}' }, 'this creature'), cycling);
    assert.strictEqual(reminderFor('Kicker', { cost: '{1}{R}' }, 'this spell'), '(You may pay an additional {1}{R} as you cast this spell.)');
    assert.strictEqual(reminderFor('ISLANDCYCLING', { cost: '{1}{U}' }, 'this creature'),
      '({1}{U}, Discard this card: Search your library for an Island card, reveal it, put it into your hand, then shuffle.)');
  });

  test('Ward fills a mana cost and a cost in words in the form "that player pays / discards"', () => {
    const ward = (cost: string) => reminderFor('Ward', { cost }, 'this creature');
    assert.strictEqual(ward('{2}'), '(Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)');
    assert.match(ward('Pay 3 life') ?? '', /unless that player pays 3 life\.\)$/);
    assert.match(ward('Discard a card.') ?? '', /unless that player discards a card\.\)$/);
  });

  test('Firebending adds its mana once per point: {R}{R} at 2, X {R} at X, {R} at 1', () => {
    assert.match(reminderFor('Firebending', { n: 2 }, 'this creature') ?? '', /add \{R\}\{R\}\. This mana/);
    assert.match(reminderFor('Firebending', { n: 'X' }, 'this creature') ?? '', /add X \{R\}\. This mana/);
    assert.match(reminderFor('Firebending', { n: 1 }, 'this creature') ?? '', /add \{R\}\. This mana/);
  });

  test('no reminder without a table entry or without the parameter the reminder needs', () => {
    assert.strictEqual(reminderFor('Flying', {}, 'this creature'), undefined);
    assert.strictEqual(reminderFor('Nourish', { n: 2 }, 'this creature'), undefined);
    assert.strictEqual(reminderFor('Crew', {}, 'this Vehicle'), undefined);
    assert.strictEqual(reminderFor('Kicker', {}, 'this spell'), undefined);
    // Hideaway is only seen at 4 and 5: "the top {nWord} cards" can't be read at 1.
    assert.strictEqual(reminderFor('Hideaway', { n: 1 }, 'this land'), undefined);
    // Affinity's reminder names what it counts: the words are needed.
    assert.strictEqual(reminderFor('Affinity', {}, 'this spell'), undefined);
    assert.strictEqual(reminderFor('Affinity', { words: 'for artifacts' }, 'this spell'), '(This spell costs {1} less to cast for each artifact you control.)');
  });

  test('the written reminder is the same despite case, spaces, curly quotes, parentheses and the final period', () => {
    assert.strictEqual(compareReminder('Cycling', { cost: '{2}' }, 'this creature', cycling), 'same');
    assert.strictEqual(compareReminder('cycling', { cost: '{2}' }, 'this creature', '  ({2},   discard THIS card: draw a card)  '), 'same');
    assert.strictEqual(compareReminder('Menace', {}, 'this creature', '(This creature can’t be blocked except by two or more creatures.)'), 'same');
    assert.strictEqual(compareReminder('Crew', { n: 2 }, 'this Vehicle', crew2.slice(1, -2)), 'same');
  });

  test('any "this <noun>" stands for the card itself, but "this card" does not', () => {
    assert.strictEqual(compareReminder('Crew', { n: 2 }, 'this Vehicle', crew2.replace('This Vehicle', 'This artifact')), 'same');
    assert.strictEqual(compareReminder('Prowess', {}, 'this creature', '(Whenever you cast a noncreature spell, this permanent gets +1/+1 until end of turn.)'), 'same');
    assert.notStrictEqual(compareReminder('Changeling', {}, 'this creature', '(This creature is every creature type.)'), 'same');
  });

  test('a recorded variant is the same', () => {
    const flashback = '(You may cast this card from your graveyard for its flashback cost and any additional costs. Then exile it.)';
    assert.strictEqual(compareReminder('Flashback', { cost: '{3}{R}' }, 'this spell', flashback), 'same');
  });

  test('a reminder with another number contradicts the keyword', () => {
    assert.strictEqual(compareReminder('Crew', { n: 2 }, 'this Vehicle', crew2.replace('power 2', 'power 3')), 'contradicts');
    const hideaway = reminderFor('Hideaway', { n: 4 }, 'this land') ?? '';
    assert.strictEqual(compareReminder('Hideaway', { n: 4 }, 'this land', hideaway.replace('four', 'five')), 'contradicts');
    // Reworded, but still the wrong number.
    assert.strictEqual(compareReminder('Hideaway', { n: 4 }, 'this land', '(When this land enters, look at the top five cards of your library and exile one.)'), 'contradicts');
    // Mobilize 2 with the reminder of Mobilize 1, word for word.
    assert.strictEqual(compareReminder('Mobilize', { n: 2 }, 'this creature', reminderFor('Mobilize', { n: 1 }, 'this creature') ?? ''), 'contradicts');
  });

  test('a reminder with another cost contradicts the keyword', () => {
    assert.strictEqual(compareReminder('Cycling', { cost: '{2}' }, 'this creature', '({3}, Discard this card: Draw a card.)'), 'contradicts');
    assert.strictEqual(compareReminder('Kicker', { cost: '{1}{R}' }, 'this spell', '(You may pay an additional {2} as you cast this spell.)'), 'contradicts');
    assert.strictEqual(compareReminder('Ward', { cost: '{2}' }, 'this creature', reminderFor('Ward', { cost: '{3}' }, 'this creature') ?? ''), 'contradicts');
  });

  test("another keyword's reminder contradicts the keyword", () => {
    const saddle = '(Tap any number of other creatures you control with total power 2 or more: This Mount becomes saddled until end of turn. Saddle only as a sorcery.)';
    assert.strictEqual(compareReminder('Crew', { n: 2 }, 'this Vehicle', saddle), 'contradicts');
    assert.strictEqual(compareReminder('Menace', {}, 'this creature', '(You may cast this spell any time you could cast an instant.)'), 'contradicts');
    assert.strictEqual(compareReminder('Islandcycling', { cost: '{2}' }, 'this creature', cycling), 'contradicts');
  });

  test('a trimmed or slightly reworded reminder does not contradict', () => {
    const plot = '(You may pay {1}{W} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost.)';
    assert.strictEqual(compareReminder('Plot', { cost: '{1}{W}' }, 'this creature', plot), 'unknown');
    assert.strictEqual(compareReminder('Cycling', { cost: '{2}' }, 'this creature', '({2}, Discard this card: You draw a card.)'), 'unknown');
    // Offspring's reminder cut after its first sentence reads like Kicker's, but is all Offspring's words.
    assert.strictEqual(compareReminder('Offspring', { cost: '{2}' }, 'this creature', '(You may pay an additional {2} as you cast this spell.)'), 'unknown');
  });

  test('the opposite of the current reminder, or another amount in it, contradicts it; a trim does not', () => {
    const vigilance = reminderFor('Vigilance', {}, 'this creature') ?? '';
    assert.strictEqual(vigilance, "(Attacking doesn't cause this creature to tap.)");
    assert.strictEqual(compareReminder('Vigilance', {}, 'this creature', '(Attacking causes this creature to tap.)'), 'contradicts');
    assert.strictEqual(compareReminder('Menace', {}, 'this creature', '(This creature can be blocked except by two or more creatures.)'), 'contradicts');
    assert.strictEqual(compareReminder('Prowess', {}, 'this creature', '(Whenever you cast a noncreature spell, this creature gets +2/+2 until end of turn.)'), 'contradicts');
    assert.strictEqual(compareReminder('Menace', {}, 'this creature', '(This creature can\'t be blocked except by three or more creatures.)'), 'contradicts');
    // Plot's reminder without its last sentence: a trim, no contradiction.
    assert.strictEqual(compareReminder('Plot', { cost: '{1}{W}' }, 'this creature', '(You may pay {1}{W} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost.)'), 'unknown');
  });

  test('the same rule in words today\'s reminder does not use is "otherwise" (an older wording); the older phrases the profile checks report are read as today\'s', () => {
    assert.strictEqual(compareReminder('Lifelink', {}, 'this creature', '(Whenever this creature deals damage, you gain that much life.)'), 'otherwise');
    assert.strictEqual(compareReminder('Basic landcycling', { cost: '{1}{G}' }, 'this creature', '({1}{G}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle your library.)'), 'otherwise');
    // "enters the battlefield" is wording-enters' to report: here it reads as "enters".
    assert.strictEqual(compareReminder('Riot', {}, 'this creature', '(This creature enters the battlefield with your choice of a +1/+1 counter or haste.)'), 'same');
    // Words today's reminder uses, in another order or with "you": no other wording.
    assert.strictEqual(compareReminder('Cycling', { cost: '{2}' }, 'this creature', '({2}, Discard this card: You draw a card.)'), 'unknown');
  });

  test('a reminder of a symbol on the keyword line ("{B/P} can be paid with …") explains the symbol: nothing to compare', () => {
    assert.strictEqual(compareReminder('Equip', { cost: '{B/P}{B/P}' }, 'this Equipment', '({B/P} can be paid with either {B} or 2 life.)'), 'unknown');
  });

  test('a keyword without a table entry is unknown', () => {
    assert.strictEqual(compareReminder('Flying', {}, 'this creature', '(This creature can block creatures with flying.)'), 'unknown');
    assert.strictEqual(compareReminder('Nourish', { n: 2 }, 'this creature', '(Put two +1/+1 counters on target creature.)'), 'unknown');
  });

  test('every wording in the table is the same as itself, filled in for each of its forms', () => {
    const parameters: Record<ReminderFormKey, ReminderParameter[]> = {
      plain: [{}], cost: [{ cost: '{2}{G}' }, { cost: 'Pay 3 life' }], one: [{ n: 1 }], many: [{ n: 2 }, { n: 3 }, { n: 'X' }],
      'one+cost': [{ n: 1, cost: '{1}{W}' }], 'many+cost': [{ n: 4, cost: '{2}{W}{W}' }],
    };
    let checked = 0;
    for (const entry of Object.values(reminderTexts)) {
      for (const [form, wording] of Object.entries(entry.forms) as [ReminderFormKey, ReminderForm][]) {
        for (const w of [wording, ...wording.variants]) {
          for (const p of parameters[form]) {
            const parameter = { ...p, words: w.words?.[0] };
            const filled = fillReminder(w.template, parameter, 'this creature');
            assert.ok(filled && !/\{(?:n|nWord|cost|pays|this)\}/.test(filled), `${entry.keyword} [${form}]: ${w.template}`);
            assert.strictEqual(compareReminder(entry.keyword, parameter, 'this creature', filled), 'same', `${entry.keyword} [${form}] ${JSON.stringify(p)}: ${filled}`);
            checked++;
          }
        }
      }
    }
    assert.ok(checked > 50, `${checked} wordings checked`);
  });

  test("fillReminder fills a set's own template: N or {n}, X when there is no N, {nWord}, {cost}, {this}", () => {
    assert.strictEqual(fillReminder('(Put N +1/+1 counters on target creature.)', { n: 2 }, 'this creature'), '(Put 2 +1/+1 counters on target creature.)');
    assert.strictEqual(fillReminder('({this} gets +N/+N until end of turn.)', { n: 3 }, 'this creature'), '(This creature gets +3/+3 until end of turn.)');
    assert.strictEqual(fillReminder('(Look at the top X cards of your library.)', { n: 4 }, 'this spell'), '(Look at the top 4 cards of your library.)');
    assert.strictEqual(fillReminder('(Look at the top {nWord} cards of your library.)', { n: 4 }, 'this spell'), '(Look at the top four cards of your library.)');
    assert.strictEqual(fillReminder('(Put N +1/+1 counters on it, where X is its power.)', { n: 1 }, 'this creature'), '(Put 1 +1/+1 counters on it, where X is its power.)');
    assert.strictEqual(fillReminder('({cost}, Exile this card from your graveyard: Pay {X}. {this} deals N damage.)', { n: 2, cost: '{1}{R}' }, 'this card'),
      '({1}{R}, Exile this card from your graveyard: Pay {X}. This card deals 2 damage.)');
    assert.strictEqual(fillReminder('(Put N +1/+1 counters on target creature.)', {}, 'this creature'), undefined);
    assert.strictEqual(fillReminder('(You may pay {cost}.)', {}, 'this creature'), undefined);
    assert.strictEqual(fillReminder('(Put X +1/+1 counters on target creature.)', {}, 'this creature'), '(Put X +1/+1 counters on target creature.)');
  });

  test('keywordsWithReminder lists the keywords that carry reminder text, sorted, without the evergreen keywords (which the table still holds, to compare)', () => {
    const list = keywordsWithReminder();
    assert.ok(list.length < Object.keys(reminderTexts).length);
    assert.ok(reminderEntry('Vigilance') && !list.includes('Vigilance'), 'Vigilance is compared, not printed as a rule');
    assert.deepStrictEqual([...list], [...list].sort());
    for (const k of ['Crew', 'Cycling', 'Kicker', 'Ward', 'Start your engines!']) assert.ok(list.includes(k), k);
    for (const k of ['Flying', 'Trample', 'Vigilance', 'Enchant']) assert.ok(!list.includes(k), k);
    assert.strictEqual(reminderEntry('crew')?.rule, '702.122');
  });
});
