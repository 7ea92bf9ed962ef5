import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts of protection from all colors, monocolored and multicolored', () => {
  test('each is Forge\'s keyword of it, alone or beside another protection', () => {
    assert.deepStrictEqual(script('Chroma Paladin {4}{W}\nCreature — Human Knight\nFirst strike, protection from all colors\n3/3'), ['K:First Strike', 'K:Protection from all colors']);
    assert.deepStrictEqual(script('Hueless Scout {W}\nCreature — Human Scout\nProtection from monocolored\n1/1'), ['K:Protection from monocolored']);
    assert.deepStrictEqual(script('Split Warden {2}{G}\nCreature — Elf Druid\nProtection from multicolored and from blue\n2/3'), ['K:Protection from multicolored', 'K:Protection from blue']);
  });

  test('protection from colorless is still not written', () => {
    assert.ok(forgeNotScripted('Gray Warden {2}{G}\nCreature — Elf Druid\nProtection from colorless\n2/3').length > 0);
  });
});
