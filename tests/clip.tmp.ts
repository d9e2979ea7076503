import { launchChromium, serveSite } from './search/browser.ts';
const [path, selector, out, width, scheme] = process.argv.slice(2);
const site = await serveSite('/tmp/p19/dist');
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width ?? 1366), height: 900 }, colorScheme: (scheme ?? 'light') as 'light' | 'dark' });
await page.goto(site.origin + path!);
await page.waitForTimeout(500);
await page.locator(selector!).first().screenshot({ path: out! });
await browser.close(); await site.close();
