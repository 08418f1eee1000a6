// Self-study without help, then a review (issue 40, item 5): practice mode hides the status,
// the nim-sum, the binary panel and the hints; after the game the review marks each of the
// person's moves sound or a mistake, with the winning move a mistake passed over.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openLink } from './pages/navigate';
import { nimFacts, PlayPage } from './pages/play-page';

const SPOILERS = ['outcome', 'nim-sum', 'binary-panel', 'winning-moves', 'hint-toggle'];

test('practice mode hides the spoilers, the toggle brings them back, and a reload keeps it', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5&hints=on&practice=on');
  const toggle = page.getByTestId('practice-toggle');
  await expect(toggle).toBeChecked();
  for (const id of SPOILERS) await expect(page.getByTestId(id), id).toHaveCount(0);
  // The board still plays.
  await play.take(1, 1);
  await expect(play.row(1)).toHaveAttribute('data-count', '2');

  // Keyboard: the label names the checkbox, and Space turns practice mode off.
  await expect(page.getByRole('checkbox', { name: 'Practice without help' })).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  for (const id of SPOILERS) await expect(page.getByTestId(id), id).toHaveCount(1);
  expect(await play.winningMoves()).toEqual(nimFacts([2, 4, 5]).winning);
  await expect(page).not.toHaveURL(/practice=on/);

  await toggle.click();
  await expect(page).toHaveURL(/practice=on/);
  await page.reload();
  await expect(play.row(1)).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('practice-toggle')).toBeChecked();
  for (const id of SPOILERS) await expect(page.getByTestId(id), id).toHaveCount(0);
});

test("practice mode hides Bachet's key numbers", async ({ page }) => {
  await openLink(page, '/index.html#/play?rows=100&take=1-10&race=100&hints=on');
  await expect(page.getByTestId('race-keys')).toBeVisible();
  await page.getByTestId('practice-toggle').click();
  await expect(page.getByTestId('race-keys')).toHaveCount(0);
});

test('the review marks a deliberate mistake with the winning move it passed over', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=1,2,4&vs=computer&level=perfect&first=human&practice=on');
  await play.pace(100);
  const yourTurn = page.locator('[data-testid="to-move"][data-player="1"], [data-testid="winner"]');
  const total = async () => (await play.rows()).reduce((a, b) => a + b, 0);
  // A move of the person's, then the computer's reply (or the end): awaited by the sticks left,
  // not by whose turn it says, which a busy machine may show before it changes.
  const move = async (row: number, take: number) => {
    const left = (await total()) - take;
    await play.take(row, take);
    await expect.poll(async () => (await page.getByTestId('winner').count()) > 0 || (await total()) < left).toBe(true);
    await expect(yourTurn).toBeVisible();
  };

  // Move 1: the one winning move, 1 from row 3 (1-2-4 → 1-2-3, a P-position).
  expect(nimFacts([1, 2, 4]).winning).toEqual([[3, 1]]);
  await move(3, 1);
  // Move 3: the computer left an N-position; a move that is not winning is a mistake.
  const before = await play.rows();
  const facts = nimFacts(before);
  expect(facts.outcome).toBe('N');
  const row = before.findIndex((r, i) => r > 0 && !facts.winning.some(([w, t]) => w === i + 1 && t === r)) + 1;
  await move(row, before[row - 1]);
  // Then empty a row at each turn until the game is over (the perfect computer wins it).
  for (let turn = 0; turn < 10; turn++) {
    if (await page.getByTestId('winner').count()) break;
    const rows = await play.rows();
    const i = rows.findIndex((r) => r > 0) + 1;
    await move(i, rows[i - 1]);
  }
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '2');

  await page.getByTestId('review-open').click();
  const sound = page.getByTestId('review-move-1');
  await expect(sound).toHaveAttribute('data-verdict', 'sound');
  await expect(sound).toContainText('Sound: a winning move.');
  const mistake = page.getByTestId('review-move-3');
  await expect(mistake).toHaveAttribute('data-verdict', 'mistake');
  await expect(mistake).toHaveAttribute('data-best-row', String(facts.winning[0][0]));
  await expect(mistake).toHaveAttribute('data-best-take', String(facts.winning[0][1]));
  await expect(mistake).toContainText(`take ${facts.winning[0][1]} from row ${facts.winning[0][0]}`);
  // The computer's moves are not reviewed.
  await expect(page.getByTestId('review-move-2')).toHaveCount(0);
  await expect(page.getByTestId('review-tally-1')).toHaveText(/^You: mistakes in 1 of \d+ moves\.$/);
  // Tall enough that the record's lines, drawn only near the view (content-visibility), are drawn.
  await page.setViewportSize({ width: 1280, height: 2500 });
  await page.screenshot({ path: 'e2e/screenshots/review.png', fullPage: true });

  // The review passes axe's WCAG 2.1 AA rules (contrast included) in the light and dark themes.
  for (const theme of ['light', 'dark']) {
    await page.getByTestId('theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('[data-testid="review"]')
      .analyze();
    expect(axe.violations.map((v) => `${theme}: ${v.id}`)).toEqual([]);
  }

  // The commentary on the game opens at the mistake (step 1 introduces the game).
  await page.getByTestId('review-explain-3').click();
  await expect(page.getByTestId('explain-step-counter')).toHaveAttribute('data-step', '4');

  // The review stays open across a reload, with the game kept in the tab.
  await expect(page).toHaveURL(/review=open/);
  await page.reload();
  await expect(page.getByTestId('review-move-3')).toHaveAttribute('data-verdict', 'mistake');
});
