// Copies what rendered cards load into dist/render/: cardtext's stylesheet and page script, and
// the mana-font symbol font (its CSS with the font declared as the one local woff2 file, and its
// licence). The VS Code webviews and `cardtext render` both use this folder; nothing is fetched.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The mana-font CSS with its @font-face rules replaced by one pointing at mana.woff2 beside it. */
function manaCss(fontDir) {
  const css = readFileSync(join(fontDir, 'css', 'mana.css'), 'utf8');
  const rules = css.replace(/@font-face\s*\{[^}]*\}\s*/g, '');
  const version = JSON.parse(readFileSync(join(fontDir, 'package.json'), 'utf8')).version;
  return `/* mana-font ${version} (https://mana.andrewgioia.com): CSS under the MIT License, font under the SIL OFL 1.1; see mana-font-LICENSE.txt */\n`
    + '@font-face{font-family:"Mana";src:url("mana.woff2") format("woff2");font-weight:normal;font-style:normal;font-display:block}\n'
    + rules;
}

const licence = `mana-font (https://github.com/andrewgioia/mana), bundled with cardtext unmodified (CSS trimmed to
the woff2 font face).

The Mana font is licensed under the SIL Open Font License 1.1 (https://openfontlicense.org).
The Mana CSS, LESS and Sass files are licensed under the MIT License
(https://opensource.org/licenses/MIT).
All mana, tap and card type symbol images are copyright Wizards of the Coast
(https://magicthegathering.com), as the mana-font README states.
`;

/** Writes dist/render/ (or `out`): cardtext.css, cardtext.js, mana.css, mana.woff2, mana-font-LICENSE.txt. */
export function copyRenderAssets(out = 'dist/render') {
  mkdirSync(out, { recursive: true });
  for (const file of ['cardtext.css', 'cardtext.js']) copyFileSync(join('server/src/render/assets', file), join(out, file));
  const fontDir = dirname(require.resolve('mana-font/package.json'));
  copyFileSync(join(fontDir, 'fonts', 'mana.woff2'), join(out, 'mana.woff2'));
  writeFileSync(join(out, 'mana.css'), manaCss(fontDir));
  writeFileSync(join(out, 'mana-font-LICENSE.txt'), licence);
}
