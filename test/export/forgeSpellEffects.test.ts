import * as assert from 'node:assert';
import { exportAs } from './exportHelpers.js';

/** The ability lines of the Forge script of the only card of a set (a card written here), descriptions left out. */
function script(card: string): string[] {
  const result = exportAs('forge', `@set TST Test\n\n${card}\nRarity: Common\n`);
  const file = result.files.find((f) => f.path.startsWith('cards/'))!;
  return (file.content as string).split('\n').filter((l) => /^(K|A|T|S|SVar):/.test(l)).map((l) => l.replace(/ \| (SpellDescription|TriggerDescription|Description)\$ [^|]*$/, ''));
}

suite('Forge scripts: spell effects', () => {
  test('"reveals their hand. You choose a … card from it" is Discard with Mode$ RevealYouChoose and DiscardValid$', () => {
    assert.deepStrictEqual(script('Mind Pry {B}\nSorcery\nTarget opponent reveals their hand. You choose a nonlegendary, nonland card from it. That player discards that card.'), [
      'A:SP$ Discard | Cost$ B | ValidTgts$ Opponent | NumCards$ 1 | Mode$ RevealYouChoose | DiscardValid$ Card.nonLand+nonLegendary',
    ]);
    assert.deepStrictEqual(script('Open Palm {1}{B}\nSorcery\nTarget player reveals their hand. You choose an artifact or creature card from it. That player discards that card. You lose 2 life.'), [
      'A:SP$ Discard | Cost$ 1 B | ValidTgts$ Player | NumCards$ 1 | Mode$ RevealYouChoose | DiscardValid$ Artifact,Creature | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script('Open Book {2}{B}\nSorcery\nTarget player reveals their hand. You choose a card from it. That player discards that card.'), [
      'A:SP$ Discard | Cost$ 2 B | ValidTgts$ Player | NumCards$ 1 | Mode$ RevealYouChoose',
    ]);
  });

  test('"nonartifact, nonblack creature" is Creature.nonBlack+nonArtifact', () => {
    assert.deepStrictEqual(script('Grave Word {2}{B}\nInstant\nDestroy target nonartifact, nonblack creature. It can\'t be regenerated.'), [
      'A:SP$ Destroy | Cost$ 2 B | ValidTgts$ Creature.nonBlack+nonArtifact | NoRegen$ True',
    ]);
  });
});
