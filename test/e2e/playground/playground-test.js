// The playground page (dist/web/, npm run build:web) in Debian's Chromium (playwright-core), opened
// from disk (file://) and from `cardtext serve` on loopback. Checks, against the Node language server
// (node dist/server.js --stdio) on the same text: every example's diagnostics, with a block of known
// mistakes typed into it key by key (codes, ranges, severities, messages; the raw published list and
// what the editor shows); hover, completion and a quick fix; the preview following a keystroke
// within 300 ms; the set overview; Download .cards and the exports (a folder format as a .zip); bad
// input refused with a message (a paste past the size limit, binary data, a file too large for the
// server's memory planning) while the page keeps answering; no request leaving the machine; no
// Content-Security-Policy violation (page, preview frame, workers) and the policy in force. The text
// kept by the page itself: typed then reloaded, typed and reloaded while the server starts, a server
// that fails as it starts, the texts put aside (examples, Open file…, a drop; the last five), the
// browser's storage refusing a text, and a server that stops answering (the watchdog, a restart).
// Figures: bundle sizes (gzipped), time to first diagnostics of a 300-card set, typing latency on
// 10,000 cards.
// usage: node playground-test.js /abs/repo /abs/work-dir /abs/artifacts-dir [/abs/corpus]
const assert = require('assert');
const { execFileSync, spawn } = require('child_process');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { launch, stepper } = require('../code-server/browser');
const { NodeLspServer } = require('../lspStdio');

const [root, work, artifacts, corpusArg] = process.argv.slice(2);
const step = stepper('playground');
const web = path.join(root, 'dist', 'web');
const corpus = corpusArg || path.join(root, '..', 'shared', 'corpus');
const figures = [];
const figure = (text) => { figures.push(text); step(`FIGURE ${text}`); };

/** The Node server over stdio (HOME in a temporary folder: no real-card data, as in the browser). */
class NodeServer extends NodeLspServer {
  constructor() {
    super(root, (msg) => {
      if (msg.method === 'textDocument/publishDiagnostics') this.published.set(msg.params.uri, { diagnostics: msg.params.diagnostics, version: msg.params.version, at: Date.now() });
    });
    this.published = new Map(); // uri → { diagnostics, version, at }
    this.version = 0;
  }
  async request(method, params) {
    const msg = await this.respond(method, params);
    if (msg.error) throw new Error(msg.error.message);
    return msg.result;
  }
  /** `initialize`: the page's own (window.playground.initializeParams), so both servers are set up alike. */
  async start(initialize) {
    await this.request('initialize', initialize);
    this.write({ jsonrpc: '2.0', method: 'initialized', params: {} });
  }
  /** Opens `text` as `uri` and waits until its diagnostics stop changing; closes it again. */
  async diagnostics(uri, text) {
    this.published.delete(uri);
    const version = ++this.version;
    this.write({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'cardtext', version, text } } });
    const deadline = Date.now() + 60000;
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      const p = this.published.get(uri);
      if (p && Date.now() - p.at > 700) {
        this.write({ jsonrpc: '2.0', method: 'textDocument/didClose', params: { textDocument: { uri } } });
        return p.diagnostics;
      }
      if (Date.now() > deadline) throw new Error(`node server: no diagnostics for ${uri}`);
    }
  }
}

