// Misère play with restricted moves has no general formula (the parity of the total decides only
// when every allowed count is odd and 1 is allowed): the exact solver decides, and on a large
// position it takes a second or more. The page stays usable meanwhile: it shows the progress,
// answers clicks, can cancel and resume, and then shows the solved outcome and winning moves.
import { expect, test } from '@playwright/test';
import { slowCpu } from './pages/cpu';
import { PlayPage } from './pages/play-page';

test.describe.configure({ timeout: 120_000 });

/** About 1.5 million positions: a second or two in the browser. */
const LONG = 'rows=25,26,27,28,29,30&end=misere&take=1-3';
/** Beyond the solver's limit of two million positions. */
const TOO_LARGE = 'rows=50,50,50,50,50&end=misere&take=1-3';

test('a long exact solve shows its progress, keeps the page responsive, then the outcome and the winning moves', async ({ page }) => {
  const play = new PlayPage(page);
  const fullSpeed = await slowCpu(page);
  await play.open(LONG);
  const outcome = page.getByTestId('outcome');
  await expect(page.getByTestId('analysis-progress')).toBeVisible();
  await expect(outcome).toHaveAttribute('data-outcome', '?');
  await expect(outcome).toContainText('Solving exactly');
  // The Grundy values under "take 1 to 3" (n mod 4) are there at once.
  await expect(play.row(1)).toHaveAttribute('data-grundy', '1');
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', String(1 ^ 2 ^ 3 ^ 0 ^ 1 ^ 2));

  // A click during the solve is answered at once, not after it.
  const toggle = page.getByTestId('hint-toggle');
  await toggle.click();
  await expect(toggle).toHaveText('Hide hints');
  await expect(page.getByTestId('analysis-progress')).toBeVisible();
  await fullSpeed();

  await expect(outcome).toHaveAttribute('data-outcome', 'N', { timeout: 60_000 });
  await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
  const moves = await play.winningMoves();
  expect(moves.length).toBeGreaterThan(0);

  // A winning move leaves a P-position, which the solver confirms.
  const [row, take] = moves[0];
  await play.take(row, take);
  await expect(outcome).toHaveAttribute('data-outcome', 'P', { timeout: 60_000 });
  await expect(page.getByTestId('winning-move')).toHaveCount(0);
  // Undo brings back the solved position at once: the core remembers it.
  await page.getByTestId('undo').click();
  await expect(outcome).toHaveAttribute('data-outcome', 'N', { timeout: 1000 });
  await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
});

test('the exact solve can be cancelled and resumed', async ({ page }) => {
  const play = new PlayPage(page);
  const fullSpeed = await slowCpu(page);
  await play.open(LONG);
  await page.getByTestId('analysis-cancel').click();
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveAttribute('data-outcome', '?');
  await expect(outcome).toContainText('cancelled');
  await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
  // A move starts the next position's solve; cancelled too, and undone, the first position
  // stays cancelled, as does the second after Redo.
  await play.take(1, 1);
  await expect(page.getByTestId('analysis-progress')).toBeVisible();
  await page.getByTestId('analysis-cancel').click();
  await expect(outcome).toContainText('cancelled');
  for (const button of ['undo', 'redo', 'undo']) {
    await page.getByTestId(button).click();
    await expect(outcome).toContainText('cancelled');
    await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
  }
  // The game goes on without the outcome: a move is still possible and solved anew.
  await page.getByTestId('analysis-resume').click();
  await expect(page.getByTestId('analysis-progress')).toBeVisible();
  await fullSpeed();
  await expect(outcome).toHaveAttribute('data-outcome', 'N', { timeout: 60_000 });
});

test('a position beyond the solver\'s limit says so after trying', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open(TOO_LARGE);
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveAttribute('data-outcome', '?');
  await expect(outcome).toContainText('Too large to solve exactly', { timeout: 60_000 });
  await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
  await expect(page.getByTestId('analysis-cancel')).toHaveCount(0);
});

test('with only odd counts and 1 the parity of the total decides at once, even for a million sticks', async ({ page }) => {
  const play = new PlayPage(page);
  // 1,999,999 sticks: an odd total, so the player to move takes the last stick and loses.
  await play.open('rows=1000000,999999&end=misere&take=1,3,5');
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
  await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
  // An even total: N, and every move wins (a row of 4 and a row of 2: 4 − 1, 4 − 3, 2 − 1).
  await play.open('rows=4,2&end=misere&take=1,3,5&hints=on');
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'N');
  await expect(page.getByTestId('winning-move')).toHaveCount(3);
});

test('against the computer, the computer waits for the solve and then moves', async ({ page }) => {
  const play = new PlayPage(page);
  const fullSpeed = await slowCpu(page);
  await play.open(`${LONG}&vs=computer&first=computer`);
  await expect(page.getByTestId('analysis-progress')).toBeVisible();
  // The computer has not moved while the solve runs.
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '1');
  await fullSpeed();
  // The computer's move comes after the solve: it takes from the N-position to a P-position.
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '2', { timeout: 60_000 });
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P', { timeout: 60_000 });
});
