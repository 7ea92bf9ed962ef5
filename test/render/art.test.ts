import * as assert from 'node:assert';
import { isLocalArtPath } from '../../server/src/render/art.js';
import { customSymbolCss, symbolHtml } from '../../server/src/render/symbols.js';
import { declarationsFrom } from '../../server/src/language/declarations.js';
import { parseDocument } from '../../server/src/language/document.js';
import { esc } from '../../server/src/render/escape.js';

suite('art paths, custom symbols and escaping', () => {
  test('relative, absolute and Windows paths are local art; URLs of any scheme, remote and control characters are not', () => {
    for (const path of ['art/a.png', './a b.jpg', '../art/x.webp', '/home/me/art.png', 'C:\\art\\x.png', 'c:/art/x.png']) assert.ok(isLocalArtPath(path), path);
    for (const path of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'https://x.invalid/a.png', 'http://x/a.png', 'data:image/png;base64,AA', 'file:///etc/passwd',
      'vscode-resource:/a.png', '//host/a.png', '\\\\server\\share\\a.png', 'a\u0000.png', '', '   ']) {
      assert.ok(!isLocalArtPath(path), JSON.stringify(path));
    }
  });

  test('custom symbols get a rule with their declared colour; a name that is no colour word adds none and can\'t inject CSS', () => {
    const doc = parseDocument('@mana {P} purple\n@mana {V} deep violet\n@mana {Z} red;}body{display:none\n@mana {Q2} #a0c\n\nX {P}\nInstant\nDraw a card.');
    const css = customSymbolCss(doc.declarations);
    assert.match(css, /^\.sym-custom-P\{background-color:purple\}$/m);
    assert.match(css, /^\.sym-custom-V\{background-color:violet\}$/m);
    assert.doesNotMatch(css, /display|body|sym-custom-Z/);
    assert.doesNotMatch(css, /[;{}]\s*[;{}]/);
  });

  test('a custom symbol disc escapes its declared name', () => {
    const declarations = declarationsFrom([]);
    declarations.manaSymbols.set('P', '"><b>x</b>');
    assert.strictEqual(symbolHtml('P', '{P}', declarations), '<span class="sym sym-custom sym-custom-P" title="{P} &quot;&gt;&lt;b&gt;x&lt;/b&gt;">P</span>');
  });

  test('the one escaping function covers element content and both kinds of attribute quotes', () => {
    assert.strictEqual(esc(`<a href="x" onclick='y'>&\`</a>`), '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;');
  });
});
