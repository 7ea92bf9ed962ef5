// Shared Chromium launch for the code-server tests: playwright-core driving Debian's /usr/bin/chromium
// (no browser download), with the flags from the real-editor recipe.
const { chromium } = require('playwright-core');

exports.launch = () => chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--disable-dev-shm-usage', '--hide-scrollbars'],
});

/** A logger that prefixes each line with the seconds since it was made. */
exports.stepper = (name) => {
  const t0 = Date.now();
  return (msg) => console.log(`[${name} ${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`);
};

/** A 1280x800 page with a 30 s default timeout that logs page errors (the setup both UI tests use). */
exports.newPage = async (browser) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30000);
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  return page;
};
