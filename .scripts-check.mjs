import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  const rows = [];
  page.on('requestfinished', async (r) => { if (r.resourceType() === 'script') rows.push(r.sizes().then((s) => [s.responseBodySize, r.url().replace('http://127.0.0.1:8306', '')])); });
  await page.goto(`http://127.0.0.1:8306${path}`, { waitUntil: 'networkidle' });
  const all = await Promise.all(rows);
  all.sort((a, b) => b[0] - a[0]);
  console.log(path, (all.reduce((a, b) => a + b[0], 0) / 1024).toFixed(1), 'KB', all.length);
  for (const [s, u] of all) console.log('  ', (s / 1024).toFixed(1).padStart(6), u);
  await page.close();
}
await browser.close();
