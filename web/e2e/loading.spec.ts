// How the app loads: the first visit fetches the play module alone; once the page is idle
// the full module (the explanations and theory pages) is fetched ahead, and it takes over the
// page when a page needs it, without losing the game; a failed load says so and can be retried; once loaded, the app works
// offline; and a panic leaves a readable error with a reload button.
import { expect, test, type Page } from '@playwright/test';
import { PlayPage } from './pages/play-page';

/** The full module's files. */
const MODULE = /nimlab-full(\.js|_bg\.wasm)$/;
/** What the first visit does not load: the full module and the theory pages' stylesheet. */
const FULL = /nimlab-full(\.js|_bg\.wasm)$|theory\.css$/;

/** Every request the page makes, by path. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  return seen;
}

test('the first visit loads the play module alone; idle, it makes the full one ready; the first explanation brings it in and keeps the game', async ({ page }) => {
  const seen = requests(page);
  // Whether the board was on the page when the full module was first asked for.
  let boardFirst: boolean | null = null;
  await page.route(FULL, async (route) => {
    boardFirst ??= (await page.getByTestId('stick-1-1').count()) > 0;
    await route.continue();
  });
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  expect(seen.some((p) => /nimlab-[0-9a-f]+_bg\.wasm$/.test(p))).toBe(true);
  // Once the page is idle: the module, its wasm and the stylesheet, fetched ahead.
  await expect.poll(() => seen.filter((p) => FULL.test(p)).length).toBe(3);
  expect(boardFirst).toBe(true);
  // Fetched, not in charge: the first module's page plays on.
  await play.take(1, 1);
  await play.take(3, 2);
  await expect(page.getByTestId('full-loader')).toHaveCount(0);

  await page.getByTestId('explain-open-record').click();
  await expect(page.getByTestId('explain-text')).toContainText('The game: 2 moves from 3-4-5.');
  // Nothing fetched twice.
  expect(seen.filter((p) => MODULE.test(p)).length).toBe(2);
  // The same game, with its history: the record lists both moves and undo goes back.
  expect(await play.rows()).toEqual([2, 4, 3]);
  await expect(page.getByTestId('record-1')).toBeVisible();
  await expect(page.getByTestId('record-2')).toBeVisible();
  await page.getByTestId('undo').click();
  expect(await play.rows()).toEqual([2, 4, 5]);
  // The live notice says where the record stands now.
  await expect(page.getByTestId('notice')).toHaveText('The record at S2: 2-4-5.');
  await expect(page.getByTestId('fatal-error')).toHaveCount(0);
});

test('the setup panel opens with the full module: by keyboard, the game kept, the focus back on its summary, and in the link', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(2, 3);
  await expect(page.getByTestId('full-loader')).toHaveCount(0);
  const summary = page.locator('[data-testid="setup"] summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  // The presets and the editor are the full module's: it takes over and shows them.
  await expect(page.locator('[data-testid="setup"] .presets button').first()).toBeVisible();
  await expect(page.getByTestId('setup')).toHaveAttribute('open');
  await expect(summary).toBeFocused();
  expect(await play.rows()).toEqual([3, 1, 5]);
  await expect.poll(() => page.url()).toContain('setup=open');
  // A reload opens it again; closing it takes it out of the link.
  await page.reload();
  await expect(page.locator('[data-testid="setup"] .presets button').first()).toBeVisible();
  await summary.click();
  await expect(page.getByTestId('setup')).not.toHaveAttribute('open');
  await expect.poll(() => page.url()).not.toContain('setup=open');
  expect(await play.rows()).toEqual([3, 1, 5]);
});

test('a theory page loads the full module and its stylesheet; the keyboard focus goes from the link to the page heading', async ({ page }) => {
  // The stylesheet arrives late; the page notes how the first theory page looks when it appears.
  await page.route(/theory\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const lead = document.querySelector('.theory .lead');
      if (!lead) return;
      (window as unknown as { firstLeadWidth: string }).firstLeadWidth = getComputedStyle(lead).maxWidth;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const play = new PlayPage(page);
  await play.open();
  // The setup editor keeps its card on the first module, without the theory stylesheet.
  await page.getByTestId('setup').locator('summary').click();
  const editor = page.locator('.setup form.editor');
  await expect(editor).toHaveCSS('border-top-style', 'solid');
  const link = page.locator('header nav a[href="#/grundy"]');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grundy-20')).toBeVisible();
  // Styled from the first frame: the stylesheet loads before the full app mounts.
  const first = await page.evaluate(() => (window as unknown as { firstLeadWidth?: string }).firstLeadWidth);
  expect(first).toBeDefined();
  expect(first).not.toBe('none');
  // As a header link in the full app does: a reader starts on the new page's heading.
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle('Grundy table · nimlab');
  // The full app serves the play page from now on.
  await page.locator('header nav a[href="#/"]').click();
  await expect(page.getByTestId('row-1')).toBeVisible();
  await expect(page.getByTestId('explain-open-bouton')).toBeVisible();
});

test('a failed load names the problem, keeps the game, and can be retried', async ({ page }) => {
  await page.route(MODULE, (route) => route.abort('internetdisconnected'));
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(2, 1);
  await page.getByTestId('explain-open-bouton').click();
  const failed = page.getByTestId('full-loader-failed');
  await expect(failed).toContainText('could not be loaded');
  await expect(failed).toContainText('nimlab-full.js');
  expect(await play.rows()).toEqual([3, 3, 5]);
  await page.unroute(MODULE);
  await page.getByTestId('full-loader-retry').click();
  await expect(page.getByTestId('explain-text')).toBeVisible();
  expect(await play.rows()).toEqual([3, 3, 5]);
});

test('a stylesheet that fails to load is named too, and a retry loads it', async ({ page }) => {
  await page.route(/theory\.css$/, (route) => route.abort('internetdisconnected'));
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await page.locator('header nav a[href="#/grundy"]').click();
  await expect(page.getByTestId('full-loader-failed')).toContainText('theory.css');
  await page.unroute(/theory\.css$/);
  await page.getByTestId('full-loader-retry').click();
  await expect(page.getByTestId('grundy-20')).toBeVisible();
  expect(await page.locator('.theory .lead').first().evaluate((e) => getComputedStyle(e).maxWidth)).not.toBe('none');
});

test('once loaded, the app works offline: the play page, explanations and the theory pages', async ({ page, context }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  // The service worker caches the whole build, the full module too.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length))
    .toBeGreaterThan(0);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('row-1')).toBeVisible();
  await page.getByTestId('explain-open-nimsum').click();
  await expect(page.getByTestId('explain-text')).toBeVisible();
  await page.goto('/index.html#/grundy?take=1,2&upto=20');
  await expect(page.getByTestId('grundy-20')).toHaveAttribute('data-value', '2');
  await context.setOffline(false);
});

test('a panic shows a readable error and a reload button instead of a frozen page', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await page.evaluate(() => {
    try {
      (window as any).wasmBindings.testPanic();
    } catch {
      // The panic traps the call; the page is what matters.
    }
  });
  const screen = page.getByTestId('fatal-error');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('testPanic: a panic asked for by a test');
  await screen.getByRole('button').click();
  await expect(page.getByTestId('row-1')).toBeVisible();
  await expect(page.getByTestId('fatal-error')).toHaveCount(0);
});
