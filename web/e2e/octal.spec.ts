// The Grundy page of take-and-break games (`#/grundy?game=…`), every number checked against
// values computed here by brute force (the mex over every way a move may cut a row), never
// against the app's own numbers; the certified periods are the core's, asserted exactly.
import { expect, test } from '@playwright/test';
import { GrundyPage } from './pages/theory-pages';
import { breakValues } from './break-brute';

test('Kayles to 200: the values, the certified period 12 from 71 and its certificate', async ({ page }) => {
  // Tall enough for the whole table: cells off screen are not drawn (content-visibility).
  await page.setViewportSize({ width: 1280, height: 2200 });
  const g = new GrundyPage(page);
  await g.open('game=kayles&upto=200');
  const want = breakValues('0.77', 200);
  await expect(g.cell(200)).toBeAttached();
  expect(await g.values(200)).toEqual(want);
  // The brute-force values repeat with period 12 from 71 within the table.
  for (let n = 71; n + 12 <= 200; n++) expect(want[n + 12]).toBe(want[n]);
  expect(await g.period()).toEqual({ preperiod: 71, period: 12 });
  await expect(page.getByTestId('certificate')).toContainText('71 ≤ n < 2·71 + 12 + 2 = 156');
  await expect(page.getByTestId('certificate')).toContainText('octal periodicity theorem');
  await expect(page.getByTestId('known-period')).toContainText('Kayles has period 12 from x = 71');
  await expect(page.getByTestId('no-period')).toHaveCount(0);
  // γ of a row of 10^18 through the period.
  const n = 10n ** 18n;
  const m = 71n + ((n - 71n) % 12n);
  await expect(page.getByTestId('heap-value')).toHaveAttribute('data-reduced', String(m));
  await expect(page.getByTestId('heap-value')).toHaveAttribute('data-value', String(want[Number(m)]));
  await expect(page).toHaveURL(/#\/grundy\?game=kayles&upto=200$/);
  await page.getByTestId('grundy-9').click();
  await expect(page.getByTestId('step')).toHaveAttribute('data-x', '9');
  await page.screenshot({ path: 'e2e/screenshots/grundy-kayles.png', fullPage: true });
});

test("Dawson's Kayles to 200: period 34 from 53", async ({ page }) => {
  const g = new GrundyPage(page);
  await g.open('game=dawson&upto=200');
  await expect(g.cell(200)).toBeAttached();
  expect(await g.values(200)).toEqual(breakValues('0.07', 200));
  expect(await g.period()).toEqual({ preperiod: 53, period: 34 });
  await expect(page.getByTestId('known-period')).toContainText("Dawson's Kayles has period 34 from x = 53");
});

test("Grundy's game and 0.6: no period certified, and the page says so", async ({ page }) => {
  const g = new GrundyPage(page);
  await g.open('game=grundy&upto=20');
  const want = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0];
  expect(breakValues('grundy', 20)).toEqual(want);
  expect(await g.values(20)).toEqual(want);
  await expect(page.getByTestId('period')).toHaveCount(0);
  await expect(page.getByTestId('no-period')).toContainText('No period certified up to x = 20');
  await expect(page.getByTestId('known-period')).toContainText("no period of Grundy's game is known");
  await page.getByTestId('heap-input').fill('21');
  await expect(page.getByTestId('heap-error')).toContainText('No period is certified up to x = 20');

  await g.open('game=0.6&upto=300');
  await expect(g.cell(300)).toBeAttached();
  expect(await g.values(300)).toEqual(breakValues('0.6', 300));
  await expect(page.getByTestId('period')).toHaveCount(0);
  await expect(page.getByTestId('no-period')).toContainText('No period certified up to x = 300');
  await expect(page.getByTestId('known-period')).toContainText('no period of 0.6 is known');
});

