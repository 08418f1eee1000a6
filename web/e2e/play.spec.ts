// Whole games on the play page, clicked as a person does, checked against independent values.
import { expect, test } from '@playwright/test';
import { slowCpu } from './pages/cpu';
import { nimFacts, PlayPage } from './pages/play-page';

async function expectPanel(play: PlayPage, rows: number[]) {
  const facts = nimFacts(rows);
  await expect(play.page.getByTestId('nim-sum')).toHaveAttribute('data-value', String(facts.nimSum));
  await expect(play.page.getByTestId('outcome')).toHaveAttribute('data-outcome', facts.outcome);
  for (let b = 0; b < facts.bits; b++) {
    const col = play.page.getByTestId('binary-panel').getByTestId(`col-${b}`);
    await expect(col).toHaveAttribute('data-ones', String(facts.ones[b]));
    await expect(col).toHaveAttribute('data-parity', facts.ones[b] % 2 ? 'odd' : 'even');
  }
}

test('the worked example 22-5-13-27: columns 2-2-3-2-3, nim-sum 5, three winning moves', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open();
  expect(await play.rows()).toEqual([22, 5, 13, 27]);
  const ones = [];
  for (const b of [4, 3, 2, 1, 0]) ones.push(await play.page.getByTestId(`col-${b}`).getAttribute('data-ones'));
  expect(ones).toEqual(['2', '2', '3', '2', '3']);
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '5');
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'N');
  await page.getByTestId('hint-toggle').click();
  expect(await play.winningMoves()).toEqual([[1, 3], [2, 5], [3, 5]]);
  await page.screenshot({ path: 'e2e/screenshots/play-22-5-13-27.png', fullPage: true });
});

test('the German game record S1…S9 played by clicks, checked after every move', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=22,5,13,27');
  // S1 → S9 of the German article: A takes 3 from row 1, B empties row 4, …
  const record: Array<[number, number]> = [[1, 3], [4, 27], [1, 11], [3, 9], [1, 7], [3, 4], [2, 4], [2, 1], [1, 1]];
  let rows = [22, 5, 13, 27];
  for (const [k, [row, take]] of record.entries()) {
    await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', String((k % 2) + 1));
    await play.take(row, take);
    rows = rows.map((r, i) => (i === row - 1 ? r - take : r));
    expect(await play.rows()).toEqual(rows);
    if (k < record.length - 1) await expectPanel(play, rows);
  }
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '1');
  await expect(page.getByTestId('to-move')).toHaveCount(0);
  // Undo and redo walk the history without changing it.
  await page.getByTestId('undo').click();
  expect(await play.rows()).toEqual([1, 0, 0, 0]);
  await expect(page.getByTestId('winner')).toHaveCount(0);
  await page.getByTestId('undo').click();
  expect(await play.rows()).toEqual([1, 1, 0, 0]);
  await expectPanel(play, [1, 1, 0, 0]);
  await page.getByTestId('redo').click();
  await page.getByTestId('redo').click();
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '1');
  await expect(page.getByTestId('redo')).toBeDisabled();
});

test('the address bar follows the game', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(3, 3);
  await expect(page).toHaveURL(/#\/play\?rows=3,4,2&end=normal&take=any$/);
  await page.reload();
  expect(await play.rows()).toEqual([3, 4, 2]);
});

test('a malformed link opens the default game and names the parameter', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=5,abc');
  await expect(page.getByTestId('input-error')).toContainText('rows');
  await expect(page.getByTestId('input-error')).toContainText('abc');
  expect(await play.rows()).toEqual([22, 5, 13, 27]);
  // A number left out of a list is named as missing, not quoted as "“”".
  await play.open('rows=1,,2');
  await expect(page.getByTestId('input-error')).toContainText('a number is missing (between two commas, or at an end)');
  await expect(page.getByTestId('input-error')).not.toContainText('“”');
});

test('sticks are labelled buttons that work by keyboard', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4');
  // The name says what a click does: stick 3 of 4 takes 2.
  const stick = page.getByRole('button', { name: 'row 2, stick 3: takes 2', exact: true });
  await expect(stick).toHaveAttribute('data-testid', 'stick-2-3');
  await stick.focus();
  await page.keyboard.press('Enter');
  expect(await play.rows()).toEqual([3, 2]);
});

test("the header's Play link leads back to the game in progress, with its undo, and keeps it on the play page", async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(1, 2);
  await play.take(3, 1);
  const playLink = page.locator('header nav a[href="#/"]');
  // On the play page, the link keeps the game and hands the focus to the heading.
  await playLink.click();
  await expect(page.locator('main h1')).toBeFocused();
  expect(await play.rows()).toEqual([1, 4, 4]);
  // Away at once, before the address bar has followed the last move: from the Grundy page
  // the link opens the game left, not the default game 22-5-13-27, and its record undoes.
  await play.take(2, 1);
  await page.locator('header nav a[href="#/grundy"]').click();
  await expect(page.getByTestId('grundy-20')).toBeVisible();
  await playLink.click();
  expect(await play.rows()).toEqual([1, 3, 4]);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveURL(/rows=1,3,4/);
  await page.getByTestId('undo').click();
  expect(await play.rows()).toEqual([1, 4, 4]);
  // The brand link does the same; a bare link still opens the default game.
  await page.locator('header nav a[href="#/exercise"]').click();
  await expect(page.locator('main h1')).toBeFocused();
  await page.locator('header.top a.brand').click();
  expect(await play.rows()).toEqual([1, 4, 4]);
  await page.goto('/index.html#/play');
  await expect.poll(() => play.rows()).toEqual([22, 5, 13, 27]);
});

