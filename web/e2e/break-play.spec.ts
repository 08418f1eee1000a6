// Playing take-and-break games (`#/play?…&game=…`): clicks, drags and taps that split rows,
// the rows' Grundy values, the status and every winning move with the rows it leaves, each
// checked against the brute force of break-brute.ts, never against the app's own numbers.
import { expect, test, type Page } from '@playwright/test';
import { PlayPage } from './pages/play-page';
import { breakValues, winningMoves, wins } from './break-brute';

/** The winning moves on screen as "row/take/leaves", sorted. */
async function shownMoves(page: Page): Promise<string[]> {
  const items = page.getByTestId('winning-move');
  const out: string[] = [];
  for (let k = 0; k < (await items.count()); k++) {
    const item = items.nth(k);
    const attr = (n: string) => item.getAttribute(n);
    out.push(`${await attr('data-row')}/${await attr('data-take')}/${await attr('data-leaves')}`);
  }
  return out.sort();
}

/** Checks the rows, their Grundy values, the status and the winning moves against the brute force. */
async function expectPosition(p: PlayPage, code: string, rows: number[], misere = false) {
  await expect.poll(() => p.rows()).toEqual(rows);
  const g = breakValues(code, Math.max(...rows));
  for (let i = 0; i < rows.length; i++) {
    await expect(p.row(i + 1)).toHaveAttribute('data-grundy', String(g[rows[i]]));
  }
  const nimSum = rows.reduce((x, n) => x ^ g[n], 0);
  if (!misere) await expect(p.page.getByTestId('nim-sum')).toHaveAttribute('data-value', String(nimSum));
  const n = wins(code, rows, misere);
  if (!misere) expect(n).toBe(nimSum !== 0);
  await expect(p.page.getByTestId('outcome')).toHaveAttribute('data-outcome', n ? 'N' : 'P');
  if (n) {
    await expect(p.page.getByTestId('winning-move').first()).toBeVisible();
    expect(await shownMoves(p.page)).toEqual(winningMoves(code, rows, misere));
  } else {
    await expect(p.page.getByTestId('no-winning-move')).toBeVisible();
  }
}

/** Presses on one stick and releases on another, as a person drags with the mouse. */
async function drag(page: Page, from: string, to: string) {
  const a = await page.getByTestId(from).boundingBox();
  const b = await page.getByTestId(to).boundingBox();
  if (!a || !b) throw new Error('sticks not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
}

test('Kayles: a click from inside splits a row, a drag takes two, the numbers follow the brute force', async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=10,7&game=kayles&hints=on');
  await expectPosition(p, '0.77', [10, 7]);
  // Hovering previews what the click would remove and how the row splits.
  await p.stick(1, 4).hover();
  await expect(p.stick(1, 4)).toHaveClass(/preview/);
  await expect(page.getByTestId('preview-1')).toHaveText('→ 3 + 6');
  await p.stick(1, 4).click();
  await expect(page.getByTestId('notice')).toHaveText('Player 1: row 1 (10), stick 4; it leaves 3 and 6.');
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '2');
  await expectPosition(p, '0.77', [3, 6, 7]);
  await expect(page).toHaveURL(/#\/play\?rows=3,6,7&end=normal&game=kayles&hints=on$/);
  // A drag over two sticks of row 3 removes them: 7 = 1 + 2 + 4.
  await drag(page, 'stick-3-2', 'stick-3-3');
  await expectPosition(p, '0.77', [3, 6, 1, 4]);
  // Three sticks are no Kayles move: refused, with the reason, the position unchanged.
  await drag(page, 'stick-2-1', 'stick-2-3');
  await expect(page.getByTestId('notice')).toContainText('Not a move of Kayles (0.77): removing 3 sticks');
  expect(await p.rows()).toEqual([3, 6, 1, 4]);
  await page.getByTestId('undo').click();
  await expectPosition(p, '0.77', [3, 6, 7]);
  await page.getByTestId('redo').click();
  await expectPosition(p, '0.77', [3, 6, 1, 4]);
  await page.getByTestId('undo').click();
  // Playing a listed winning move leaves a P-position. Its leaves are ascending, as the core
  // lists a move with its smaller part left of the removed run.
  const [row, take, leaves] = (await shownMoves(page))[0].split('/');
  const parts = leaves.split(',').filter((x) => x !== '').map(Number);
  const left = parts.length === 2 ? parts[0] : 0;
  const [a, b] = [`stick-${row}-${left + 1}`, `stick-${row}-${left + Number(take)}`];
  if (a === b) await page.getByTestId(a).click();
  else await drag(page, a, b);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
  await page.getByTestId('hint-toggle').click();
  await page.screenshot({ path: 'e2e/screenshots/play-kayles.png', fullPage: true });
});

test("Dawson's Kayles and Grundy's game: the click's smallest move, a split without removal", async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=5,3&game=dawson&hints=on');
  await expectPosition(p, '0.07', [5, 3]);
  // Dawson's Kayles removes two: stick 1 and the next.
  await p.stick(1, 1).click();
  await expectPosition(p, '0.07', [3, 3]);
  await p.open('rows=7&game=grundy&hints=on');
  await expectPosition(p, 'grundy', [7]);
  // Grundy's game: a click on stick 3 splits between sticks 2 and 3.
  await p.stick(1, 3).click();
  await expectPosition(p, 'grundy', [2, 5]);
  await expect(page.getByTestId('notice')).toContainText('a split before stick 3');
  // A row of 2 cannot be split into two different sizes: no move starts there.
  await p.stick(1, 2).click();
  await expect(page.getByTestId('notice')).toContainText("Not a move of Grundy's game");
  expect(await p.rows()).toEqual([2, 5]);
});

