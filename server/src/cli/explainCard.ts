/**
 * `cardtext explain NAME --cards FILE` for a card of a `.cards` file: how cardtext read each of its abilities (the
 * effect model: trigger or cost, steps, targets, amounts) and whether the Forge export scripts it, or why not.
 */
import { resolve } from 'node:path';
import { sameName } from '../language/cardNames.js';
import { parseDocument } from '../language/document.js';
import { describeEffect } from '../language/effects/describe.js';
import { readCardEffects } from '../language/effects/read.js';
import { buildExportSet } from '../export/setModel.js';
import { cardScript } from '../export/forge/cardScript.js';
import { Warnings } from '../export/text.js';
import { maxCardsFileBytes, readTextFile } from '../files/readFile.js';

/**
 * The reading of the first card named `name` (or with a face of that name) in the `.cards` files, as lines to print,
 * or undefined when no such card is there. Files that cannot be read are skipped (the knowledge load has said why).
 */
export function cardReading(name: string, cardFiles: string[], cwd: string): string[] | undefined {
  for (const path of cardFiles.filter((p) => /\.cards$/i.test(p))) {
    const read = readTextFile(resolve(cwd, path), { maxBytes: maxCardsFileBytes });
    if (!read.ok) continue;
    const doc = parseDocument(read.text, { uri: path });
    const set = buildExportSet([doc]);
    const card = [...set.cards, ...set.tokens].find((c) => sameName(c.name, name) || c.faces.some((f) => sameName(f.name, name)));
    if (!card) continue;
    const effects = readCardEffects(card.model, card.declarations.keywordReminders, card.declarations.subtypes);
    const script = cardScript(card, new Warnings());
    const lines = ['', `How cardtext reads ${card.name} (${path}):`];
    card.model.faces.forEach((face, i) => {
      if (card.model.faces.length > 1) lines.push(`  ${face.face.name.text}:`);
      for (const effect of effects.faces[i] ?? []) {
        if (effect.ability.ability.granted) continue;
        lines.push(`  "${effect.ability.ability.text}"`);
        for (const l of describeEffect(effect)) lines.push(`    ${l}`);
        const left = script.notScripted.find((n) => n.face === face.face.name.text && n.text === effect.ability.ability.text);
        if (!effect.nothing) lines.push(left ? `    Forge: not scripted — ${left.reason}` : '    Forge: scripted');
      }
    });
    if (script.noSpell) lines.push('  Forge: no spell ability is written, so Forge cannot cast it.');
    lines.push(script.full ? '  Forge: the card plays fully.' : '  Forge: the card does not play fully (the abilities above marked "not scripted" do nothing there).');
    return lines;
  }
  return undefined;
}