test("the header's Play link opened in a new tab shows the game in progress, and each tab keeps its own", async ({ page, context }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(3, 2);
  await page.locator('header nav a[href="#/sums"]').click();
  await expect(page.locator('main h1')).toBeFocused();
  const opened = context.waitForEvent('page');
  await page.locator('header nav a[href="#/"]').click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  const second = new PlayPage(tab);
  expect(await second.rows()).toEqual([3, 4, 3]);
  await expect(tab).toHaveURL(/rows=3,4,3/);
  // With its record: the start and the move.
  await expect(tab.getByTestId('record-2')).toBeAttached();
  await expect(tab.getByTestId('undo')).toBeEnabled();
  // A game played on in the new tab is the browser's last game from now on, but not the
  // first tab's: its Play link still opens its own game, record and undo with it.
  await second.take(2, 4);
  await expect(tab).toHaveURL(/rows=3,0,3/);
  await tab.close();
  // A tab with no game of its own opens the browser's last game.
  const fresh = await context.newPage();
  await fresh.goto('/index.html#/');
  const third = new PlayPage(fresh);
  expect(await third.rows()).toEqual([3, 0, 3]);
  // Record and undo with it: back through the moves made in both tabs.
  await expect(fresh.getByTestId('record-3')).toBeAttached();
  await fresh.getByTestId('undo').click();
  expect(await third.rows()).toEqual([3, 4, 3]);
  await fresh.getByTestId('undo').click();
  expect(await third.rows()).toEqual([3, 4, 5]);
  await expect(fresh.getByTestId('undo')).toBeDisabled();
  await fresh.close();
  await expect(page).toHaveURL(/#\/sums/);
  await page.locator('header nav a[href="#/"]').click();
  expect(await play.rows()).toEqual([3, 4, 3]);
  await page.getByTestId('undo').click();
  expect(await play.rows()).toEqual([3, 4, 5]);
});

test("a header link followed while the page still renders a move gives the focus to the new page's heading", async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  // Slowed, the move's render outlasts Yew's slice of 16 ms and goes on after a pause, so the
  // browser may paint before the new page replaces the old one (and its heading).
  const fullSpeed = await slowCpu(page, 20);
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-testid="stick-3-4"]')!.click();
    const link = document.querySelector<HTMLElement>('header nav a[href="#/sums"]')!;
    link.focus();
    link.click();
  });
  await expect(page.locator('main h1')).toHaveText(/^Sums of games/, { timeout: 30_000 });
  await fullSpeed();
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle('Sums of games · nimlab');
});

test("a corrupted last game reached by the header's Play link is named as the stored game, and the default game shows", async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await page.locator('header nav a[href="#/grundy"]').click();
  await expect(page.getByTestId('grundy-20')).toBeVisible();
  // Each names what is wrong; none is rendered as HTML, none opens another page.
  for (const [stored, problem] of [
    ['#/play?rows=5,x', 'rows'],
    ['#/play?rows=' + '1,'.repeat(3000), 'rows'],
    ['<img src=x onerror=alert(1)>', 'there is no page “<img src=x onerror=alert(1)>”'],
    ['#/grundy?take=1,2', 'there is no page “#/grundy?take=1,2”'],
  ] as const) {
    // Stored by another tab: this tab has no game of its own.
    await page.evaluate((s) => {
      localStorage.setItem('nimlab.lastGame', s);
      sessionStorage.removeItem('nimlab.handover');
    }, stored);
    await page.locator('header nav a[href="#/"]').click();
    expect(await play.rows()).toEqual([22, 5, 13, 27]);
    const error = page.getByTestId('input-error');
    await expect(error).toContainText('The last game stored in this browser could not be restored');
    await expect(error).toContainText(problem);
    await expect(page.locator('main img')).toHaveCount(0);
    await page.locator('header nav a[href="#/grundy"]').click();
    await expect(page.getByTestId('grundy-20')).toBeVisible();
  }
});

test('by keyboard, the focused stick previews its move as the pointer does: it and every stick right of it', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.stick(3, 1).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(play.stick(3, 3)).toBeFocused();
  // The sticks right of it fade; the focused one fades under a veil, keeping its focus ring.
  for (const j of [4, 5]) await expect(play.stick(3, j)).toHaveCSS('opacity', '0.35');
  await expect(play.stick(3, 3)).toHaveCSS('opacity', '1');
  await expect(play.stick(3, 3)).toHaveCSS('background-image', /^linear-gradient\(color\(srgb 1 1 1 \/ 0\.65\)/);
  await expect(play.stick(3, 3)).toHaveCSS('outline-style', 'solid');
  for (const j of [1, 2]) {
    await expect(play.stick(3, j)).toHaveCSS('opacity', '1');
    await expect(play.stick(3, j)).not.toHaveCSS('background-image', /srgb 1 1 1 \/ 0\.65/);
  }
  await page.keyboard.press('Enter');
  expect(await play.rows()).toEqual([3, 4, 2]);
});