test('misère Kayles is solved exactly on small positions, and the game ends with its winner', async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=3,4,2&game=kayles&end=misere&hints=on');
  await expectPosition(p, '0.77', [3, 4, 2], true);
  // Larger: 6-7-8-9 takes the search some 6,000 positions, still within the page's limit.
  await p.open('rows=6,7,8,9&game=kayles&end=misere&hints=on');
  await expectPosition(p, '0.77', [6, 7, 8, 9], true);
  await p.open('rows=1&game=kayles&end=misere');
  await p.stick(1, 1).click();
  // Under misère play the player who cannot move wins: player 2.
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '2');
});

test('against the perfect computer: it answers, and leaves a P-position when it can', async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=4,4,1&game=kayles&vs=computer&level=perfect');
  // 4, 4, 1 → 3, 4, 1: γ = 3 ⊕ 1 ⊕ 1 = 3, so the computer has a winning move and makes it.
  await p.stick(1, 1).click();
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '1', { timeout: 5000 });
  const rows = await p.rows();
  expect(rows.reduce((a, b) => a + b, 0)).toBeLessThan(8);
  expect(wins('0.77', rows, false)).toBe(false);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
});

test('the games and a code by name, a malformed code refused, a bad link opens the default game', async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=6,5&game=kayles&hints=on');
  await page.getByTestId('preset-grundy').click();
  await expect(page).toHaveURL(/rows=6,5&end=normal&game=grundy/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Grundy's game");
  await page.getByTestId('game-input').fill('0.8x');
  await page.getByTestId('game-apply').click();
  await expect(page.getByTestId('game-error')).toBeVisible();
  await page.getByTestId('game-input').fill('0.137');
  await page.getByTestId('game-apply').click();
  await expect(page).toHaveURL(/game=0.137/);
  await expectPosition(p, '0.137', [6, 5]);

  await p.open('rows=3&game=0.9');
  await expect(page.getByTestId('input-error')).toContainText('game');
  expect(await p.rows()).toEqual([22, 5, 13, 27]);
  await p.open('rows=3&game=kayles&take=1-2');
  await expect(page.getByTestId('input-error')).toContainText('take');
});

test('on a touch screen the first tap shows the move, the second makes it', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const p = new PlayPage(page);
  await p.open('rows=9&game=kayles&hints=on');
  await p.stick(1, 5).tap();
  await expect(p.stick(1, 5)).toHaveClass(/preview/);
  await expect(page.getByTestId('preview-1')).toHaveText('→ 4 + 4');
  expect(await p.rows()).toEqual([9]);
  await p.stick(1, 5).tap();
  await expectPosition(p, '0.77', [4, 4]);
  // Two sticks: a tap on one, a tap on its neighbour previews the run, a second tap takes it.
  await p.stick(2, 2).tap();
  await p.stick(2, 3).tap();
  await expect(page.getByTestId('preview-2')).toHaveText('→ 1 + 1');
  expect(await p.rows()).toEqual([4, 4]);
  await p.stick(2, 3).tap();
  await expectPosition(p, '0.77', [4, 1, 1]);
  await context.close();
});

test('German and Japanese words', async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=5&game=kayles');
  await page.getByTestId('lang').selectOption('de');
  await p.stick(1, 3).click();
  await expect(page.getByTestId('notice')).toHaveText('Spieler 1: Reihe 1 (5), Hölzchen 3; übrig bleibt 2 und 2.');
  await page.getByTestId('lang').selectOption('ja');
  await expect(page.getByTestId('notice')).toHaveText('プレイヤー1：1列目（5本）の3本目を取り、2、2が残った。');
});

test("the ways in: the setup panel's games on the same rows, and the Grundy table's link to play it", async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=6,4&setup=open');
  await page.getByTestId('split-dawson').click();
  await expect(page).toHaveURL(/#\/play\?rows=6,4&end=normal&game=dawson$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Dawson's Kayles (0.07)");
  await openGrundy(page);
  await page.getByTestId('play-game').click();
  await expect(page).toHaveURL(/#\/play\?rows=10,7&end=normal&game=kayles$/);
  await expect(p.row(1)).toHaveAttribute('data-count', '10');
});

async function openGrundy(page: Page) {
  await page.goto('/index.html#/grundy?game=kayles&upto=20');
  await expect(page.getByTestId('grundy-20')).toBeAttached();
}

test('the explanation opens from its button, and in lecture mode a hidden answer hides the status and the panel', async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=3,5&game=kayles');
  await page.getByTestId('explain-open-split').click();
  await expect(page.getByTestId('explain-step-counter')).toHaveAttribute('data-step', '1');
  await expect(page).toHaveURL(/game=kayles&explain=split&step=1$/);
  await p.open('rows=3,5&game=kayles&explain=split&step=5&lecture=on');
  await expect(page.getByTestId('explain-reveal')).toBeVisible();
  await expect(page.getByTestId('outcome')).toBeHidden();
  await expect(page.getByTestId('binary-panel')).toBeHidden();
  await page.getByTestId('explain-reveal').click();
  await expect(page.getByTestId('explain-answer')).toBeVisible();
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('binary-panel')).toBeVisible();
});

test('by keyboard: Enter on a stick makes its move, Shift with an arrow key chooses a run', async ({ page }) => {
  const p = new PlayPage(page);
  await p.open('rows=8,3&game=kayles&hints=on');
  await p.stick(1, 1).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('preview-1')).toHaveText('→ 2 + 4');
  await page.keyboard.press('Enter');
  await expectPosition(p, '0.77', [2, 4, 3]);
  await p.stick(3, 2).focus();
  await page.keyboard.press('Enter');
  await expectPosition(p, '0.77', [2, 4, 1, 1]);
});
