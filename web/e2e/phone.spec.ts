// The play page on a phone (390×844, touch), the how-to line, and the taken sticks' transition.
import { expect, test, type Page } from '@playwright/test';
import { openLink } from './pages/navigate';
import { PlayPage } from './pages/play-page';

/** Whether `testId`'s box lies wholly inside the viewport, without scrolling. */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the status and the whole board of 22-5-13-27 are on the first screen, every stick a 24×24 target', async ({ page }) => {
    const play = new PlayPage(page);
    await play.open('rows=22,5,13,27');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    for (const id of ['to-move', 'outcome', 'row-1', 'row-2', 'row-3', 'row-4']) {
      expect(await onScreen(page, id), `${id} on the first screen`).toBe(true);
    }
    const boxes = await page.locator('[data-testid^="stick-"]').evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height, b: r.bottom })),
    );
    expect(boxes).toHaveLength(22 + 5 + 13 + 27);
    for (const [i, b] of boxes.entries()) {
      expect(b.w, `stick ${i + 1}'s width`).toBeGreaterThanOrEqual(24);
      expect(b.h, `stick ${i + 1}'s height`).toBeGreaterThanOrEqual(24);
      expect(b.b, `stick ${i + 1} on screen`).toBeLessThanOrEqual(844);
      const next = boxes[i + 1];
      if (next && Math.abs(next.y - b.y) < 1) expect(next.x - b.x, `pitch after stick ${i + 1}`).toBeGreaterThanOrEqual(24);
    }
    // A row of 27 takes two lines: three bundles of five a line.
    const lines = await page.locator('[data-testid^="stick-4-"]').evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().y))).size);
    expect(lines).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'e2e/screenshots/phone-open.png' });
  });

  test('a first tap previews, a second tap on the same stick takes, a tap elsewhere cancels', async ({ page }) => {
    const play = new PlayPage(page);
    await play.open('rows=22,5,13,27');
    await expect(page.getByTestId('how-to')).toContainText('Tap a stick');
    // First tap: nothing taken, the stick armed and it and those right of it lifted as a hover does.
    await play.stick(1, 20).tap();
    await expect(play.stick(1, 20)).toHaveClass(/\barmed\b/);
    await expect(play.row(1)).toHaveAttribute('data-count', '22');
    await expect.poll(() => play.stick(1, 22).evaluate((e) => getComputedStyle(e).opacity)).toBe('0.35');
    await expect.poll(() => play.stick(1, 19).evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    await page.screenshot({ path: 'e2e/screenshots/phone-tap-preview.png' });
    // Second tap on it: takes 20, 21, 22.
    await play.stick(1, 20).tap();
    await expect(play.row(1)).toHaveAttribute('data-count', '19');
    // Another stick's first tap moves the preview; a tap elsewhere cancels it.
    await play.stick(4, 10).tap();
    await expect(play.stick(4, 10)).toHaveClass(/\barmed\b/);
    await play.stick(3, 5).tap();
    await expect(play.stick(4, 10)).not.toHaveClass(/\barmed\b/);
    await expect(play.stick(3, 5)).toHaveClass(/\barmed\b/);
    await page.getByTestId('rules-summary').tap();
    await expect(page.locator('.armed')).toHaveCount(0);
    expect(await play.rows()).toEqual([19, 5, 13, 27]);
  });

  test('the setup opens from its summary line by a tap', async ({ page }) => {
    const play = new PlayPage(page);
    await play.open('rows=22,5,13,27');
    const setup = page.getByTestId('setup');
    await expect(setup).not.toHaveAttribute('open');
    await setup.locator('summary').tap();
    await expect(setup).toHaveAttribute('open');
    await expect(setup.getByTestId('start-game')).toBeVisible();
  });

  test('an empty first visit marks the how-to line and says where to start', async ({ page }) => {
    await page.goto('/index.html');
    const line = page.getByTestId('how-to');
    await expect(line).toHaveClass(/\bfirst\b/);
    await expect(line).toContainText('New here?');
    await expect(line).toContainText('Rules and start position');
  });
});

test('the how-to line says how to move in each kind of game (mouse)', async ({ page }) => {
  const play = new PlayPage(page);
  const line = page.getByTestId('how-to');
  await play.open('rows=3,4,5');
  await expect(line).toHaveText('Click a stick to take it and all sticks right of it.');
  await expect(line).not.toHaveClass(/\bfirst\b/);
  // What the rules allow and who wins are on the rules line above, not repeated.
  await play.open('rows=3,4,5&take=1-3&end=misere');
  await expect(line).toHaveText('Click a stick to take it and all sticks right of it.');
  await expect(page.getByTestId('rules-summary')).toContainText('1 to 3');
  await openLink(page, '/index.html#/play?rows=100&take=1-10&race=100');
  await expect(line).toHaveText('Press +1 … +10 to add to the total.');
  // A mouse click takes at once, as before.
  await play.open('rows=3,4,5');
  await play.stick(3, 2).click();
  await expect(play.row(3)).toHaveAttribute('data-count', '1');
});

test('taken sticks leave by a short transition; none under reduced motion; the model changes at once', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=7,5,3');
  const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  // The taken places' transition, read from their style (a check of a running one would race it).
  const taken = () => page.locator('[data-testid="row-1"] .taken').first().evaluate((e) => getComputedStyle(e).transitionDuration);
  await play.stick(1, 5).click();
  expect(await play.row(1).getAttribute('data-count')).toBe('4');
  expect(await taken()).toMatch(/^0\.2s/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.mouse.move(0, 0);
  await expect.poll(running).toBe(0);
  expect(await taken()).toMatch(/^0s/);
  await play.stick(2, 3).click();
  expect(await play.row(2).getAttribute('data-count')).toBe('2');
  expect(await running()).toBe(0);
});
