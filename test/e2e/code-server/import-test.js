// "Import Set…" in a real VS Code workbench (code-server), as a designer who made a set in Magic Set
// Editor uses it: run the command (before any .cards file exists), pick the set in the open dialog (code-server's simple file dialog:
// a path typed into the quick input), get a .cards file and its pictures beside the set, opened, with
// the summary of what was dropped; import a spreadsheet from the explorer's menu; import the same set again and replace the
// file; and a file that is no set at all gets a message and writes nothing.
// usage: node import-test.js http://127.0.0.1:PORT /abs/workspace /abs/repo /abs/artifacts-dir
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { launch, newPage, stepper } = require('./browser');
const { openWorkbench, runCommand, acceptPathInDialog } = require('./editor');

const [url, folder, root, artifacts] = process.argv.slice(2);
const step = stepper('import');
const FIXTURES = path.join(root, 'test', 'fixtures', 'import');

/** Runs "cardtext: Import Set…" and types `file` into the open dialog. */
async function importSet(page, file) {
  await runCommand(page, 'cardtext: Import Set…');
  await acceptPathInDialog(page, file);
}

/** Waits for a notification toast containing `text`; returns its message. */
async function toast(page, text, timeout = 60000) {
  const item = page.locator('.notifications-toasts .notification-list-item-message', { hasText: text }).first();
  await item.waitFor({ timeout });
  return item.innerText();
}

