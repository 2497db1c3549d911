import { chromium } from 'playwright';
const url = process.argv[2];
for (let i = 0; i < 4; i++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => new Promise((res) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    new PerformanceObserver((l) => { const e = l.getEntries().at(-1); res({ fcp: Math.round(fcp), lcp: Math.round(e.startTime), lcpEl: e.element?.className?.slice?.(0,40) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  console.log(JSON.stringify(r));
  await browser.close();
}
