// Takes full-page screenshots of the built site for a visual check:
//   node scripts/screenshots.mjs <baseUrl> <outDir> <path> [<path> ...]
// Each path is shot at 1440 px and 390 px wide, in light and dark mode.
import {mkdirSync} from 'node:fs';
import {chromium} from 'playwright-core';

const [base, out, ...paths] = process.argv.slice(2);
if (!base || !out || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <baseUrl> <outDir> <path> [...]');
  process.exit(2);
}
mkdirSync(out, {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const scheme of /** @type {const} */ (['light', 'dark'])) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({colorScheme: scheme, viewport: {width, height: 900}});
    // A stored choice hides the cookie banner, as for a returning visitor.
    await context.addCookies([{name: 'tesseraCookieConsent', value: 'false', url: base}]);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${scheme}.png`;
      await page.screenshot({path: `${out}/${name}`, fullPage: true});
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