const severityName = ['error', 'error', 'warning', 'info', 'hint'];
const key = (d) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.code} ${d.severity} ${d.message}`;
/** LSP diagnostics as sorted comparable rows (severity by name, as the editor shows it). */
const rows = (list) => list.map((d) => key({ ...d, severity: typeof d.severity === 'number' ? severityName[d.severity] : d.severity })).sort();

/** Waits until the page's diagnostics are for its current version and have not changed for a while. */
async function settled(page, quietMs = 600, timeout = 60000) {
  await page.waitForFunction((quiet) => {
    const p = window.playground;
    const pub = p.published();
    return pub.at > 0 && pub.version === p.session.version && performance.now() - p.lastPublished() > quiet && document.body.dataset.diagnosticsVersion === String(p.session.version);
  }, quietMs, { timeout, polling: 100 });
}

/** The known mistakes typed into every example, line by line (each is one diagnostic code). */
const mistakes = [
  'Broken Relic {2}', 'Artifact', '{T}: Add {E}.', '',
  'Grizzly Scout {G}{1}', 'Creture - Bear', 'Flyng', '2/2',
];

async function typeLines(page, lines) {
  for (const line of lines) {
    if (line) await page.keyboard.type(line, { delay: 5 });
    await page.keyboard.press('Escape'); // a completion list open must not take the Enter
    await page.keyboard.press('Enter');
  }
}

/** Puts the cursor at the end of the text, after a blank line. */
async function toEnd(page) {
  await page.evaluate(() => {
    const view = window.playground.view;
    const doc = view.state.doc;
    const tail = doc.toString().endsWith('\n\n') ? '' : doc.toString().endsWith('\n') ? '\n' : '\n\n';
    view.dispatch({ changes: { from: doc.length, insert: tail }, selection: { anchor: doc.length + tail.length }, scrollIntoView: true });
    view.focus();
  });
}

/** The screen point just inside the text `needle` (its last or first occurrence), scrolled into view. */
async function pointAt(page, needle, occurrence = 'last') {
  const at = await page.evaluate(([needle, occurrence]) => {
    const view = window.playground.view;
    const text = view.state.doc.toString();
    const at = occurrence === 'last' ? text.lastIndexOf(needle) : text.indexOf(needle);
    if (at < 0) throw new Error(`not in the text: ${needle}`);
    view.dispatch({ effects: window.playground.scrollIntoView(at) });
    return at;
  }, [needle, occurrence]);
  await page.waitForTimeout(150);
  return page.evaluate((at) => {
    const a = window.playground.view.coordsAtPos(at + 1);
    return { x: a.left + 1, y: (a.top + a.bottom) / 2, at };
  }, at);
}

function gz(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function cardtext(...args) {
  return execFileSync(process.execPath, [path.join(root, 'bin', 'cardtext.js'), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
}

/** A set of `count` real cards (the corpus through cardtext import), else the examples' cards repeated under new names. */
function cardSet(count) {
  const file = path.join(work, `set-${count}.cards`);
  const cards = path.join(corpus, 'cards.json');
  if (fs.existsSync(cards)) {
    const json = path.join(work, `cards-${count}.json`);
    const all = JSON.parse(fs.readFileSync(cards, 'utf8'));
    const picked = [];
    for (let i = 0; picked.length < count; i++) picked.push(i < all.length ? all[i] : { ...all[i % all.length], name: `${all[i % all.length].name} ${Math.floor(i / all.length) + 1}` });
    fs.writeFileSync(json, JSON.stringify(picked));
    cardtext('import', json, '-o', file);
  } else {
    const text = fs.readFileSync(path.join(root, 'examples', 'clean.cards'), 'utf8').split(/\n\s*\n/).filter((p) => !p.trim().startsWith('@') && !p.trim().startsWith('#'));
    const out = [];
    for (let i = 0; out.length < count; i++) out.push(text[i % text.length].replace(/^([^\n{]+)/, `$1 ${i}`));
    fs.writeFileSync(file, out.join('\n\n') + '\n');
  }
  return file;
}

/**
 * Collects, for a browser context, every console message about the Content-Security-Policy (a
 * violation, a directive ignored or not understood) from the page, its frames and its workers, and
 * every securitypolicyviolation event of the page and its frames (logged to the console here).
 */
async function watchPolicy(context) {
  const seen = [];
  context.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|securitypolicyviolation/i.test(m.text())) seen.push(`${m.type()}: ${m.text()}${m.worker() ? ' (in a worker)' : ''}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`securitypolicyviolation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${location.href.slice(0, 60)}`));
  });
  return seen;
}

/** Asserts the page's policy is the intended one and in force (an inline script injected is refused). */
async function policyInForce(page) {
  const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
  for (const d of ["default-src 'none'", "script-src 'self' 'sha256-", 'worker-src blob:', "style-src 'self' 'unsafe-inline'", "base-uri 'none'", "form-action 'none'"]) assert.ok(csp.includes(d), `the policy has ${d}: ${csp}`);
  assert.ok(!csp.includes('preview-script-hashes'), 'the build filled in the preview scripts\' hashes');
  const refused = await page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true });
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.body.appendChild(s);
    setTimeout(() => resolve(window.__injected ? 'ran' : 'no event'), 2000);
  }));
  assert.strictEqual(refused, 'script-src-elem', 'an injected inline script is refused by the policy');
  return csp;
}

/** Records every request; anything not on this machine is a failure. */
function watchRequests(page, allowedHttp) {
  const seen = [];
  const outside = [];
  page.on('request', (r) => {
    const url = r.url();
    seen.push(url);
    const local = /^(file|blob|data|about):/.test(url) || (allowedHttp && url.startsWith(allowedHttp));
    if (!local) outside.push(url);
  });
  page.on('websocket', (ws) => outside.push(`websocket ${ws.url()}`));
  return { seen, outside };
}

/**
 * The page keeps the text itself (no test writes its storage): typed then reloaded; typed and
 * reloaded while the server is still starting (held back 2.5 s here, as a slow machine would);
 * through a server that fails as it starts; the texts put aside by an example, Open file… and a
 * drop (the last five, in the menu, brought back); the browser refusing a text too large (the
 * stale text said so next visit, no new try until it is shorter); a server that stops answering
 * (the watchdog says so, a restart keeps the text).
 */
