import * as assert from 'node:assert';
import { exportAs } from './exportHelpers.js';

/** The Forge script of the card named `name` in a set written by the test, and the reasons it does not play fully. */
function scriptOf(set: string, name: string): { lines: string[]; reasons: string[] } {
  const result = exportAs('forge', set);
  const file = result.files.find((f) => f.path.startsWith('cards/') && (f.content as string).startsWith(`Name:${name}\n`))!;
  const reasons = result.scripted!.notPlayable.filter((n) => n.card === name).flatMap((n) => n.abilities.map((a) => a.reason));
  return { lines: (file.content as string).split('\n').filter((l) => /^(K|A):/.test(l)), reasons };
}

const reminder = '(You may cast this card from your graveyard for its emberback cost. Then exile it.)';

suite("a set keyword left without reminder text is read through the reminder text the set's other cards give it", () => {
  test('the card without the reminder gets the keyword the others stand for', () => {
    const set = `@set TST Test\n@keyword Emberback\n\nCinder Lash {R}\nInstant\nCinder Lash deals 1 damage to any target.\nEmberback {2}{R} ${reminder}\nRarity: Common\n\nGlowing Lash {1}{R}\nSorcery\nGlowing Lash deals 3 damage to target creature.\nEmberback {4}{R}\nRarity: Common\n`;
    const { lines, reasons } = scriptOf(set, 'Glowing Lash');
    assert.ok(lines.includes('K:Flashback 4 R'), lines.join('\n'));
    assert.deepStrictEqual(reasons, []);
  });

  test('cards that give the keyword different reminder texts leave the card without one unread', () => {
    const other = '(You may cast this card from your graveyard for its emberback cost.)';
    const set = `@set TST Test\n@keyword Emberback\n\nCinder Lash {R}\nInstant\nCinder Lash deals 1 damage to any target.\nEmberback {2}{R} ${reminder}\nRarity: Common\n\nSmoke Lash {B}\nInstant\nTarget player mills two cards.\nEmberback {2}{B} ${other}\nRarity: Common\n\nGlowing Lash {1}{R}\nSorcery\nGlowing Lash deals 3 damage to target creature.\nEmberback {4}{R}\nRarity: Common\n`;
    const { lines, reasons } = scriptOf(set, 'Glowing Lash');
    assert.ok(!lines.some((l) => l.startsWith('K:Flashback')), lines.join('\n'));
    assert.strictEqual(reasons.length, 1);
  });

  test('a reminder that says nothing of a cost is not given to a card whose keyword has one', () => {
    const set = `@set TST Test\n@keyword Stoneskin\n\nGranite Cub {1}{G}\nCreature — Bear\nStoneskin (This creature can't be blocked.)\n2/2\nRarity: Common\n\nGranite Sow {3}{G}\nCreature — Boar\nStoneskin—Discard a card.\n3/3\nRarity: Common\n`;
    assert.deepStrictEqual(scriptOf(set, 'Granite Sow').lines, []);
    assert.strictEqual(scriptOf(set, 'Granite Sow').reasons.length, 1);
  });

  test('a keyword some card writes with a parameter is not shared, whatever its reminder says', () => {
    const set = `@set TST Test\n@keyword Glint\n\nGlint Moth {W}\nCreature — Insect\nGlint (This creature can't be blocked.)\n1/1\nRarity: Common\n\nGlint Owl {2}{W}\nCreature — Bird\nGlint 2\n2/2\nRarity: Common\n\nGlint Hare {1}{W}\nCreature — Rabbit\nGlint\n1/2\nRarity: Common\n`;
    assert.strictEqual(scriptOf(set, 'Glint Hare').reasons.length, 1);
  });

  test('a keyword with a number is not read through another card\'s reminder text', () => {
    const set = `@set TST Test\n@keyword Spark\n\nSpark Imp {1}{R}\nCreature — Imp\nSpark 1 (When this creature enters, it deals 1 damage to any target.)\n1/1\nRarity: Common\n\nSpark Brute {3}{R}\nCreature — Ogre\nSpark 2\n3/3\nRarity: Common\n`;
    assert.strictEqual(scriptOf(set, 'Spark Brute').reasons.length, 1);
  });
});
