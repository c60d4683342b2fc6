import { chromium } from '@playwright/test';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of paths) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const rows = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    rows.push(request.sizes().then((s) => [new URL(request.url()).pathname, (s.responseBodySize + s.responseHeadersSize) / 1024]));
  });
  await page.goto('http://127.0.0.1:8206' + path, { waitUntil: 'networkidle' });
  const all = await Promise.all(rows);
  console.log(path, all.reduce((a, [, b]) => a + b, 0).toFixed(1));
  for (const [u, kb] of all) console.log('   ', kb.toFixed(1).padStart(7), u);
  await context.close();
}
await browser.close();
