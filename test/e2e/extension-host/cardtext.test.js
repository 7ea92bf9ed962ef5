// cardtext in the real VS Code extension host: the extension activates on a .cards file, starts
// its language server over IPC, and the editor features come back through the `vscode` API.
const assert = require('assert');
const path = require('path');
const vscode = require('vscode');

const EXTENSION_ID = 'cardtext.cardtext';
const FIXTURE = 'showcase.cards';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a truthy value or `ms` pass; returns the last value. */
async function waitFor(probe, ms = 30000, what = 'condition') {
  const end = Date.now() + ms;
  let value;
  while (Date.now() < end) {
    value = await probe();
    if (value) return value;
    await sleep(50);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

const codesOf = (diags) => diags.map((d) => `${typeof d.code === 'object' ? d.code.value : d.code}@${d.range.start.line}`).sort();
const hoverText = (hovers) => hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');

suite('cardtext in the real extension host', function () {
  let uri;
  let doc;
  /** 0-based line of the first line containing `needle`. */
  const lineOf = (needle) => {
    const i = doc.getText().split(/\r?\n/).findIndex((l) => l.includes(needle));
    assert.ok(i >= 0, `fixture has no line containing ${needle}`);
    return i;
  };

  suiteSetup(async () => {
    const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
    assert.ok(folder, 'a workspace folder is open');
    uri = vscode.Uri.joinPath(folder.uri, FIXTURE);
    doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
  });

  test('the document is cardtext and the development copy of the extension is active', async () => {
    assert.strictEqual(doc.languageId, 'cardtext');
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, `${EXTENSION_ID} is loaded`);
    await waitFor(() => ext.isActive, 30000, 'activation');
    const devPath = process.env.CARDTEXT_E2E_DEV_PATH;
    if (devPath) assert.strictEqual(path.resolve(ext.extensionPath), path.resolve(devPath), 'the extensionDevelopmentPath copy is the one under test');
    assert.strictEqual(ext.packageJSON.main, './dist/extension.js');
  });

  test('diagnostics arrive with cardtext codes on the right lines', async () => {
    const expected = [
      `undefined-mana-type@${lineOf('{T}: Add {T}.')}`,
      `dash-style@${lineOf('Landfall - ')}`,
      `mana-cost-order@${lineOf('Sunforge Duelist {')}`,
    ].sort();
    const diags = await waitFor(() => {
      const d = vscode.languages.getDiagnostics(uri);
      return d.length >= expected.length && d;
    }, 45000, 'diagnostics');
    assert.deepStrictEqual(codesOf(diags), expected);
    const undef = diags.find((d) => d.code === 'undefined-mana-type');
    assert.strictEqual(undef.source, 'cardtext');
    assert.strictEqual(undef.severity, vscode.DiagnosticSeverity.Error);
    assert.strictEqual(undef.range.start.character, 9);
    assert.match(undef.message, /106\.5/);
  });

  test('hover on {T} in an activation cost cites 107.5 and 302.6', async () => {
    const pos = new vscode.Position(lineOf('{T}: This creature deals'), 1);
    const hover = async () => hoverText(await vscode.commands.executeCommand('vscode.executeHoverProvider', uri, pos));
    const text = await hover();
    assert.match(text, /107\.5/);
    assert.match(text, /302\.6/);
    // the workspace holds a (stand-in) MagicCompRules*.txt: the server finds it (a workspace search
    // after it starts, slower on a busy machine) and from then on quotes it
    const quoted = await waitFor(async () => { const t = await hover(); return /Test text for rule 302\.6/.test(t) && t; }, 30000, 'the hover to quote the workspace\'s rules file');
    assert.match(quoted, /Test text for rule 302\.6/);
  });

  test('completion after "{" offers {T}', async () => {
    const pos = new vscode.Position(lineOf('{T}: This creature deals'), 1);
    const list = await vscode.commands.executeCommand('vscode.executeCompletionItemProvider', uri, pos, '{');
    const labels = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    assert.ok(labels.includes('{T}'), labels.slice(0, 20).join(' '));
    assert.ok(labels.includes('{W/U}'), labels.slice(0, 20).join(' '));
  });

  test('the quick fix on the hyphen puts in the long dash and the diagnostic goes away', async () => {
    const line = lineOf('Landfall - ');
    const col = doc.lineAt(line).text.indexOf(' - ') + 1;
    const range = new vscode.Range(line, col, line, col + 1);
    const actions = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', uri, range);
    const fix = actions.find((a) => a.edit && /—/.test(a.title));
    assert.ok(fix, `offered: ${actions.map((a) => a.title).join(' | ')}`);
    if (fix.kind) assert.ok(vscode.CodeActionKind.QuickFix.contains(fix.kind), `kind ${fix.kind.value}`);
    assert.ok(await vscode.workspace.applyEdit(fix.edit), 'applyEdit succeeded');
    assert.match(doc.lineAt(line).text, /^Landfall — Whenever/);
    const after = await waitFor(() => {
      const d = vscode.languages.getDiagnostics(uri);
      return !d.some((x) => x.code === 'dash-style') && d.length > 0 && d;
    }, 20000, 'dash-style to go away');
    assert.deepStrictEqual(codesOf(after), [`mana-cost-order@${lineOf('Sunforge Duelist {')}`, `undefined-mana-type@${lineOf('{T}: Add {T}.')}`]);
  });

  test('the cardtext.showRule command opens the rule text', async () => {
    await vscode.commands.executeCommand('cardtext.showRule', '302.6');
    const editor = await waitFor(() => {
      const e = vscode.window.activeTextEditor;
      return e && e.document.languageId === 'markdown' && e;
    }, 15000, 'the rule document');
    assert.match(editor.document.getText(), /^# Rule 302\.6/);
    assert.match(editor.document.getText(), /Test text for rule 302\.6/);
  });
});