test('the step of a row of Kayles lists each move with its XOR, then the mex', async ({ page }) => {
  const g = new GrundyPage(page);
  await g.open('game=kayles&upto=100&x=9');
  const want = breakValues('0.77', 100);
  const step = page.getByTestId('step');
  await expect(step).toHaveAttribute('data-x', '9');
  await expect(step).toHaveAttribute('data-value', String(want[9]));
  // Take 1 leaving 3 + 5, and every other option, each with γ(a) ⊕ γ(b).
  const split = step.locator('[data-testid="step-option"][data-take="1"][data-a="3"][data-b="5"]');
  await expect(split).toHaveAttribute('data-value', String(want[3] ^ want[5]));
  await expect(split).toHaveText(`take 1, leaving 3 + 5: γ(3) ⊕ γ(5) = ${want[3]} ⊕ ${want[5]} = ${want[3] ^ want[5]}`);
  const options = step.getByTestId('step-option');
  // Take 1: 8, 1+7, 2+6, 3+5, 4+4; take 2: 7, 1+6, 2+5, 3+4.
  await expect(options).toHaveCount(9);
  for (let i = 0; i < 9; i++) {
    const o = options.nth(i);
    const [a, b] = [Number(await o.getAttribute('data-a')), Number(await o.getAttribute('data-b'))];
    await expect(o).toHaveAttribute('data-value', String(want[a] ^ want[b]));
  }
  await expect(page.getByTestId('step-mex')).toContainText(`⇒ γ(9) = ${want[9]}`);
  // Stepping bottom-up and the keys work as for subtraction games.
  await page.getByTestId('step-next').click();
  await expect(step).toHaveAttribute('data-x', '10');
  await g.table().press('ArrowLeft');
  await expect(step).toHaveAttribute('data-x', '9');
  await page.getByTestId('step-start').click();
  await expect(g.cell(1)).toHaveClass(/pending/);
  await expect(page).toHaveURL(/game=kayles&upto=100&x=0&bottomup=on/);
  // Lecture mode: the clicker's keys step on, as on a subtraction game's table.
  await g.open('game=kayles&upto=100&x=9&lecture=on');
  await expect(page.locator('.grundy.lecture')).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(step).toHaveAttribute('data-x', '10');
  await expect(page).toHaveURL(/game=kayles&upto=100&x=10&lecture=on/);
});

test('malformed games are refused and named, in the link and in the field', async ({ page }) => {
  const g = new GrundyPage(page);
  await g.open('game=0.8x&upto=50');
  await expect(page.getByTestId('input-error')).toContainText('Parameter “game”: “0.8x”: “8” (character 3) is no octal digit 0–7.');
  // The default table opens instead.
  await expect(g.cell(20)).toBeAttached();
  await expect(g.cell(21)).toHaveCount(0);
  await g.open('game=kayles&take=1,2');
  await expect(page.getByTestId('input-error')).toContainText('a game and a subtraction set (take) together');
  await expect(page.getByTestId('known-period')).toHaveCount(0);
  // From the subtraction game's page: a preset and a typed code.
  await g.open('take=1,2&upto=200');
  await page.getByTestId('preset-kayles').click();
  await expect(page).toHaveURL(/#\/grundy\?game=kayles&upto=200$/);
  expect(await g.period()).toEqual({ preperiod: 71, period: 12 });
  await page.getByTestId('game-input').fill('4.8');
  await page.getByTestId('game-apply').click();
  await expect(page.getByTestId('game-error')).toContainText('“4.8”: “8” (character 3) is no octal digit 0–7.');
  await page.getByTestId('game-input').fill('.07');
  await page.getByTestId('game-apply').click();
  await expect(page).toHaveURL(/#\/grundy\?game=0\.07&upto=200$/);
  expect(await g.period()).toEqual({ preperiod: 53, period: 34 });
  await page.getByTestId('preset-1-3-4').click();
  await expect(page).toHaveURL(/#\/grundy\?take=1,3,4&upto=200$/);
});

test('German and Japanese words', async ({ page }) => {
  const g = new GrundyPage(page);
  await g.open('game=kayles&upto=200');
  await page.getByTestId('lang').selectOption('de');
  await expect(page.locator('h1')).toHaveText('Grundy-Werte: Kayles (0.77)');
  await expect(page.getByTestId('certificate')).toContainText('nach dem Periodizitätssatz für Oktalspiele');
  await page.getByTestId('lang').selectOption('ja');
  await expect(page.locator('h1')).toHaveText('ケイレス (0.77) のグランディ数');
  await expect(page.getByTestId('known-period')).toContainText('ケイレスは x = 71 から周期 12');
});

test('Kayles to 10,000, computed in slices: the whole table and the period', async ({ page }) => {
  const g = new GrundyPage(page);
  await openLinkOnly(page, 'game=kayles&upto=10000&x=9999');
  // The table is shown once computed (a note tells the progress meanwhile).
  await expect(g.cell(10000)).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('table-progress')).toHaveCount(0);
  const want = breakValues('0.77', 10000);
  expect(await g.values(10000)).toEqual(want);
  expect(await g.period()).toEqual({ preperiod: 71, period: 12 });
  await expect(page.getByTestId('step')).toHaveAttribute('data-x', '9999');
});

/** Opens a Grundy link without waiting for its table, which a long one is not at once. */
async function openLinkOnly(page: import('@playwright/test').Page, query: string) {
  await page.goto(`/index.html#/grundy?${query}`);
}
