// Runs VS Code's extension test runner (mocha INSIDE the real extension host) in code-server.
// code-server has no --extensionTestsPath flag, but the workbench URL takes a `payload` parameter
// with extensionDevelopmentPath / extensionTestsPath as vscode-remote:// URIs (authority = host:port).
// The test's exit code comes back through codeAutomationExit, its output through codeAutomationLog.
// usage: node ext-test.js http://127.0.0.1:PORT /abs/workspace /abs/extDevPath /abs/tests/index.js /abs/artifacts-dir
const fs = require('fs');
const path = require('path');
const util = require('util');
const { launch, stepper } = require('./browser');

const [url, folder, devPath, testsPath, artifacts] = process.argv.slice(2);
const TIMEOUT = Number(process.env.EXT_TEST_TIMEOUT_MS || 180000);
const step = stepper('ext-host');
const remote = (p) => `vscode-remote://${new URL(url).host}${p}`;

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  let code = 'timeout';
  try {
    const done = new Promise((resolve) => page.exposeFunction('codeAutomationExit', (c) => resolve(c)));
    // the workbench's own chatter goes to the log file only; mocha's output is printed too
    const chatter = /^(Creating a socket|Resolv(ing|ed) connection token|\[Service Worker\]|Updating additional builtin|ChatSessionStore)/;
    const logFile = fs.createWriteStream(path.join(artifacts, 'ext-host-workbench.log'));
    await page.exposeFunction('codeAutomationLog', (type, args) => {
      const text = util.format(...(Array.isArray(args) ? args : [args])).replace(/\n+$/, '');
      logFile.write(`${type}: ${text}\n`);
      if (text && !chatter.test(text)) console.log(text);
    });
    const payload = JSON.stringify([['extensionDevelopmentPath', remote(devPath)],
      ['extensionTestsPath', remote(testsPath)], ['skipWelcome', 'true']]);
    await page.goto(`${url}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(payload)}`);
    step('workbench requested, waiting for the extension tests');
    let timer;
    code = await Promise.race([done, new Promise((r) => { timer = setTimeout(() => r('timeout'), TIMEOUT); })]);
    clearTimeout(timer);
  } catch (e) {
    console.log('ext-test error:', e && e.stack || e);
    code = 'error';
  }
  step(`extension tests exit code: ${code}`);
  if (code !== 0) await page.screenshot({ path: path.join(artifacts, 'ext-host-fail.png') }).catch(() => {});
  await browser.close();
  console.log(`code-server extension host: ${code === 0 ? 'PASS' : 'FAIL'}`);
  process.exit(code === 0 ? 0 : 1);
})();
