/**
 * The reminder-text table on the modern cards it was measured from: no card's own reminder text
 * contradicts it, and the committed data module is what scripts/generateReminderText.mjs makes of the
 * corpus. The keyword lines are read here by a second, simpler reader than the script's.
 */
import * as assert from 'node:assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareReminder, keywordsWithReminder, type ReminderParameter } from '../../server/src/language/knowledge/reminderText.js';
import { repoRoot } from '../helpers.js';
import { corpusDir, corpusPath } from './corpus.js';

interface ModernFace { name: string; type_line?: string; oracle_text?: string }
interface ModernCard extends ModernFace { card_faces?: ModernFace[] }

/** The table keywords, longest first (so `Basic landcycling` is not read as … `cycling`). */
const names = keywordsWithReminder().map((k) => k.toLowerCase()).sort((a, b) => b.length - a.length);

/** A line `[Flavour — ][Kw, …, ]Keyword[ parameter] (reminder)` of a table keyword, or undefined. */
function keywordLine(line: string): { keyword: string; parameter: ReminderParameter; reminder: string } | undefined {
  const m = /^(.*?)\s*(\([^()]*\))$/.exec(line.trim());
  if (!m || /[()]/.test(m[1])) return undefined;
  const main = m[1].replace(/^[^—•:"]{1,40} — /, '').replace(/, where X is [^.]*\.$/, '');
  const dash = main.indexOf('—');
  const items = (dash < 0 ? main : main.slice(0, dash)).split(', ');
  const item = items[items.length - 1] + (dash < 0 ? '' : main.slice(dash));
  const low = item.toLowerCase();
  const keyword = names.find((n) => low.startsWith(n) && (low.length === n.length || /[ —]/.test(low[n.length])));
  if (!keyword) return undefined;
  let rest = item.slice(keyword.length);
  const parameter: ReminderParameter = {};
  const num = /^ (\d+|X)(?=$|[ —])/.exec(rest);
  if (num) (parameter.n = num[1] === 'X' ? 'X' : Number(num[1])), (rest = rest.slice(num[0].length));
  const dashCost = /^—(.+?)\.?$/.exec(rest);
  const cost = /^(?: (.+?))? ((?:\{[^}\s]+\})+)$/.exec(rest);
  if (dashCost) parameter.cost = dashCost[1];
  else if (cost) (parameter.cost = cost[2]), (rest = cost[1] ? ` ${cost[1]}` : '');
  if (!dashCost && rest.trim() !== '') parameter.words = rest.trim();
  return { keyword, parameter, reminder: m[2] };
}

/** How the card refers to itself in rules text (the comparison takes any `this <noun>` as the card). */
function selfOf(typeLine = ''): string {
  for (const subtype of ['Vehicle', 'Equipment']) if (typeLine.includes(subtype)) return `this ${subtype}`;
  const type = ['Creature', 'Artifact', 'Enchantment', 'Land'].find((t) => typeLine.includes(t));
  return type ? `this ${type.toLowerCase()}` : 'this spell';
}

suite('reminder text on modern cards', () => {
  test("no modern card's reminder text for a table keyword contradicts the table", () => {
    const cards = JSON.parse(readFileSync(corpusPath('modern.json'), 'utf8')) as ModernCard[];
    const offenders: string[] = [];
    let checked = 0;
    for (const card of cards) {
      for (const face of card.card_faces ?? [card]) {
        for (const line of (face.oracle_text ?? '').split('\n')) {
          const found = keywordLine(line);
          if (!found) continue;
          checked++;
          if (compareReminder(found.keyword, found.parameter, selfOf(face.type_line), found.reminder) === 'contradicts') {
            offenders.push(`${card.name}: ${line}`);
          }
        }
      }
    }
    assert.deepStrictEqual(offenders, []);
    // The modern corpus holds 316 reminders of the table's keywords.
    assert.ok(checked >= 250, `only ${checked} reminders checked`);
  });

  test('the data module is what the script generates from the corpus', () => {
    const script = join(repoRoot(), 'scripts', 'generateReminderText.mjs');
    const run = spawnSync(process.execPath, [script, '--check', '--corpus', corpusDir()], { encoding: 'utf8' });
    assert.strictEqual(run.status, 0, run.stderr || run.stdout);
  });
});
