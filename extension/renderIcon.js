// Renders extension/icon.svg to extension/icon.png (128x128, transparent corners) with Chromium.
// Needs playwright-core, which the e2e suite installs into .e2e/tools:
//   NODE_PATH=.e2e/tools/node_modules node extension/renderIcon.js
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');

(async () => {
  const svg = fs.readFileSync(path.join(__dirname, 'icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 128, height: 128 } });
    await page.setContent(`<!DOCTYPE html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(__dirname, 'icon.png'), omitBackground: true });
    console.log('wrote extension/icon.png');
  } finally {
    await browser.close();
  }
})().catch((e) => { console.error(`renderIcon: ${e.message}`); process.exitCode = 1; });
