// The contents page: every item of the four source texts is a link that opens its place in
// the app, clicked as a lecturer does, and each lands on a page that shows it without a problem.
import { expect, test, type Page } from '@playwright/test';

/** What a page shows once it has opened, by its route. */
function landmark(page: Page, href: string) {
  if (href.includes('explain=')) return page.getByTestId('explain-text');
  if (href.includes('race=')) return page.getByTestId('race');
  if (href.startsWith('#/play')) return page.getByTestId('row-1');
  if (href.startsWith('#/grundy')) return page.getByTestId('grundy-20');
  if (href.startsWith('#/graph')) return page.getByTestId('graph');
  if (href.startsWith('#/sums')) return page.getByTestId('sum-value');
  if (href.startsWith('#/exercise')) return page.getByTestId('sheet');
  throw new Error(`no landmark for ${href}`);
}

test('every item of the contents opens its page, without a problem', async ({ page }) => {
  // About 30 pages, each opened from the contents: 17 s on a quiet machine, more beside other tests.
  test.slow();
  await page.goto('/index.html#/play');
  await page.getByRole('link', { name: 'Contents' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contents');
  await expect(page.getByRole('link', { name: 'Contents' })).toHaveAttribute('aria-current', 'page');
  for (let k = 1; k <= 4; k++) await expect(page.getByTestId(`contents-source-${k}`)).toBeVisible();
  const items = page.getByTestId('contents-item');
  const n = await items.count();
  expect(n).toBeGreaterThanOrEqual(25);
  const hrefs: string[] = [];
  for (let i = 0; i < n; i++) hrefs.push((await items.nth(i).getAttribute('href'))!);
  for (const [i, href] of hrefs.entries()) {
    await page.goto('/index.html#/contents');
    await items.nth(i).click();
    await expect(landmark(page, href)).toBeVisible();
    await expect(page.getByTestId('input-error')).toHaveCount(0);
    // The link opened is the one named (the play page rewrites its own link in full).
    const query = href.split('?')[1] ?? '';
    for (const part of query.split('&').filter((p) => p && !p.startsWith('step='))) {
      expect(decodeURIComponent(page.url()), `${href}`).toContain(part);
    }
  }
});

test('the contents item on graphs opens the definitions it names; closing them takes them out of the link', async ({ page }) => {
  await page.goto('/index.html#/contents');
  await page.getByRole('link', { name: /^Graphs: artinian, locally finite; Theorem 1d/ }).click();
  const definitions = page.getByTestId('definitions');
  await expect(definitions).toHaveJSProperty('open', true);
  for (const term of ['artinian', 'locally finite', 'Proof of Theorem 1d', 'Nim as a graph']) {
    await expect(definitions.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('satz-1d-proof')).toBeVisible();
  // Definition 1b with the slides' paths and their example of two edges between the same vertices.
  await expect(definitions).toContainText('∈ Γₙ ⊆ Γ*');
  await expect(definitions).toContainText('a ↦ (0, 1), b ↦ (0, 1), …, ℓ ↦ (3, 6)');
  // The German article: the kernel and the nim-sum must agree, as Sprague and Grundy showed.
  await expect(definitions).toContainText('both give unique results, so they must agree: Sprague (1935) and Grundy (1939) found why');
  await expect(page).toHaveURL(/#\/graph\?.*&defs=open$/);
  await definitions.locator('summary').click();
  await expect(definitions).toHaveJSProperty('open', false);
  await expect(page).not.toHaveURL(/defs=/);
  await definitions.locator('summary').click();
  await expect(page).toHaveURL(/&defs=open$/);
});

test('the contents items on history open it at the foot of the sums page, with the literature', async ({ page }) => {
  await page.goto('/index.html#/contents');
  await page.getByRole('link', { name: /^History, the conclusion \(Fazit\) and the outlook/ }).click();
  const history = page.getByTestId('history');
  await expect(history).toHaveJSProperty('open', true);
  await expect(history).toContainText('exactly when one of the two players plays the optimal strategy and gets an N-position');
  await expect(history).toContainText('Bouton');
  await expect(history.locator('li')).toHaveCount(9);
  // The reader arrives at the history: it has the focus, and the focus did not scroll the page
  // back up to the heading (which it did on a fast machine, the page rendered before the
  // focus moved).
  await expect(history.locator('summary')).toBeFocused();
  await expect(history.locator('summary')).toBeInViewport();
  await history.locator('summary').click();
  await expect(page).not.toHaveURL(/history=/);
  await page.goto('/index.html#/contents');
  await page.getByTestId('lang').selectOption('ja');
  await page.getByRole('link', { name: /^歴史：古代中国/ }).click();
  await expect(page.getByTestId('history')).toContainText('古代中国');
});

test('the contents speak German and Japanese', async ({ page }) => {
  await page.goto('/index.html#/contents');
  await page.getByTestId('lang').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inhalt');
  await expect(page.getByTestId('contents-source-4')).toContainText('Satz 1d (ν = γ ∧ 1) und sein Beweis');
  await page.getByTestId('lang').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('目次');
  await expect(page.getByTestId('contents-source-3')).toContainText('まね戦略');
});

test('a contents link to an explanation opens it with the focus on its Next button, by keyboard', async ({ page }) => {
  await page.goto('/index.html#/contents');
  const item = page.locator('[data-testid="contents-item"][href*="explain=record"]').first();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('explain-panel')).toBeVisible();
  await expect(page.getByTestId('explain-next')).toBeFocused();
});

test("a contents link to another page takes the focus to that page's heading, by keyboard", async ({ page }) => {
  await page.goto('/index.html#/contents');
  for (const href of ['#/grundy', '#/play?', '#/graph']) {
    const item = page.locator(`[data-testid="contents-item"][href^="${href}"]:not([href*="explain="])`).first();
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toBeFocused();
    await page.goBack();
    await expect(page.getByTestId('contents')).toBeVisible();
    // Back on the contents, the item followed has the focus again, not the first one.
    await expect(item).toBeFocused();
  }
  // A link that only has the focus when Back is pressed was not followed: the focus still
  // returns to the item followed.
  const grundy = page.locator('[data-testid="contents-item"][href^="#/grundy"]:not([href*="explain="])').first();
  await grundy.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toBeFocused();
  await page.locator('main a[href^="#/graph"]').first().focus();
  await page.goBack();
  await expect(grundy).toBeFocused();
  // Forward, with no link followed from that page: its heading.
  await page.goForward();
  await expect(page.locator('main h1')).toHaveText(/Grundy/);
  await expect(page.locator('main h1')).toBeFocused();
  await page.goBack();
  await expect(grundy).toBeFocused();
  // Left by a header link this time: Back comes to the heading, not to the item of before.
  await page.locator('header.top a[href="#/grundy"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toHaveText(/Grundy/);
  await page.goBack();
  await expect(page.getByTestId('contents')).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();
  await expect(grundy).not.toBeFocused();
  // Of two items with the same address, the one followed.
  const history = page.locator('[data-testid="contents-item"][href$="history=open"]');
  await expect(history).toHaveCount(2);
  await history.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('history').locator('summary')).toBeFocused();
  await page.goBack();
  await expect(history.nth(1)).toBeFocused();
  // A header link to the contents goes to its heading, as to any page's.
  await page.locator('[data-testid="contents-item"][href="#/sums?rows=1,3,6,7&take=any"]').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toBeFocused();
  await page.locator('header.top a[href="#/contents"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.getByTestId('contents')).toBeVisible();
});
