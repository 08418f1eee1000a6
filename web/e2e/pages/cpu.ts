// A slowed CPU, for tests of what the page does while it is busy.
import type { Page } from '@playwright/test';

/**
 * Slows the page's CPU `rate` times (CDP `Emulation.setCPUThrottlingRate`); the function returned
 * restores full speed, once the checks that need the slow page are done (on a busy machine the
 * rest of a slowed run could take a minute).
 */
export async function slowCpu(page: Page, rate = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}
