// Prints the Neovim setup block of README.md — the first ```lua block after the line holding
// `<!-- e2e: test/e2e/neovim/readme-test.lua` — so the e2e test runs exactly what users copy.
// With several files, every one must hold the same block (the extension's README repeats it).
// usage: node readmeSnippet.js README.md [extension/README.md ...] > init.lua   (exit 1 on a problem)
const fs = require('fs');

const MARKER = '<!-- e2e: test/e2e/neovim/readme-test.lua';

/** The Lua block after the marker in `file`, or throws naming what is missing. */
function snippet(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const at = text.indexOf(MARKER);
  if (at < 0) throw new Error(`${file}: no line with "${MARKER}"`);
  const block = /^```lua\n([\s\S]*?)^```$/m.exec(text.slice(at));
  if (!block) throw new Error(`${file}: no \`\`\`lua block after "${MARKER}"`);
  return block[1];
}

try {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('usage: node readmeSnippet.js README.md [OTHER.md ...]');
  const blocks = files.map(snippet);
  for (let i = 1; i < files.length; i++) {
    if (blocks[i] !== blocks[0]) throw new Error(`${files[i]}: its Neovim block differs from the one in ${files[0]}`);
  }
  process.stdout.write(blocks[0]);
} catch (e) {
  console.error(`readmeSnippet: ${e.message}`);
  process.exit(1);
}