async function keepingTheText(browser, fileUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const policy = await watchPolicy(context);
  // #slow-server: the server's worker starts 2.5 s late; #break-server: its code throws as it starts
  await context.addInitScript(() => {
    if (location.hash !== '#slow-server' && location.hash !== '#break-server') return;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (m, ...rest) {
      if (m && m.type === 'start' && location.hash === '#break-server') return post.call(this, { ...m, source: 'throw new Error("test: the server failed as it started")' }, ...rest);
      if (m && m.type === 'start') return void setTimeout(() => post.call(this, m, ...rest), 2500);
      return post.call(this, m, ...rest);
    };
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const ready = () => page.waitForFunction(() => window.playground?.session.open && document.body.dataset.firstDiagnosticsMs, null, { timeout: 30000 });
  const state = () => page.evaluate(() => ({ text: window.playground.view.state.doc.toString(), name: window.playground.session.name, open: window.playground.session.open, kept: window.playground.kept(), status: document.getElementById('status-text').textContent, restart: !document.getElementById('restart').hidden }));
  const said = (re) => page.waitForFunction((source) => window.playground.messages.some((m) => new RegExp(source).test(m.message)), re.source, { timeout: 20000 });
  const keptHas = (needle) => page.waitForFunction((n) => window.playground.kept().text?.text.includes(n), needle, { timeout: 10000 });
  const fresh = async (hash = '') => {
    await page.goto('about:blank');
    await page.goto(fileUrl + hash, { waitUntil: 'domcontentloaded' });
  };

  // typed, then the page reloaded at once (kept as the page is left)
  await page.goto(fileUrl);
  await ready();
  await toEnd(page);
  await typeLines(page, ['Kept Heron {1}{U}', 'Creature — Bird', 'Flying']);
  await page.reload({ waitUntil: 'domcontentloaded' });
  let st = await state();
  assert.ok(st.text.includes('Kept Heron {1}{U}\nCreature — Bird\nFlying\n'), `typed then reloaded: the text is back at once: ${JSON.stringify(st.text.slice(-120))}`);
  await said(/^Welcome back: "showcase" as you left it/);
  await ready();
  step(`kept: typed and reloaded at once, the text back before the server was ready (server ready then: ${st.open})`);

  // typed while the server starts, reloaded while it starts (three times), then checked as typed
  await fresh('#slow-server');
  st = await state();
  assert.ok(!st.open && st.text.includes('Kept Heron'), `the stored text shows while the server starts (server ready: ${st.open})`);
  await toEnd(page);
  await typeLines(page, ['Early Bird {W}', 'Creature — Bird', 'Flyng']);
  st = await state();
  assert.ok(!st.open, 'typed before the server was ready');
  for (let i = 0; i < 3; i++) {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(i * 200);
    st = await state();
    assert.ok(!st.open, `reload ${i + 1} came while the server was starting`);
    assert.ok(st.text.includes('Kept Heron') && st.text.includes('Early Bird {W}\nCreature — Bird\nFlyng'), `reload ${i + 1} while the server starts: the text is all there`);
  }
  assert.strictEqual((await state()).kept.text.name, 'showcase', 'nothing empty or nameless was stored');
  await ready();
  await settled(page);
  const shown = await page.evaluate(() => window.playground.shown().filter((d) => d.code === 'unknown-keyword').map((d) => window.playground.view.state.doc.line(d.range.start.line + 1).text));
  assert.ok(shown.includes('Flyng'), `what was typed before the server was ready is checked: ${JSON.stringify(shown)}`);
  step('kept: typed while the server started, three reloads while it started: the text all there, then checked');

  // a server that fails as it starts: the text shows, is kept, and the page says so
  const before = (await state()).text;
  await fresh('#break-server');
  await said(/^The language server stopped: .*test: the server failed as it started\. Your text is kept/);
  st = await state();
  assert.strictEqual(st.text, before, 'the server failed: the text is shown all the same');
  assert.ok(st.restart, 'the restart button is offered');
  await toEnd(page);
  await typeLines(page, ['Written While Down {2}', 'Artifact']);
  await keptHas('Written While Down');
  await fresh();
  await ready();
  assert.ok((await state()).text.includes('Written While Down {2}\nArtifact'), 'typed while the server was down: kept');
  step('kept: a server failing as it starts said so (restart offered); the text shown, typed into and kept');

  // the texts put aside: by an example, Open file…, a drop; brought back from the menu; the last five
  await page.selectOption('#examples', 'clean');
  await page.waitForFunction(() => window.playground.session.name === 'clean');
  st = await state();
  assert.match(st.status, /"showcase" was put aside: "Open an example…" → "Put aside" brings it back\./);
  assert.ok(st.kept.aside[0].text.includes('Written While Down'), 'the replaced text is put aside');
  const label = await page.$eval('#examples option[value="aside:0"]', (o) => `${o.parentElement.label} / ${o.textContent}`);
  assert.match(label, /^Put aside \(the newest first\) \/ showcase — \d+ lines, /);
  await page.selectOption('#examples', 'aside:0');
  await page.waitForFunction(() => window.playground.view.state.doc.toString().includes('Written While Down'));
  assert.strictEqual((await state()).kept.aside.length, 1, 'an example as it was is not put aside');
  const files = [];
  for (let i = 1; i <= 6; i++) {
    const f = path.join(work, `keep-${i}.cards`);
    fs.writeFileSync(f, `Kept Card Number ${i} {${i}}\nArtifact\n`);
    files.push(f);
    await page.setInputFiles('#file', f);
    await page.waitForFunction((n) => window.playground.session.name === n, `keep-${i}`);
  }
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['Dropped Spark {R}\nInstant\nDropped Spark deals 1 damage to any target.\n'], 'dropped.cards', { type: 'text/plain' }));
    document.getElementById('editor').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await page.waitForFunction(() => window.playground.session.name === 'dropped');
  st = await state();
  assert.match(st.status, /^Opened dropped\.cards\. "keep-6" was put aside/);
  assert.deepStrictEqual(st.kept.aside.map((e) => e.name), ['keep-6', 'keep-5', 'keep-4', 'keep-3', 'keep-2'], 'the last five texts put aside, the newest first');
  assert.strictEqual(await page.$$eval('#examples option[value^="aside:"]', (os) => os.length), 5);
  step(`kept: put aside by an example, six files and a drop, the last five listed (${st.kept.aside.map((e) => e.name).join(', ')}); one brought back`);

  // emptied: the stored text is put aside before the empty one is kept; undo brings it back
  await keptHas('Dropped Spark');
  await page.evaluate(() => window.playground.view.focus());
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => window.playground.kept().text?.text === '', null, { timeout: 10000 });
  st = await state();
  assert.ok(st.kept.aside[0].name === 'dropped' && st.kept.aside[0].text.includes('Dropped Spark'), 'the emptied text was put aside first');
  await page.keyboard.press('Control+Z');
  step('kept: the text emptied, the stored one put aside first');

  // the browser refusing the text (its quota): said once, not tried again until shorter; the next visit says the stored text is older
  await keptHas('Dropped Spark');
  await page.evaluate(() => {
    window.__textWrites = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (k === 'cardtext.playground.text') {
        window.__textWrites++;
        if (v.length > 3000) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return setItem.call(this, k, v);
    };
  });
  await toEnd(page);
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', text);
    window.playground.view.contentDOM.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, 'Filler Relic {1}\nArtifact\n\n'.repeat(200));
  await said(/^This text \([\d,]+ characters\) is too large for this browser to keep between visits: use "Download \.cards" to save it\. The browser still holds an older version/);
  const writes = await page.evaluate(() => window.__textWrites);
  await page.keyboard.type('More', { delay: 20 });
  await page.waitForTimeout(2500);
  assert.strictEqual(await page.evaluate(() => window.__textWrites), writes, 'no new try to keep a text that did not fit until it is shorter');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await said(/^Welcome back: "dropped" as this browser last kept it \(.*\)\. Your later edits to "dropped" \([\d,]+ characters, .*\) were too large for it to keep\./);
  st = await state();
  assert.ok(!st.text.includes('Filler Relic') && st.text.includes('Dropped Spark'), 'the older text, said to be older');
  assert.ok(st.kept.stale, 'the stored text is marked stale');
  await ready();
  await toEnd(page);
  await page.keyboard.type('Fresh Start {G}', { delay: 10 });
  await keptHas('Fresh Start {G}');
  assert.strictEqual((await state()).kept.stale, undefined, 'kept again: the stale mark is gone');
  step(`kept: a text refused by the browser's storage said so once (${writes} write), not retried, the older one said older next visit`);

  // a server that stops answering: the watchdog says so and offers a restart, which keeps the text
  await page.evaluate(() => {
    window.playground.watchdog.stallMs = 1500;
    window.playground.client.worker.postMessage = () => undefined; // the worker hears nothing more: nothing is answered
  });
  await page.keyboard.type(' Stuck', { delay: 10 });
  await said(/^The language server has not answered for \d+ s: it may be stuck on this text\. Your text is kept: "Restart the language server" starts a new one\./);
  assert.ok((await state()).restart, 'the restart button is offered');
  const stuckText = (await state()).text;
  await page.click('#restart');
  await ready();
  await said(/^The language server was restarted; it is checking the text again\./);
  st = await state();
  assert.strictEqual(st.text, stuckText, 'the text is kept through the restart');
  assert.ok(!st.restart, 'the restart button is gone once restarted');
  await settled(page);
  const beforeSeq = await page.evaluate(() => Number(document.body.dataset.previewSeq || 0));
  await page.keyboard.type('!');
  await page.waitForFunction((b) => Number(document.body.dataset.previewSeq || 0) > b, beforeSeq, { timeout: 10000 });
  step('kept: a server not answering was said so after 1.5 s (the watchdog set short here), restarted from the button with the text; the preview follows again');

  assert.deepStrictEqual(errors, [], 'no page errors (keeping the text)');
  assert.deepStrictEqual(policy, [], 'no Content-Security-Policy violation or warning (keeping the text)');
  await context.close();
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  fs.mkdirSync(work, { recursive: true });
  // ── build ────────────────────────────────────────────────────────────────────────────────────
  execFileSync(process.execPath, [path.join(root, 'scripts', 'buildWeb.mjs')], { cwd: root, stdio: 'inherit' });
  let total = 0;
  for (const f of fs.readdirSync(web)) {
    const z = gz(path.join(web, f));
    total += z;
    figure(`bundle: ${f} ${(fs.statSync(path.join(web, f)).size / 1024).toFixed(1)} KB, ${(z / 1024).toFixed(1)} KB gzipped`);
  }
  figure(`bundle: dist/web/ in all ${(total / 1024).toFixed(1)} KB gzipped (of which the language server ${(gz(path.join(root, 'dist', 'browser', 'server.js')) / 1024).toFixed(1)} KB)`);

  const node = new NodeServer();
  const browser = await launch();
  const serve = spawn(process.execPath, [path.join(root, 'bin', 'cardtext.js'), 'serve', '--port', '0', '--root', web], { stdio: ['ignore', 'pipe', 'pipe'] });
  let failed = false;
  try {
    const served = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`cardtext serve printed no address: ${out}`)), 15000);
      serve.stdout.on('data', (b) => {
        out += b;
        const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (m) { clearTimeout(timer); resolve(m[0]); }
      });
      serve.on('exit', (code) => reject(new Error(`cardtext serve exited (${code}): ${out}`)));
    });
    step(`cardtext serve: ${served}`);

    // ── from disk ──────────────────────────────────────────────────────────────────────────────
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const policy = await watchPolicy(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30000);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const requests = watchRequests(page);
    const fileUrl = `file://${path.join(web, 'index.html')}`;
    await page.goto(fileUrl);
    await page.waitForFunction(() => document.body.dataset.firstDiagnosticsMs, null, { timeout: 30000 });
    step(`file:// page: first diagnostics ${await page.evaluate(() => document.body.dataset.firstDiagnosticsAt)} ms after navigation`);
    await node.start(await page.evaluate(() => window.playground.initializeParams));

    // every example, with the mistakes typed in, against the Node server
    for (const name of ['showcase', 'clean', 'design']) {
      await page.selectOption('#examples', name);
      await page.waitForFunction((n) => window.playground.session.name === n, name);
      await settled(page);
      await toEnd(page);
      await typeLines(page, mistakes);
      await settled(page);
      const { text, uri, published, shown } = await page.evaluate(() => ({ text: window.playground.view.state.doc.toString(), uri: window.playground.session.uri, published: window.playground.published().diagnostics, shown: window.playground.shown() }));
      const original = fs.readFileSync(path.join(root, 'examples', `${name}.cards`), 'utf8');
      assert.ok(text.startsWith(original.replace(/\n+$/, '')), `${name}: the example is in the editor as it is on disk`);
      assert.ok(text.endsWith(`${mistakes.join('\n')}\n`), `${name}: the mistakes were typed as written: ${JSON.stringify(text.slice(-200))}`);
      const expected = await node.diagnostics(uri, text);
      assert.deepStrictEqual(rows(published), rows(expected), `${name}: the page's server publishes what the Node server does`);
      assert.deepStrictEqual(rows(shown), rows(expected), `${name}: the editor shows what the Node server publishes`);
      const codes = new Set(published.map((d) => d.code));
      for (const code of ['undefined-mana-type', 'mana-cost-order', 'unknown-type', 'dash-style', 'unknown-keyword']) assert.ok(codes.has(code), `${name}: the typed ${code}`);
      step(`${name}: ${published.length} diagnostics, the same as the Node server's (codes, ranges, severities, messages)`);
    }

    // hover on the typed {E}
    await page.mouse.move(5, 5);
    let p = await pointAt(page, '{E}');
    await page.mouse.move(p.x, p.y);
    const hoverText = await page.locator('.cm-tooltip-hover .hover-markdown').first().innerText({ timeout: 10000 });
    assert.match(hoverText, /\S/);
    step(`hover on {E}: ${JSON.stringify(hoverText.slice(0, 80))}`);
    const lintText = await page.locator('.cm-tooltip-lint').first().innerText({ timeout: 5000 });
    assert.match(lintText, /undefined-mana-type/);

    // a quick fix: Creture → Creature
    await page.mouse.move(5, 5);
    await page.waitForTimeout(300);
    p = await pointAt(page, 'Creture');
    await page.mouse.move(p.x, p.y);
    const fix = page.locator('.cm-tooltip-lint button.fix', { hasText: 'Creature' }).first();
    await fix.waitFor({ timeout: 10000 });
    await page.screenshot({ path: path.join(artifacts, 'playground-fix.png') });
    await fix.click();
    await page.waitForFunction(() => window.playground.view.state.doc.toString().includes('Creature - Bear'));
    await settled(page);
    assert.ok(!(await page.evaluate(() => window.playground.shown().some((d) => d.code === 'unknown-type' && d.message.includes('Grizzly Scout')))), 'the fixed type line is no longer flagged');
    step('quick fix "Creature" applied; its diagnostic is gone');

    // completion: a mana symbol after {
    await page.mouse.move(5, 5);
    await page.evaluate(() => {
      const view = window.playground.view;
      const text = view.state.doc.toString();
      const at = text.lastIndexOf('Flyng');
      view.dispatch({ selection: { anchor: at + 'Flyng'.length } });
      view.focus();
    });
    await page.keyboard.press('Enter');
    await page.keyboard.type('{T}: Add {', { delay: 20 });
    const option = page.locator('.cm-tooltip-autocomplete li', { hasText: '{G}' }).first();
    await option.waitFor({ timeout: 10000 });
    const shownOptions = await page.locator('.cm-tooltip-autocomplete li').count();
    await option.click();
    await page.waitForFunction(() => /\{T\}: Add \{G\}/.test(window.playground.view.state.doc.toString()));
    step(`completion after "{": ${shownOptions} options; {G} inserted`);

    // the preview follows a keystroke within 300 ms
    await page.evaluate(() => {
      const view = window.playground.view;
      const at = view.state.doc.toString().lastIndexOf('Grizzly Scout') + 'Grizzly Scout'.length;
      view.dispatch({ selection: { anchor: at } });
      view.focus();
    });
    await page.waitForTimeout(400);
    const frame = page.frameLocator('iframe.preview-frame');
    const latencies = [];
    const added = 'Lord';
    for (let i = 0; i < added.length; i++) {
      const before = await page.evaluate(() => Number(document.body.dataset.previewSeq || 0));
      const t0 = Date.now();
      await page.keyboard.type(i === 0 ? ` ${added[i]}` : added[i]);
      await page.waitForFunction((b) => Number(document.body.dataset.previewSeq || 0) > b && document.body.dataset.previewMs, before, { timeout: 5000 });
      const wall = Date.now() - t0;
      const ms = await page.evaluate(() => Number(document.body.dataset.previewMs));
      latencies.push(Math.max(ms, 0));
      assert.ok(wall < 1500, `the preview answered (${wall} ms)`);
    }
    await frame.locator(`[data-card="Grizzly Scout ${added}"]`).waitFor({ timeout: 5000 });
    const maxPreview = Math.max(...latencies);
    figure(`preview after a keystroke (examples): ${latencies.map((x) => Math.round(x)).join(', ')} ms (max ${Math.round(maxPreview)})`);
    assert.ok(maxPreview <= 300, `the preview updates within 300 ms of a keystroke: ${latencies.join(', ')}`);
    const frameFacts = await frame.locator('body').evaluate(() => ({ scripts: document.scripts.length, handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length, fonts: document.fonts.check('12px Mana') }));
    assert.strictEqual(frameFacts.handlers, 0);
    assert.ok(frameFacts.fonts, 'the symbol font loaded in the preview');

    // the set overview
    await page.click('[data-view="overview"]');
    await frame.locator('.overview').first().waitFor({ timeout: 10000 });
    step('set overview shown');
    await page.click('[data-view="card"]');

    // the preview grows with its pane: in a 1,600 px window the card fills the pane's height
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.waitForTimeout(400);
    const cardBox = await frame.locator('.card').first().evaluate((e) => { const r = e.getBoundingClientRect(); return { width: r.width, height: r.height, pane: document.documentElement.clientHeight }; });
    figure(`preview card in a 1,600 × 900 window: ${Math.round(cardBox.width)} × ${Math.round(cardBox.height)} px (pane ${cardBox.pane} px high)`);
    assert.ok(cardBox.width >= 400, `the card grows with the pane (${Math.round(cardBox.width)} px wide)`);
    assert.ok(cardBox.height <= cardBox.pane, 'and stays within its height');
    await page.setViewportSize(viewport);

    // the whole text replaced (select all, paste): the title and the status line name the new text
    const beforeTitle = await page.title();
    await page.evaluate(() => window.playground.view.focus());
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('@set NEW Brand New Set\n\nGrove Tender {1}{G}\nCreature — Elf\n1/1\n');
    await page.waitForFunction(() => document.title.startsWith('Brand New Set'), null, { timeout: 5000 });
    const replacedStatus = await page.locator('#status-text').textContent();
    assert.match(replacedStatus, /The whole text was replaced: this is "Brand New Set" now\./);
    step(`whole text replaced: the title "${beforeTitle}" became "${await page.title()}"; status: ${replacedStatus}`);
    await frame.locator('[data-card="Grove Tender"]').waitFor({ timeout: 10000 });
    await page.keyboard.press('Control+Z');
    await page.waitForFunction(() => window.playground.view.state.doc.toString().includes('Grizzly Scout'), null, { timeout: 5000 });

    // Download .cards and the exports
    let download = await Promise.all([page.waitForEvent('download'), page.click('#download')]).then(([d]) => d);
    const downloaded = fs.readFileSync(await download.path(), 'utf8');
    assert.strictEqual(downloaded, await page.evaluate(() => window.playground.view.state.doc.toString()));
    step(`Download .cards: ${download.suggestedFilename()}`);
    const formats = await page.$$eval('#export option', (os) => os.map((o) => o.value).filter(Boolean));
    assert.ok(formats.length >= 5, `export formats: ${formats.join(', ')}`);
    for (const id of formats) {
      [download] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), page.selectOption('#export', id)]);
      const bytes = fs.readFileSync(await download.path());
      assert.ok(bytes.length > 0, id);
      if (id === 'forge') assert.strictEqual(bytes.subarray(0, 2).toString(), 'PK', 'a folder format downloads as a zip');
      step(`export ${id}: ${download.suggestedFilename()} (${bytes.length} bytes)`);
    }

    // a set made elsewhere, dropped or opened: imported by the server's importers; its pictures shown in the preview, not saved
    const fixtures = path.join(root, 'test', 'fixtures', 'import');
    const mseSet = path.join(work, 'gloam.mse-set');
    fs.writeFileSync(mseSet, Buffer.from(require(path.join(root, 'node_modules', 'fflate')).zipSync(Object.fromEntries(fs.readdirSync(path.join(fixtures, 'mse-include')).map((f) => [f, new Uint8Array(fs.readFileSync(path.join(fixtures, 'mse-include', f)))])))));
    const mseBytes = [...fs.readFileSync(mseSet)];
    await page.evaluate((bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'gloam.mse-set', { type: 'application/zip' }));
      document.getElementById('editor').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, mseBytes);
    await page.waitForFunction(() => window.playground.session.name === 'gloam');
    let imported = await page.evaluate(() => ({ status: document.getElementById('status-text').textContent, text: window.playground.view.state.doc.toString() }));
    assert.match(imported.status, /^Imported 3 cards from gloam\.mse-set \(Magic Set Editor\)\. 2 pictures are shown in the preview while this page is open, and not saved/);
    assert.match(imported.text, /^Dusk Herald \{1\}\{W\}$/m);
    await page.evaluate(() => {
      const view = window.playground.view;
      view.dispatch({ selection: { anchor: view.state.doc.toString().indexOf('Dusk Herald') } });
      view.focus();
    });
    await frame.locator('[data-card="Dusk Herald"] img[src^="data:image/png"]').waitFor({ timeout: 10000 });
    step('import: a dropped .mse-set, its picture in the preview');
    await page.setInputFiles('#file', path.join(fixtures, 'conjurer.cardconjurer'));
    await page.waitForFunction(() => window.playground.session.name === 'conjurer');
    await page.setInputFiles('#file', path.join(fixtures, 'cards.csv'));
    await page.waitForFunction(() => window.playground.session.name === 'cards');
    imported = await page.evaluate(() => document.getElementById('status-text').textContent);
    assert.match(imported, /^Imported 6 cards from cards\.csv \(Spreadsheet \(CSV or TSV\)\)\. \d+ notes? on what was dropped or changed/);
    const badSet = path.join(work, 'bad.mse-set');
    fs.writeFileSync(badSet, Buffer.from(require(path.join(root, 'node_modules', 'fflate')).zipSync({ set: new TextEncoder().encode('mse version: 2.0.0\ngame: magic\ncard:\n  name: Spaced\n') })));
    const textBefore = await page.evaluate(() => window.playground.view.state.doc.toString());
    await page.setInputFiles('#file', badSet);
    await page.waitForFunction(() => /^Not imported: cannot import "bad\.mse-set" \(set, line 4\): this line is indented with spaces/.test(document.getElementById('status-text').textContent));
    assert.strictEqual(await page.evaluate(() => window.playground.view.state.doc.toString()), textBefore, 'a refused import leaves the text as it was');
    step('import: a Card Conjurer save and a CSV opened; a broken set refused with its line, the text untouched');

    // bad input: a paste past the limit, binary data, a file past the server's memory planning
    const heartbeat = () => page.evaluate(() => {
      window.__gaps = [];
      let last = performance.now();
      const tick = () => { const now = performance.now(); window.__gaps.push(now - last); last = now; if (window.__gaps.length < 100000) window.__hb = requestAnimationFrame(tick); };
      window.__hb = requestAnimationFrame(tick);
    });
    const longestGap = () => page.evaluate(() => { cancelAnimationFrame(window.__hb); return Math.max(...window.__gaps); });
    const paste = (text) => page.evaluate((t) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', typeof t === 'string' ? t : 'x'.repeat(t.repeat));
      window.playground.view.contentDOM.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, text);
    const lengthBefore = await page.evaluate(() => window.playground.view.state.doc.length);
    await paste({ repeat: 21_000_000 });
    await page.waitForFunction(() => /Not inserted: the text would be/.test(document.getElementById('status-text').textContent));
    await paste('Relic\u0000\u0000\u0000\u0001\u0002 binary');
    await page.waitForFunction(() => /looks like binary data/.test(document.getElementById('status-text').textContent));
    assert.strictEqual(await page.evaluate(() => window.playground.view.state.doc.length), lengthBefore, 'nothing refused was inserted');
    step('a 21 M-character paste and a binary paste refused with a message');
    const huge = path.join(work, 'one-word.cards');
    fs.writeFileSync(huge, 'ab\n\n'.repeat(1_000_000));
    await heartbeat();
    await page.setInputFiles('#file', huge);
    await page.waitForFunction(() => window.playground.session.name === 'one-word');
    // the server's own refusal (docs/reliability.md), not the page's word that the text is too large to keep
    const refused = await page.waitForFunction(() => window.playground.messages.find((m) => m.kind !== 'info' && /would take about [\d.]+ MB of memory to check, more than the \d+ MB cardtext gives one file/.test(m.message))?.message, null, { timeout: 30000 }).then((h) => h.jsonValue());
    const openGap = await longestGap();
    // then typing into it: the page answers every key
    await heartbeat();
    await page.keyboard.type('xyz', { delay: 60 });
    await page.waitForTimeout(300);
    const gap = await longestGap();
    figure(`a 4 MB file of one-word cards (1,000,000 cards): refused by the server with its message; the longest frame while opening it ${Math.round(openGap)} ms, while typing into it ${Math.round(gap)} ms`);
    step(`the server's message: ${JSON.stringify(refused)}`);
    // opening 4 MB takes one long frame (the editor builds its text, the worker receives it): 750–980 ms measured
    assert.ok(openGap < 1500 && gap < 1000, `the page never hung (longest frames: opening ${openGap} ms, typing ${gap} ms)`);

    // ── figures: a 300-card set, then 10,000 cards ─────────────────────────────────────────────
    // the set opened, then kept by the page itself once typing pauses, and shown at each load
    await page.setInputFiles('#file', cardSet(300));
    await page.waitForFunction(() => window.playground.kept().text?.name === 'set-300', null, { timeout: 15000 });
    await page.goto('about:blank');
    const firsts = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(fileUrl);
      await page.waitForFunction(() => document.body.dataset.firstDiagnosticsAt && window.playground.session.name === 'set-300', null, { timeout: 60000 });
      firsts.push(await page.evaluate(() => ({ load: Number(document.body.dataset.firstDiagnosticsAt), open: Number(document.body.dataset.firstDiagnosticsMs) })));
    }
    figure(`first diagnostics of a 300-card set: ${firsts.map((f) => `${f.load} ms after navigation (${f.open} ms after the text was opened)`).join('; ')}`);

    const set10k = cardSet(10000);
    await page.setInputFiles('#file', set10k);
    await page.waitForFunction(() => window.playground.session.name === 'set-10000');
    await page.waitForFunction(() => document.body.dataset.firstDiagnosticsMs, null, { timeout: 120000 });
    const first10k = await page.evaluate(() => Number(document.body.dataset.firstDiagnosticsMs));
    await settled(page, 3000, 180000);
    const n10k = await page.evaluate(() => ({ diagnostics: window.playground.published().diagnostics.length, lines: window.playground.view.state.doc.lines }));
    figure(`10,000 cards (${n10k.lines} lines): first diagnostics ${first10k} ms after opening; ${n10k.diagnostics} diagnostics`);
    await page.evaluate(() => {
      const view = window.playground.view;
      const doc = view.state.doc;
      const line = doc.line(Math.floor(doc.lines / 2));
      view.dispatch({ selection: { anchor: line.to }, scrollIntoView: true });
      view.focus();
      window.__typing = [];
      document.addEventListener('keydown', (e) => {
        const t0 = e.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__typing.push(performance.now() - t0), 0));
      }, true);
    });
    // Up to three rounds of typing: this 2-core VM is shared, and a burst of other work in one round
    // (another process, the server's own check of 10,000 cards) is not the page's latency. The best
    // round's p95 must be within 50 ms; every round is reported.
    const rounds = [];
    const q = (xs, f) => Math.round(xs[Math.min(xs.length - 1, Math.floor(f * xs.length))]);
    for (let round = 0; round < 3; round++) {
      await page.evaluate(() => { window.__typing = []; });
      await heartbeat();
      await page.keyboard.type(round === 0 ? ' and then it gains flying until end of turn' : ' and it gains trample until end of turn', { delay: 60 });
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1500);
      const keys = await page.evaluate(() => window.__typing.slice().sort((a, b) => a - b));
      const gap = await longestGap();
      rounds.push({ keys, gap });
      figure(`typing latency on 10,000 cards, round ${round + 1} (${keys.length} keys, key to next frame): median ${q(keys, 0.5)} ms, p95 ${q(keys, 0.95)} ms, max ${Math.round(keys[keys.length - 1])} ms; longest frame while typing ${Math.round(gap)} ms`);
      if (q(keys, 0.95) <= 50) break;
    }
    const best = Math.min(...rounds.map((r) => q(r.keys, 0.95)));
    assert.ok(best <= 50, `typing latency p95 ≤ 50 ms on 10,000 cards in the best of ${rounds.length} rounds: ${rounds.map((r) => q(r.keys, 0.95)).join(', ')} ms`);
    // the preview still follows on 10,000 cards
    const before10k = await page.evaluate(() => Number(document.body.dataset.previewSeq || 0));
    await page.keyboard.type('!');
    await page.waitForFunction((b) => Number(document.body.dataset.previewSeq || 0) > b, before10k, { timeout: 10000 });
    figure(`preview after a keystroke on 10,000 cards: ${await page.evaluate(() => document.body.dataset.previewMs)} ms`);

    assert.deepStrictEqual(errors, [], 'no page errors');
    assert.deepStrictEqual(requests.outside, [], 'no request left the machine (file://)');
    step(`file://: ${requests.seen.length} requests, all local`);
    assert.deepStrictEqual(policy, [], 'no Content-Security-Policy violation or warning (file://)');
    const csp = await policyInForce(page);
    step(`file://: no policy violation; the policy in force: ${csp}`);
    await context.close();

    await keepingTheText(browser, fileUrl);

    // ── from cardtext serve ────────────────────────────────────────────────────────────────────
    const httpContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const httpPolicy = await watchPolicy(httpContext);
    const httpPage = await httpContext.newPage();
    const httpRequests = watchRequests(httpPage, served);
    const httpErrors = [];
    httpPage.on('pageerror', (e) => httpErrors.push(e.message));
    await httpPage.goto(served);
    await httpPage.waitForFunction(() => document.body.dataset.firstDiagnosticsMs, null, { timeout: 30000 });
    // the screenshot for the docs: a card with its mistake, the fix offered beside it
    await settled(httpPage);
    const s = await pointAt(httpPage, 'of the chosen color.', 'first');
    await httpPage.evaluate((at) => {
      const view = window.playground.view;
      view.dispatch({ selection: { anchor: at } });
    }, s.at);
    await httpPage.waitForTimeout(300);
    const s2 = await pointAt(httpPage, 'of the chosen color.', 'first');
    await httpPage.mouse.move(s2.x + 40, s2.y);
    await httpPage.locator('.cm-tooltip-lint').first().waitFor({ timeout: 10000 });
    await httpPage.locator('.cm-tooltip-hover .hover-markdown').first().waitFor({ timeout: 10000 }).catch(() => undefined);
    await httpPage.frameLocator('iframe.preview-frame').locator('[data-card="Prism of Whims"]').waitFor({ timeout: 10000 });
    await httpPage.waitForTimeout(500);
    await httpPage.screenshot({ path: path.join(artifacts, 'playground.png') });
    step('screenshot playground.png');
    await httpPage.mouse.move(5, 5);
    await toEnd(httpPage);
    await typeLines(httpPage, mistakes);
    await settled(httpPage);
    const h = await httpPage.evaluate(() => ({ text: window.playground.view.state.doc.toString(), uri: window.playground.session.uri, published: window.playground.published().diagnostics }));
    assert.deepStrictEqual(rows(h.published), rows(await node.diagnostics(h.uri, h.text)), 'served page: the same diagnostics as the Node server');
    step(`served page (${served}): ${h.published.length} diagnostics, the same as the Node server's`);

    assert.deepStrictEqual(httpErrors, [], 'no page errors (served)');
    assert.deepStrictEqual(httpRequests.outside, [], 'no request left the machine (served)');
    step(`served: ${httpRequests.seen.length} requests, all to ${served}`);
    assert.deepStrictEqual(httpPolicy, [], 'no Content-Security-Policy violation or warning (served)');
    await policyInForce(httpPage);
    step('served: no policy violation; the policy in force');
    await httpContext.close();
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await browser.close().catch(() => undefined);
    node.close();
    serve.kill('SIGINT');
  }
  console.log(`\nplayground figures:\n${figures.map((f) => `  ${f}`).join('\n')}`);
  fs.writeFileSync(path.join(artifacts, 'playground-figures.txt'), `${figures.join('\n')}\n`);
  process.exit(failed ? 1 : 0);
})();