/** Closes every notification toast, so the next wait sees only new ones. */
async function clearToasts(page) {
  await page.keyboard.press('Escape');
  for (const close of await page.locator('.notifications-toasts .codicon-notifications-clear').all()) await close.click().catch(() => {});
  await page.locator('.notifications-toasts .notification-list-item').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  // the workspace: a set saved by MSE as a folder (its `set` file and a picture), a spreadsheet, and a stray file
  const mse = path.join(folder, 'cinderveil.mse-set');
  fs.mkdirSync(mse, { recursive: true });
  for (const name of fs.readdirSync(path.join(FIXTURES, 'mse-underscores'))) fs.copyFileSync(path.join(FIXTURES, 'mse-underscores', name), path.join(mse, name));
  fs.copyFileSync(path.join(FIXTURES, 'cards.csv'), path.join(folder, 'saltmarsh.csv'));
  fs.writeFileSync(path.join(folder, 'notes.txt'), 'shopping list: sleeves, dice\n');

  const browser = await launch();
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1400, height: 900 });
  const dialogs = [];
  page.on('dialog', async (d) => { dialogs.push(d.message()); await d.dismiss(); });
  try {
    await openWorkbench(page, url, folder);
    step('workbench open on a folder with no .cards file');

    // 1. the MSE set saved as a folder: its `set` file is what the designer picks
    await importSet(page, path.join(mse, 'set'));
    const done = await toast(page, 'Imported');
    const target = path.join(folder, 'cinderveil.cards');
    await page.locator('.tabs-container .tab.active', { hasText: 'cinderveil.cards' }).waitFor({ timeout: 10000 });
    await page.locator('.monaco-editor .view-line', { hasText: 'Ysolde, Ember Warden' }).first().waitFor();
    const text = fs.readFileSync(target, 'utf8');
    assert.match(text, /^@set CNV Cinderveil$/m);
    assert.match(text, /^Ysolde, Ember Warden \{2\}\{R\}\{R\}$/m);
    assert.match(text, /^−1: Choose one —$/m);
    const art = fs.readdirSync(path.join(folder, 'cinderveil-art')).filter((n) => !n.startsWith('.'));
    assert.deepStrictEqual(art, ['emberwake-hydra.png'], 'the set\'s one picture is in cinderveil-art/, named for its card');
    assert.match(text, /^Art: cinderveil-art\/emberwake-hydra\.png$/m);
    assert.match(done, /into cinderveil\.cards/);
    assert.match(done, /pictures in cinderveil-art/);
    assert.match(done, /notes? on what was dropped/);
    step(`MSE set imported: ${JSON.stringify(done.slice(0, 160))}`);
    await page.screenshot({ path: path.join(artifacts, 'import.png') });

    // the summary of what was dropped opens as a document
    await page.locator('.notifications-toasts .monaco-button', { hasText: 'Show summary' }).first().click();
    await page.locator('.monaco-editor .view-line', { hasText: 'MSE templates' }).first().waitFor({ timeout: 10000 });
    step('the summary names what was dropped (MSE templates, links, frame options)');
    await clearToasts(page);

    // 2. a spreadsheet, from the explorer's menu on the file (no dialog)
    // the explorer lists the files the first import wrote a moment later, and a row that moves under
    // the pointer gets the click meant for another (seen once in CI, the toast never came): wait until
    // the tree shows them, then check which row the menu is for before choosing from it
    const rows = page.locator('.explorer-folders-view .monaco-list-row');
    await rows.filter({ hasText: 'cinderveil.cards' }).first().waitFor({ timeout: 20000 });
    await rows.filter({ hasText: 'cinderveil-art' }).first().waitFor({ timeout: 20000 });
    const row = rows.filter({ hasText: 'saltmarsh.csv' }).first();
    for (let tries = 0; ; tries++) {
      await row.click({ button: 'right' });
      await page.locator('.monaco-menu').first().waitFor({ timeout: 10000 });
      const focused = await page.locator('.explorer-folders-view .monaco-list-row.focused').first().innerText().catch(() => '?');
      if (/saltmarsh\.csv/.test(focused)) break;
      // the row moved as the click landed: close that menu and point again
      if (tries === 2) throw new Error(`the explorer's menu opened for ${JSON.stringify(focused)}, not saltmarsh.csv, three times`);
      await page.keyboard.press('Escape');
    }
    await page.locator('.monaco-menu .action-item', { hasText: 'Import Set…' }).first().waitFor({ timeout: 10000 });
    await page.locator('.monaco-menu .action-item', { hasText: 'Import Set…' }).first().click();
    const sheet = await toast(page, 'into saltmarsh.cards', 30000).catch(async (e) => {
      const seen = await page.locator('.notifications-toasts .notification-list-item-message, .monaco-dialog-box').allInnerTexts().catch(() => []);
      throw new Error(`no "into saltmarsh.cards" toast after Import Set… on saltmarsh.csv; on screen: ${JSON.stringify(seen)} (${e.message.split('\n')[0]})`);
    });
    await page.locator('.monaco-editor .view-line', { hasText: 'Saltmarsh Stalker' }).first().waitFor();
    assert.match(fs.readFileSync(path.join(folder, 'saltmarsh.cards'), 'utf8'), /^Brackwater Pact \{1\}\{U\}\{B\}$/m);
    step(`CSV imported: ${JSON.stringify(sheet.slice(0, 120))}`);
    await clearToasts(page);

    // 3. the same set again: the file is there, the designer is asked, and "Replace it" writes it anew
    fs.writeFileSync(target, 'edited by hand\n');
    await importSet(page, path.join(mse, 'set'));
    const modal = page.locator('.monaco-dialog-box');
    await modal.waitFor({ timeout: 10000 });
    assert.match(await modal.innerText(), /cinderveil\.cards is already there/);
    await modal.locator('.monaco-button', { hasText: 'Replace it' }).click();
    await toast(page, 'into cinderveil.cards');
    assert.match(fs.readFileSync(target, 'utf8'), /^@set CNV Cinderveil$/m);
    step('a second import asked before replacing cinderveil.cards, then replaced it');
    await clearToasts(page);

    // 4. a file that is no set: a message that names it, nothing written
    const before = fs.readdirSync(folder).sort();
    await importSet(page, path.join(folder, 'notes.txt'));
    const refused = await toast(page, 'nothing was written');
    assert.deepStrictEqual(fs.readdirSync(folder).sort(), before, 'no file written');
    assert.match(refused, /notes\.txt|set|format/i);
    step(`not a set: ${JSON.stringify(refused.slice(0, 160))}`);

    assert.deepStrictEqual(dialogs, []);
    console.log('code-server import: PASS');
  } catch (e) {
    await page.screenshot({ path: path.join(artifacts, 'import-fail.png') }).catch(() => {});
    console.log('code-server import: FAIL', (e && e.stack) || e);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
})();
