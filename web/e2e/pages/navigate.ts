// Opening a link as the page objects do. A link that changes only the hash is no new load: the
// app takes it up in its hashchange listener, a task after `goto` returns, so a check made at
// once could still see the page before it. One frame and one task later it has been handled.
import type { Page } from '@playwright/test';

export async function openLink(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}
