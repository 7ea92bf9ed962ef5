// Packages the VS Code extension (run `npm run build` first): `node scripts/packageExtension.mjs OUT.vsix`.
//
// The extension page shows extension/README.md (the user's README, not the repository's). VS Code
// renders it in a webview whose Content-Security-Policy allows images only from https: and data:
// and which cannot read the extension's own files, so an image the README links relatively
// (`../docs/images/preview.png`) never loads, packaged or not; vsce can only rewrite such links to a
// public GitHub/GitLab URL, and this project has none. So the README's images are embedded as
// data: URIs in a generated copy (dist/extension-readme.md), which vsce packages as the README.
// A relative link that is not an image would be dead on the page too, so it is refused.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'extension', 'README.md');
const generated = join(root, 'dist', 'extension-readme.md');

/** The MIME type of a PNG, JPEG or GIF file by its first bytes, or undefined. */
function imageType(bytes) {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  return undefined;
}

const isRelative = (link) => !/^[a-z][a-z0-9+.-]*:/i.test(link) && !link.startsWith('#');

/**
 * `markdown` with every relatively linked image replaced by a data: URI (paths resolve against
 * `baseDir`); throws naming the link when an image is missing or not PNG/JPEG/GIF, or when a
 * relative link is not an image.
 */
export function embedImages(markdown, baseDir) {
  const problems = [];
  const out = markdown.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang, text, link) => {
    if (!isRelative(link)) return whole;
    if (!bang) {
      problems.push(`the link "${link}" is relative: it would be dead on the extension page (use an https:// link)`);
      return whole;
    }
    const file = resolve(baseDir, link);
    let bytes;
    try {
      bytes = readFileSync(file);
    } catch (e) {
      problems.push(`the image "${link}" cannot be read (${e.code ?? e.message})`);
      return whole;
    }
    const type = imageType(bytes);
    if (!type) {
      problems.push(`the image "${link}" is not a PNG, JPEG or GIF file`);
      return whole;
    }
    return `![${text}](data:${type};base64,${bytes.toString('base64')})`;
  });
  if (problems.length) throw new Error(problems.join('\n'));
  return out;
}

function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node scripts/packageExtension.mjs OUT.vsix');
  const readme = embedImages(readFileSync(source, 'utf8'), dirname(source));
  mkdirSync(dirname(generated), { recursive: true });
  writeFileSync(generated, readme);
  console.log(`${relative(root, generated)}: extension/README.md with its images embedded (${Math.round(readme.length / 1024)} KB)`);
  const vsce = createRequire(import.meta.url).resolve('@vscode/vsce/vsce');
  const run = spawnSync(process.execPath, [vsce, 'package', '--no-dependencies', '--no-rewrite-relative-links',
    '--readme-path', relative(root, generated), '--out', resolve(out)], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`vsce package failed (exit ${run.status ?? run.signal})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (e) {
    console.error(`packageExtension: ${e.message}`);
    process.exit(1);
  }
}
