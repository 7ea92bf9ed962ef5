/**
 * Messages fit one row of a problems list and say which card they are about: the card's name (or
 * "File"), then what is wrong, in at most ~100 characters for names and words of a usual length. The
 * why and how is the detail's, which every message of a check with something to explain has.
 */
import * as assert from 'node:assert';
import { withSubject } from '../../../server/src/language/checks/registry.js';
import { validate } from '../../helpers.js';
import { messageSamples } from './messageSamples.js';

/** The longest a message may run after "Name: ". */
const rowLimit = 100;

const all = () => messageSamples.flatMap((text) => validate(text));

suite('diagnostic messages fit one row and name their card', () => {
  test('the samples make every check say something (every code but check-failed)', () => {
    const seen = new Set(all().map((d) => d.code));
    for (const code of ['undefined-mana-type', 'illegal-cost-symbol', 'unknown-symbol', 'symbol-case', 'undefined-x', 'generic-mana-produced', 'mana-cost-order',
      'unknown-type', 'obsolete-type', 'obsolete-subtype', 'missing-card-type', 'subtype-mismatch', 'unknown-subtype', 'missing-power-toughness',
      'unexpected-power-toughness', 'missing-loyalty', 'unexpected-loyalty', 'missing-defense', 'loyalty-ability-on-non-planeswalker', 'dash-style',
      'duplicate-card-name', 'syntax-error', 'invalid-directive', 'undefined-token', 'invalid-ruling-date', 'missing-blank-line', 'duplicate-stats',
      'mode-bullet', 'saga-chapter', 'unknown-keyword']) {
      assert.ok(seen.has(code as never), `no sample makes ${code}`);
    }
  });

  test('every message starts with its card\'s full name, or "File" for what belongs to no card', () => {
    for (const d of all()) {
      const subject = d.card === undefined ? 'File: ' : d.card === '' ? 'Unnamed card: ' : `${d.card}: `;
      assert.ok(d.message.startsWith(subject), `${d.code}: "${d.message}" should start with "${subject}"`);
    }
  });

  test(`after the name a message has at most ${rowLimit} characters, on one line`, () => {
    for (const d of all()) {
      const rest = d.message.slice(d.message.indexOf(': ') + 2);
      assert.ok(rest.length <= rowLimit, `${d.code}: ${rest.length} characters: ${rest}`);
      assert.ok(!/[\r\n]/.test(d.message), d.message);
    }
  });

  test('a card\'s long name is cut to 50 characters; a name never makes the row unreadable', () => {
    assert.strictEqual(withSubject('Our Market Research Shows That Players Like Really Long Card Names So We Made This Card to Have the Absolute Longest Card Name Ever Elemental', 'x'),
      'Our Market Research Shows That Players Like…: x');
    assert.strictEqual(withSubject('Fire // Ice', 'x'), 'Fire // Ice: x');
    assert.strictEqual(withSubject('', 'x'), 'Unnamed card: x');
    assert.strictEqual(withSubject(undefined, 'x'), 'File: x');
  });

  test('user text a message cuts is cut between words, never inside one; the detail holds it whole', () => {
    const samples = [...messageSamples, 'Lantern Keeper {1}{W}\nCreature — Human Cleric\nEach time another creature you control enters the battlefield, you gain 1 life.\n1/3'];
    let cuts = 0;
    for (const text of samples) {
      for (const d of validate(text)) {
        for (const m of d.message.matchAll(/([\p{L}\p{N}'’-]+)…/gu)) {
          cuts++;
          assert.ok(new RegExp(`(?<![\\p{L}\\p{N}'’-])${m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}'’-])`, 'u').test(text), `${d.code}: "${m[0]}" in "${d.message}" cuts a word of the card's text`);
        }
      }
    }
    assert.ok(cuts > 0, 'some message cuts user text');
    const trigger = validate(samples[samples.length - 1]).find((d) => d.code === 'wording-trigger')!;
    assert.match(trigger.message, /"Whenever another creature you control…, …"/);
    assert.match(trigger.detail ?? '', /"Whenever another creature you control enters the battlefield, …"/);
  });

  test('a detail, where there is one, explains more than the row and is one paragraph', () => {
    let details = 0;
    for (const d of all()) {
      if (d.detail === undefined) continue;
      details++;
      assert.ok(d.detail.length > 30 && !/[\r\n]/.test(d.detail), `${d.code}: ${d.detail}`);
      assert.ok(!d.message.endsWith(d.detail), `${d.code}: the detail repeats the message`);
    }
    assert.ok(details > 50, `${details} details`);
  });
});
