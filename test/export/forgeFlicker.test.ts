import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: an object exiled and returned to the battlefield (flicker)', () => {
  test('returned at the next end step: the exile remembers it, a delayed trigger returns what it remembers, then a cleanup', () => {
    const lines = script("Gloam Keeper {2}{W}{U}\nCreature — Spirit\n{2}{W}: Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.\n2/2");
    assert.match(lines[0], /^A:AB\$ ChangeZone \| Cost\$ 2 W \| Origin\$ Battlefield \| Destination\$ Exile \| ValidTgts\$ Creature \| RememberChanged\$ True \| SubAbility\$ (\w+)/);
    const sub = /SubAbility\$ (\w+)/.exec(lines[0])![1];
    const delayed = lines.find((l) => l.startsWith(`SVar:${sub}:`))!;
    assert.match(delayed, /^SVar:\w+:DB\$ DelayedTrigger \| Mode\$ Phase \| Phase\$ End of Turn \| Execute\$ (\w+) \| RememberObjects\$ Remembered \| TriggerDescription\$ [^|]+ \| SubAbility\$ (\w+)$/);
    const [, back, cleanup] = /Execute\$ (\w+) .* SubAbility\$ (\w+)$/.exec(delayed)!;
    assert.ok(lines.includes(`SVar:${back}:DB$ ChangeZone | Origin$ Exile | Destination$ Battlefield | Defined$ DelayTriggerRemembered`));
    assert.ok(lines.includes(`SVar:${cleanup}:DB$ Cleanup | ClearRemembered$ True`));
  });

  test('"another target": Mandatory, as Forge\'s scripts of it write it', () => {
    const lines = script("Mist Warden {2}{W}\nCreature — Spirit\n{1}{W}, {T}: Exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.\n2/2");
    assert.ok(lines.some((l) => /^A:AB\$ ChangeZone \| Cost\$ 1 W T \| Origin\$ Battlefield \| Destination\$ Exile \| ValidTgts\$ Permanent\.Other \| Mandatory\$ True \| RememberChanged\$ True/.test(l)), lines.join('\n'));
  });

  test('under your control: written for a card you own, not for another', () => {
    assert.deepStrictEqual(notScripted("Loop Mage {2}{U}\nCreature — Wizard\n{1}{U}: Exile target permanent you own. Return it to the battlefield under your control at the beginning of the next end step.\n1/1"), []);
    assert.deepStrictEqual(notScripted("Loop Mage {2}{U}\nCreature — Wizard\n{1}{U}: Exile target creature. Return it to the battlefield under your control at the beginning of the next end step.\n1/1"), ['returning a card under your control at the next end step']);
  });

  test('in a trigger or a spell: read, not written yet (measured: the triggers\' own spelling differs; spells spell it two ways)', () => {
    assert.deepStrictEqual(notScripted("Mist Warden {2}{W}\nCreature — Spirit\nWhen Mist Warden enters, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.\n2/2"), ['exiling and returning at the next end step in a triggered ability (not written yet)']);
    assert.deepStrictEqual(notScripted("Blink Test {1}{W}\nInstant\nExile target creature. Return it to the battlefield under its owner's control at the beginning of the next end step."), ['exiling and returning at the next end step in a spell (not written yet)']);
  });

  test('exiled and returned at once, or the card itself: read, not written (Forge\'s scripts spell them many ways)', () => {
    assert.deepStrictEqual(notScripted("Blink Test {1}{W}\nInstant\nExile target creature you control, then return it to the battlefield under its owner's control."), ["exiling and returning at once (Forge's scripts spell it many ways)"]);
    assert.deepStrictEqual(notScripted("Fading Wisp {1}{U}\nCreature — Spirit\n{U}: Exile Fading Wisp. Return it to the battlefield under its owner's control at the beginning of the next end step.\n1/1"), ['exiling the card itself until the next end step']);
  });
});
