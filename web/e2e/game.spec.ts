// The full game (issue 4): presets, rules, editor, opponents, record, links, storage, languages,
// keyboard. Everything is driven by clicks and keys; numbers are checked against nimFacts.
import { expect, test } from '@playwright/test';
import { nimFacts, PlayPage } from './pages/play-page';

test('against the perfect computer, following the hints wins from an N-position', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5&vs=computer&level=perfect&first=human&hints=on');
  await play.pace(100);
  for (let turn = 0; turn < 20; turn++) {
    if (await page.getByTestId('winner').count()) break;
    await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '1');
    const rows = await play.rows();
    const facts = nimFacts(rows);
    expect(facts.outcome).toBe('N');
    expect(await play.winningMoves()).toEqual(facts.winning);
    const [row, take] = facts.winning[0];
    await play.take(row, take);
    // The computer answers; wait until it is the person's turn again or the game is over.
    await expect(page.locator('[data-testid="to-move"][data-player="1"], [data-testid="winner"]')).toBeVisible();
  }
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '1');
  // Against the computer the page speaks to the person.
  await expect(page.getByTestId('winner')).toHaveText('You win!');
  await expect(page.getByTestId('record-1')).toContainText('You: row');
  await expect(page.getByTestId('record-2')).toContainText('Computer: row');
});

test('from a P-position the perfect computer wins against random moves', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=1,2,3,4,4&vs=computer&level=perfect&first=human');
  await play.pace(100);
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
  for (let turn = 0; turn < 40; turn++) {
    if (await page.getByTestId('winner').count()) break;
    const rows = await play.rows();
    expect(nimFacts(rows).outcome).toBe('P');
    const nonEmpty = rows.map((r, i) => [r, i + 1]).filter(([r]) => r > 0);
    const [count, row] = nonEmpty[Math.floor(random() * nonEmpty.length)];
    await play.take(row, 1 + Math.floor(random() * count));
    await expect(page.locator('[data-testid="to-move"][data-player="1"], [data-testid="winner"]')).toBeVisible();
  }
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '2');
  await expect(page.getByTestId('winner')).toHaveText('The computer wins!');
});

const presets: Array<[string, number[] | null, RegExp]> = [
  ['german', [22, 5, 13, 27], /Normal play.*any number/],
  ['marienbad', [1, 3, 5, 7], /Misère play/],
  ['lab', null, /Normal play/],
  ['lab-3-4-9', [3, 4, 9], /any number/],
  ['equal', [6, 6, 6, 6], /any number/],
  ['staircase', [1, 2, 3, 4, 5, 6], /any number/],
  ['one-or-two', [20], /take 1 or 2/],
  ['slides-7531', [7, 5, 3, 1], /take 1 or 2/],
  ['bubi', [7, 9, 11], /exactly one of the counts \{1, 3, 5\}/],
  ['bubi-mixed', [7, 9, 11], /exactly one of the counts \{1, 3, 4\}/],
];

test('every preset opens its game', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open();
  for (const [word, rows, rules] of presets) {
    await page.getByTestId('setup').locator('summary').click();
    await page.getByTestId(`preset-${word}`).click();
    await expect(page.getByTestId('rules-summary')).toHaveText(rules);
    if (rows) expect(await play.rows()).toEqual(rows);
    else {
      const got = await play.rows();
      expect(got.length).toBe(3);
      got.forEach((r) => expect(r).toBeLessThanOrEqual(15));
    }
    await page.getByTestId('setup').locator('summary').click();
  }
  // Bachet's game is a race to 100, not a heap.
  await page.getByTestId('setup').locator('summary').click();
  await page.getByTestId('preset-bachet').click();
  await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '0');
  await page.getByTestId('hint-toggle').click();
  await expect(page.getByTestId('race-add-1')).toHaveClass(/hint-click/);
  await page.getByTestId('race-add-1').click();
  await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '1');
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
  await page.getByTestId('race-add-10').click();
  await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '11');
  await expect(page.getByTestId('winning-move')).toHaveAttribute('data-take', '1');
  // The race speaks of totals and additions, not of rows.
  await expect(page.getByTestId('rules-summary')).toHaveText(/in turn add 1 to 10 to the total.*whoever reaches 100 wins/);
  await expect(page.getByTestId('notice')).toHaveText('Player 2 added 10: total 11.');
  await expect(page.getByTestId('record-1')).toContainText('Player 1: adds 1');
  await expect(page.getByTestId('record-3').locator('td').first()).toHaveText('11');
  await expect(page.getByTestId('winning-move')).toHaveText('add 1 (total 12)');
  await page.screenshot({ path: 'e2e/screenshots/bachet-race.png', fullPage: true });
});

test('the misère switch on 1-3-5-7: P in both endings, and the last stick loses', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=1,3,5,7');
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
  await page.getByTestId('setup').locator('summary').click();
  await page.getByTestId('ending-misere').check();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('rules-summary')).toContainText('Misère');
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
  await expect(page).toHaveURL(/end=misere/);
  // Play down to 1-1-1-0 by hand; then the player to move takes a single stick each turn.
  await play.take(4, 7);
  await play.take(3, 5);
  await play.take(2, 2);
  // 1-1-0-0 with player 2 to move: in misère play an N-position (take one, leave the last).
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'N');
  await play.take(2, 1);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
  await play.take(1, 1);
  // Player 1 took the last stick and loses.
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '2');
});

test('under restricted moves an illegal click is refused with the reason', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=7,5,3,1&take=1-2');
  await expect(play.stick(1, 1)).toHaveClass(/inactive/);
  await expect(play.stick(1, 7)).not.toHaveClass(/inactive/);
  await play.stick(1, 1).click();
  await expect(page.getByTestId('notice')).toHaveText('Taking 7 is not allowed by the rules. Allowed: take 1 or 2 from one row.');
  expect(await play.rows()).toEqual([7, 5, 3, 1]);
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '1');
  await page.getByTestId('hint-toggle').click();
  expect(await play.winningMoves()).toEqual([[2, 2], [3, 1]]);
});

test('a move never moves the rows below: taken sticks leave their places empty', async ({ page }) => {
  const play = new PlayPage(page);
  // 50 sticks wrap to several lines; taking the last line's sticks must not pull row 2 up
  // under the pointer (the next click would hit row 2's first stick).
  await play.open('rows=50,50');
  // In page coordinates: clicking Undo may scroll.
  const y = () => page.getByTestId('row-2').evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
  const before = await y();
  const last = await play.stick(1, 50).boundingBox();
  await play.take(1, 30);
  expect(await play.rows()).toEqual([20, 50]);
  expect(await y()).toBe(before);
  // The pointer stays over an empty place, not over a stick of another row.
  await page.mouse.move(last!.x + last!.width / 2, last!.y + last!.height / 2);
  const hovered = await page.evaluate(() => [...document.querySelectorAll(':hover')].pop()?.closest('.row')?.getAttribute('data-testid'));
  expect(hovered).toBe('row-1');
  await page.getByTestId('undo').click();
  expect(await play.rows()).toEqual([50, 50]);
  expect(await y()).toBe(before);
});

test('a game over says why: no stick left, or no row with a count that may be taken', async ({ page }) => {
  const play = new PlayPage(page);
  // Sticks left, but only 2 or 3 may be taken: player 1 cannot move and loses at once.
  await play.open('rows=1,1&take=2,3');
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '2');
  await expect(page.getByTestId('game-over-why')).toHaveText('Player 1 cannot move: no row holds a count that may be taken.');
  // Misère: the player who cannot move wins.
  await play.open('rows=1,1&take=2,3&end=misere');
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '1');
  await expect(page.getByTestId('game-over-why')).toHaveText('Player 1 cannot move: no row holds a count that may be taken.');
  await play.open('rows=2');
  await play.take(1, 2);
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '1');
  await expect(page.getByTestId('game-over-why')).toHaveText('Player 2 cannot move: no stick is left.');
  await expect(page.getByTestId('winner')).toHaveText('Player 1 wins!');
});

test("the link of a finished game says whose game it was, and does not greet its reader as the winner", async ({ page }) => {
  const play = new PlayPage(page);
  // The person took the last stick: the link says the computer is to move, and stuck.
  await play.open('rows=0,0&vs=computer&level=perfect&first=computer');
  await expect(page.getByTestId('winner')).toHaveAttribute('data-player', '2');
  await expect(page.getByTestId('winner')).toHaveText('A finished game: you won it.');
  await play.open('rows=0,0');
  await expect(page.getByTestId('winner')).toHaveText('A finished game: player 2 won it.');
  await expect(page.getByTestId('game-over-why')).toHaveText('Player 1 cannot move: no stick is left.');
});

test('the position editor validates entries and starts the game', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open();
  await page.getByTestId('setup').locator('summary').click();
  await page.getByTestId('add-row').click();
  await page.getByTestId('edit-row-5').fill('x9');
  await page.getByTestId('take-set').check();
  await page.getByTestId('take-set-values').fill('0,2');
  await page.getByTestId('start-game').click();
  const error = page.getByTestId('setup').getByTestId('input-error');
  await expect(error).toContainText('Row 5');
  await expect(error).toContainText('x9');
  await expect(error).toContainText('at least 1');
  expect(await play.rows()).toEqual([22, 5, 13, 27]);
  await page.getByTestId('edit-row-5').fill('9');
  await page.getByTestId('take-set-values').fill('1,3,5');
  await page.getByTestId('remove-row-1').click();
  await page.getByTestId('start-game').click();
  expect(await play.rows()).toEqual([5, 13, 27, 9]);
  await expect(page).toHaveURL(/rows=5,13,27,9&end=normal&take=1,3,5/);
  // The new game in view, the editor closed, the focus on the board's first stick.
  await expect(page.getByTestId('setup')).not.toHaveAttribute('open', /.*/);
  await expect(page.getByTestId('stick-1-1')).toBeFocused();
  await expect(page.getByTestId('stick-1-1')).toBeInViewport();
});

test("a count typed into a restriction's field chooses that restriction; a range in the set field is named as no count", async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await page.getByTestId('setup').locator('summary').click();
  // Passing through the fields changes nothing; typing into one chooses its option at once
  // (the radio was on "any number"), full-width digits and all.
  await page.getByTestId('take-k').focus();
  await page.getByTestId('take-set-values').focus();
  await expect(page.getByTestId('take-any')).toBeChecked();
  await page.getByTestId('take-k').fill('２');
  await expect(page.getByTestId('take-upto')).toBeChecked();
  await page.getByTestId('take-k').press('Enter');
  await expect(page).toHaveURL(/rows=3,4,5&end=normal&take=1-2/);
  // The game started: the editor closed, the board has the focus.
  await expect(page.getByTestId('setup')).not.toHaveAttribute('open', /.*/);
  await expect(page.getByTestId('stick-1-1')).toBeFocused();
  await page.getByTestId('setup').locator('summary').click();
  await page.getByTestId('take-set-values').fill('2-4');
  await expect(page.getByTestId('take-set')).toBeChecked();
  await page.getByTestId('start-game').click();
  const error = page.getByTestId('setup').getByTestId('input-error');
  await expect(error).toContainText('“2-4” is not a whole number');
  await expect(page.getByTestId('take-set-values')).toHaveAttribute('aria-describedby', 'setup-problems');
  await expect(error).toHaveAttribute('id', 'setup-problems');
  await page.getByTestId('take-set-values').fill('１，３、４');
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/rows=3,4,5&end=normal&take=1,3,4/);
});

test('on a phone in German the history buttons wrap and the page keeps its width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/index.html#/play?rows=3,4,5');
  await page.evaluate(() => localStorage.setItem('nimlab.settings', 'lang=de'));
  await page.reload();
  await expect(page.getByTestId('undo')).toHaveText(/Rückgängig/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The pace is read out as its words, not as milliseconds.
  await page.getByTestId('opponent').selectOption('computer');
  await expect(page.getByTestId('pace')).toHaveAttribute('aria-valuetext', /^Tempo: \d,\d s pro Zug$/);
});

test('the record jumps to earlier positions; links round-trip', async ({ page, context }) => {
  const play = new PlayPage(page);
  await play.open('rows=22,5,13,27');
  await play.take(1, 3);
  await play.take(4, 27);
  await expect(page.getByTestId('record-2')).toHaveAttribute('data-status', 'P');
  await expect(page.getByTestId('record-3')).toHaveAttribute('data-status', 'N');
  await page.getByTestId('jump-2').click();
  expect(await play.rows()).toEqual([19, 5, 13, 27]);
  await expect(page.getByTestId('redo')).toBeEnabled();
  // A copied link opens the same position in a fresh page.
  await expect(page).toHaveURL(/rows=19,5,13,27/);
  const url = page.url();
  expect(url).toContain('rows=19,5,13,27');
  const other = await context.newPage();
  const copy = new PlayPage(other);
  await other.goto(url);
  expect(await copy.rows()).toEqual([19, 5, 13, 27]);
});

test('the address bar follows the moves, and a tab closed at once after a move keeps it', async ({ page, context }) => {
  // The address bar and the stored game follow a move 150 ms later; a reload then opens the same game.
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(3, 2);
  await play.take(1, 1);
  await expect(page).toHaveURL(/rows=2,4,3&/);
  await page.reload();
  expect(await play.rows()).toEqual([2, 4, 3]);
  // Closed before the 150 ms: the page's pagehide stores the game all the same.
  await play.take(2, 4);
  // With runBeforeUnload, close() does not wait for the page to go.
  await Promise.all([page.waitForEvent('close'), page.close({ runBeforeUnload: true })]);
  const next = await context.newPage();
  await next.goto('/index.html');
  const resumed = new PlayPage(next);
  expect(await resumed.rows()).toEqual([2, 0, 3]);
  // The whole game was stored with it: undo goes back through its moves.
  await next.getByTestId('undo').click();
  expect(await resumed.rows()).toEqual([2, 4, 3]);
});

test('Ctrl+Z undoes and Ctrl+Y or Ctrl+Shift+Z redoes; a text field keeps its own undo', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(1, 3);
  await play.take(2, 2);
  expect(await play.rows()).toEqual([0, 2, 5]);
  await page.keyboard.press('Control+z');
  expect(await play.rows()).toEqual([0, 4, 5]);
  await page.keyboard.press('Control+z');
  expect(await play.rows()).toEqual([3, 4, 5]);
  // Nothing left to undo: nothing happens.
  await page.keyboard.press('Control+z');
  expect(await play.rows()).toEqual([3, 4, 5]);
  await page.keyboard.press('Control+y');
  expect(await play.rows()).toEqual([0, 4, 5]);
  await page.keyboard.press('Control+Shift+Z');
  expect(await play.rows()).toEqual([0, 2, 5]);
  await expect(page.getByTestId('undo')).toHaveAttribute('aria-keyshortcuts', 'Control+Z');
  // In the position editor's field, Ctrl+Z is the field's.
  await page.getByTestId('setup').locator('summary').click();
  await page.getByTestId('edit-row-1').focus();
  await page.keyboard.press('Control+z');
  expect(await play.rows()).toEqual([0, 2, 5]);
});

test('by keyboard against the computer: when it takes the focused stick, the focus goes to the stick left of it', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5&vs=computer&level=perfect&first=human');
  await play.pace(100);
  await page.getByTestId('stick-1-3').focus();
  await page.keyboard.press('Enter');
  // Your move takes stick 3 and leaves the focus on stick 2. From 2-4-5 the only winning move
  // is to take 1 from row 1: the computer takes the focused stick 2.
  await expect(page.getByTestId('row-1')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('stick-1-1')).toBeFocused();
});

test('by keyboard against the computer: when it empties the focused row, the last, the focus goes to another row, not to Undo', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=2,2,5&vs=computer&level=perfect&first=human');
  await play.pace(100);
  await page.getByTestId('stick-3-5').focus();
  await page.keyboard.press('Enter');
  // 2-2-4: the computer's only winning move empties row 3, the focused row.
  await expect(page.getByTestId('row-3')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('stick-1-1')).toBeFocused();
  // The next Enter is a move, not an undo.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('row-1')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('record-4')).toBeVisible();
});

test('against the computer, a jump back in the record keeps the moves after it', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5&vs=computer&level=perfect&first=human');
  await play.pace(100);
  await play.take(1, 1);
  await expect(page.getByTestId('record-3')).toBeVisible();
  await expect(page.getByTestId('to-move')).toContainText('Your move');
  const afterComputer = await play.rows();
  await play.take(2, 1);
  await expect(page.getByTestId('record-5')).toBeVisible();
  // S2 is the computer's turn: it waits there, and Redo replays its recorded move.
  await page.getByTestId('jump-2').click();
  expect(await play.rows()).toEqual([2, 4, 5]);
  await page.waitForTimeout(800);
  expect(await play.rows()).toEqual([2, 4, 5]);
  await expect(page.getByTestId('record-5')).toBeVisible();
  await expect(page.getByTestId('redo')).toBeEnabled();
  await expect(page.getByTestId('redo-hint')).toHaveText(' The computer is to move here: “Redo” replays the recorded move.');
  await page.getByTestId('redo').click();
  expect(await play.rows()).toEqual(afterComputer);
  await expect(page.getByTestId('record-5')).toBeVisible();
});

test('the race by keyboard: the focus stays with the additions while the computer moves', async ({ page }) => {
  await page.goto('/index.html#/play?rows=100&take=1-10&race=100&vs=computer&first=human');
  await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '0');
  // A pace long enough that the buttons' blur comes before the computer's move (the order
  // the other way round is the next test's).
  await new PlayPage(page).pace(1000);
  await page.getByTestId('race-add-3').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('record-3')).toBeVisible();
  await expect(page.getByTestId('race-add-1')).toBeEnabled();
  // The buttons were disabled for the computer's turn; the focus stayed on their group, not
  // on Undo, so a second Enter takes nothing back.
  await expect(page.locator('.race-buttons')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  await expect(page.getByTestId('record-3')).toBeVisible();
  await expect(page.getByTestId('race-total')).not.toHaveAttribute('data-total', '0');
  // Tab goes on to the first addition.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('race-add-1')).toBeFocused();
});

test('the race by keyboard on a busy machine: the focus stays when the computer moves before the blur', async ({ page }) => {
  await page.goto('/index.html#/play?rows=100&take=1-10&race=100&vs=computer&first=human');
  await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '0');
  await new PlayPage(page).pace(100);
  // A busy machine: the main thread is held for 400 ms once the addition is disabled, so the
  // computer's move (due after 100 ms) comes between the browser's blur of the disabled
  // button and the app's check of where the focus went.
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="race-add-3"]')!;
    const hold = new MutationObserver(() => {
      if (!button.hasAttribute('disabled')) return;
      hold.disconnect();
      const until = performance.now() + 400;
      while (performance.now() < until);
    });
    hold.observe(button, { attributeFilter: ['disabled'] });
  });
  await page.getByTestId('race-add-3').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('record-3')).toBeVisible();
  await expect(page.getByTestId('race-add-1')).toBeEnabled();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.race-buttons'))).toBe(true);
});

test('a reload of the tab keeps the record, undo and whose turn it is; a new tab starts from the link', async ({ page, context }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(3, 2);
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '2');
  await expect(page).toHaveURL(/rows=3,4,3&/);
  const url = page.url();
  await page.reload();
  expect(await play.rows()).toEqual([3, 4, 3]);
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '2');
  await expect(page.getByTestId('record-2')).toBeVisible();
  await page.getByTestId('undo').click();
  expect(await play.rows()).toEqual([3, 4, 5]);
  await page.getByTestId('redo').click();
  // The same link in a new tab is a new game from its position.
  const other = await context.newPage();
  await other.goto(url);
  expect(await new PlayPage(other).rows()).toEqual([3, 4, 3]);
  await expect(other.getByTestId('record-2')).toHaveCount(0);
  await expect(other.getByTestId('undo')).toBeDisabled();
});

test('back and forward in the browser return to earlier games of the tab whole, record and undo with them', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(3, 2);
  await play.take(1, 1);
  await expect(page).toHaveURL(/rows=2,4,3&/);
  // Another game from the contents, played a move.
  await page.locator('header a[href="#/contents"]').click();
  await page.locator('[data-testid="contents-item"][href^="#/play?"]:not([href*="explain="])').first().click();
  await expect(page.getByTestId('record-1')).toBeVisible();
  const other = await play.rows();
  const row = other.findIndex((n) => n > 0) + 1;
  await play.take(row, 1);
  await expect(page.getByTestId('record-2')).toBeVisible();
  // The address follows the move 150 ms later: the history's entry then holds the position after it.
  other[row - 1] -= 1;
  await expect(page).toHaveURL(new RegExp(`rows=${other.join(',')}&`));
  const url = page.url();
  await page.goBack();
  await page.goBack();
  expect(await play.rows()).toEqual([2, 4, 3]);
  await expect(page.getByTestId('record-3')).toBeVisible();
  await page.getByTestId('undo').click();
  expect(await play.rows()).toEqual([3, 4, 3]);
  await page.getByTestId('redo').click();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('record-2')).toBeVisible();
  await expect(page.getByTestId('undo')).toBeEnabled();
});

test('a reload in the middle of a game against the computer keeps whose turn it is', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5&vs=computer&level=perfect&first=computer');
  await play.pace(100);
  // The computer opened; now it is the person's turn, and the address says who moves first from here.
  await expect(page.getByTestId('to-move')).toContainText('Your move');
  const rows = await play.rows();
  await expect(page).toHaveURL(/first=human/);
  await page.reload();
  expect(await play.rows()).toEqual(rows);
  await expect(page.getByTestId('to-move')).toContainText('Your move');
  await page.waitForTimeout(1500);
  expect(await play.rows()).toEqual(rows);
});

test('corrupted local storage: unreadable settings are the defaults, a stored game that is none is named', async ({ page }) => {
  // Stored once the app has written its own game (150 ms after it opened; as it goes, the app
  // stores only a write still pending); this tab's own game would come first, so it goes too.
  await page.goto('/index.html');
  await expect(page).toHaveURL(/#\/play\?rows=22,5,13,27/);
  await page.evaluate(() => {
    localStorage.setItem('nimlab.settings', 'lang=%&theme=<b>x</b>&pace=-1&&=');
    localStorage.setItem('nimlab.lastGame', '<img src=x onerror=alert(1)>');
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  await page.goto('/index.html#/');
  const play = new PlayPage(page);
  expect(await play.rows()).toEqual([22, 5, 13, 27]);
  // The stored text is shown as text, never as HTML.
  const error = page.getByTestId('input-error');
  await expect(error).toContainText('The last game stored in this browser could not be restored');
  await expect(error).toContainText('there is no page “<img src=x onerror=alert(1)>”');
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => localStorage.setItem('nimlab.settings', 'null'));
  await page.goto('about:blank');
  await page.goto('/index.html');
  expect(await play.rows()).toEqual([22, 5, 13, 27]);
  // A stored game that looks like a link but is not one: the message names the parameter.
  // (Every page of the origin is the app: its service worker answers any navigation with it.)
  await expect(page).toHaveURL(/#\/play\?rows=22,5,13,27/);
  await page.evaluate(() => {
    localStorage.setItem('nimlab.lastGame', '#/play?rows=5,x');
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  await page.goto('/index.html#/');
  expect(await play.rows()).toEqual([22, 5, 13, 27]);
  await expect(page.getByTestId('input-error')).toContainText('The last game stored in this browser could not be restored');
  await expect(page.getByTestId('input-error')).toContainText('rows');
});

test('three languages, chosen and remembered', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4');
  await expect(page.getByTestId('to-move')).toContainText('Player 1 to move');
  await page.getByTestId('lang').selectOption('de');
  await expect(page.getByTestId('to-move')).toContainText('Spieler 1 ist am Zug');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('outcome')).toContainText('C-Stellung');
  await page.getByTestId('lang').selectOption('ja');
  await expect(page.getByTestId('to-move')).toContainText('プレイヤー1の番');
  await page.reload();
  await expect(page.getByTestId('to-move')).toContainText('プレイヤー1の番');
  await page.getByTestId('lang').selectOption('en');
});

test('arrow keys move between sticks and rows; Enter takes', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,0,4');
  await play.stick(1, 1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(play.stick(1, 2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(play.stick(3, 2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(play.stick(3, 4)).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await play.rows()).toEqual([3, 0, 3]);
  await expect(page.getByTestId('notice')).toHaveText('Player 1 took 1 from row 3.');
  // The keyboard stays on the board: the focus moves to the stick left of those taken,
  // and when a whole row goes, to another row.
  await expect(play.stick(3, 3)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  expect(await play.rows()).toEqual([3, 0, 0]);
  await expect(play.stick(1, 1)).toBeFocused();
});

test('a held Enter takes once: its repeats make no move for the next player', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.stick(3, 5).focus();
  // The key's own press, then two of the repeats a held key sends.
  for (let i = 0; i < 3; i++) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await expect(play.stick(3, 4)).toBeFocused();
  expect(await play.rows()).toEqual([3, 4, 4]);
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '2');
  // A new press is the next player's move, as ever.
  await page.keyboard.press('Enter');
  expect(await play.rows()).toEqual([3, 4, 3]);
});

test('computer against computer runs step by step', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=2,3');
  await page.getByTestId('opponent').selectOption('demo');
  await page.getByTestId('demo-pause').click();
  const before = await play.rows();
  await page.getByTestId('demo-step').click();
  const after = await play.rows();
  expect(after.reduce((a, b) => a + b)).toBeLessThan(before.reduce((a, b) => a + b));
  await expect(page.getByTestId('notice')).toContainText('The computer took');
});

test('the demonstration is part of the link: `vs=demo` opens it running, and a reload keeps it', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=2,3&vs=demo&level=beginner');
  await expect(page.getByTestId('input-error')).toHaveCount(0);
  await expect(page.getByTestId('opponent')).toHaveValue('demo');
  await expect(page.getByTestId('level')).toHaveValue('beginner');
  // It runs by itself: the computer moves without a click.
  await expect.poll(async () => (await play.rows()).reduce((a, b) => a + b), { timeout: 15_000 }).toBeLessThan(5);
  await page.getByTestId('demo-pause').click();
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('vs=demo&level=beginner');
  await page.reload();
  await expect(page.getByTestId('opponent')).toHaveValue('demo');
  // A demonstration started from the menu writes the same link.
  await play.open('rows=2,3');
  await page.getByTestId('opponent').selectOption('demo');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('&vs=demo&level=perfect');
});

test('a level chosen during the demonstration keeps it going; who moves first is fixed once the game has moves', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=2,3');
  await page.getByTestId('opponent').selectOption('demo');
  await page.getByTestId('demo-pause').click();
  await page.getByTestId('level').selectOption('beginner');
  await expect(page.getByTestId('opponent')).toHaveValue('demo');
  await expect(page.getByTestId('level')).toHaveValue('beginner');
  await expect(page.getByTestId('demo-step')).toBeEnabled();

  await play.open('rows=3,4,5&vs=computer&level=perfect&first=human');
  await expect(page.getByTestId('first')).toBeEnabled();
  await play.take(1, 1);
  await expect(page.getByTestId('first')).toBeDisabled();
  await expect(page.getByTestId('first')).toHaveValue('human');
});

test("the computer's move: its plan is shown but not spoken, the move is spoken once, and 'Why this move?' opens the commentary on it", async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5&vs=computer&level=perfect&first=human');
  // The longest pause: the checks made during it must not race the computer on a busy machine.
  await play.pace(5000);
  const top = async () => (await play.row(1).boundingBox())!.y;
  const before = await top();
  await play.take(1, 1);
  // During the pause: the live region holds the person's move, the plan sits outside it.
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(notice).toHaveText('You took 1 from row 1.');
  await expect(page.getByTestId('computer-plan')).toContainText('The computer takes');
  await expect(page.getByTestId('why-move')).toHaveCount(0);
  await expect(page.locator('[aria-live] [data-testid="computer-plan"]')).toHaveCount(0);
  // The move: spoken once, and the plan is gone.
  await expect(notice).toContainText('The computer took', { timeout: 10_000 });
  await expect(page.getByTestId('computer-plan')).toHaveCount(0);
  await expect(page.getByTestId('why-move')).toBeVisible();
  // Nothing on the notice's line moves the board.
  expect(await top()).toBe(before);
  const rows = await play.rows();
  // 2-4-5 is an N-position: the perfect computer played a winning move, to a P-position.
  expect(nimFacts(rows).outcome).toBe('P');
  await page.getByTestId('why-move').click();
  const counter = page.getByTestId('explain-step-counter');
  await expect(counter).toHaveAttribute('data-step', '3');
  // The panel lies below the board: the focus goes to it, as from the menu.
  await expect(page.getByTestId('explain-next')).toBeFocused();
  await expect(page.getByTestId('explain-text')).toHaveText('Move 2: 2-4-5, an N-position (C): the computer takes 1 from row 1 → 1-4-5.');
  await expect(page.getByTestId('explain-answer')).toContainText('A winning move');
  // The board shows the position the computer moved from, its move marked; the game is as it
  // was: the commentary does not move the record, and the notice (handed over to the full
  // module with the game) still says what the computer did.
  expect(await play.rows()).toEqual([2, 4, 5]);
  await expect(page.getByTestId('stick-1-2')).toHaveClass(/\bhint-click\b/);
  await expect(page.getByTestId('explain-board')).toContainText('2-4-5');
  await expect(page.getByTestId('record-2')).toBeVisible();
  await expect(page.getByTestId('step-shown')).toContainText('2-4-5');
  await expect(notice).toHaveText('The computer took 1 from row 1.');
  // Asked again at the same step, the panel takes the focus at once; a click on Back keeps it.
  await page.getByTestId('why-move').click();
  await expect(page.getByTestId('explain-next')).toBeFocused();
  await page.getByTestId('explain-prev').click();
  await expect(counter).toHaveAttribute('data-step', '2');
  await expect(page.getByTestId('explain-prev')).toBeFocused();
  // The person is addressed, as the page does ("You took 1 from row 1.").
  await expect(page.getByTestId('explain-text')).toHaveText('Move 1: 3-4-5, an N-position (C): you take 1 from row 1 → 2-4-5.');
  // Closed, the panel gives the focus back to the button that opened it, not to the menu.
  await page.getByTestId('explain-close').click();
  await expect(page.getByTestId('why-move')).toBeFocused();
  await expect.poll(() => play.rows()).toEqual(rows);
  await expect(page.getByTestId('to-move')).toHaveAttribute('data-player', '1');
  // Opened from the menu, the focus goes back to the menu's button.
  await page.getByTestId('explain-open-record').click();
  await page.getByTestId('explain-close').click();
  await expect(page.getByTestId('explain-open-record')).toBeFocused();
});

test('screenshots: desktop and phone', async ({ page }) => {
  const play = new PlayPage(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await play.open('rows=22,5,13,27&hints=on');
  // The record's lines render once near the viewport (content-visibility), as a person scrolls.
  await page.getByTestId('record').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/desktop-hints.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await play.open('rows=7,5,3,1&take=1-2&hints=on');
  await page.getByTestId('record').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/phone-restricted.png', fullPage: true });
});

test('every stick is a target of 24 by 24 pixels at least, on a phone and a desktop (WCAG 2.5.8)', async ({ page }) => {
  const play = new PlayPage(page);
  for (const [width, height] of [[360, 740], [390, 844], [1280, 720], [1440, 1000]]) {
    await page.setViewportSize({ width, height });
    await play.open('rows=22,5,13,27');
    const boxes = await page.locator('[data-testid^="stick-1-"]').evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })),
    );
    expect(boxes).toHaveLength(22);
    for (const [i, b] of boxes.entries()) {
      expect(b.w, `${width}px: stick ${i + 1}'s width`).toBeGreaterThanOrEqual(24);
      expect(b.h, `${width}px: stick ${i + 1}'s height`).toBeGreaterThanOrEqual(24);
      // Neighbours on a line do not overlap.
      const next = boxes[i + 1];
      if (next && Math.abs(next.y - b.y) < 1) expect(next.x - b.x, `${width}px: pitch after stick ${i + 1}`).toBeGreaterThanOrEqual(24);
    }
    // Two bundles of five a line even on a 360px phone: the row of 22 takes three lines there.
    const lines = new Set(boxes.map((b) => Math.round(b.y))).size;
    expect(lines, `${width}px: lines of row 1`).toBeLessThanOrEqual(3);
  }
});

test('themes switch, persist, and keep parity marked by letters', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=22,5,13,27');
  for (const theme of ['dark', 'contrast', 'light']) {
    await page.getByTestId('theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  }
  await page.getByTestId('theme').selectOption('contrast');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  // Odd columns carry a letter as well as a colour: o (odd) and e (even) in English.
  await expect(page.locator('.binary-panel tr.parity td abbr')).toHaveText(['e', 'e', 'o', 'e', 'o']);
  // A reader hears the word, not the letter.
  await expect(page.locator('.binary-panel tr.parity td .sr-only')).toHaveText(['even', 'even', 'odd', 'even', 'odd']);
  await page.screenshot({ path: 'e2e/screenshots/high-contrast.png', fullPage: true });
  await page.getByTestId('theme').selectOption('auto');
});

test('the record replays the game move by move at the chosen pace', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await page.getByTestId('opponent').selectOption('computer');
  // A pace slow enough that the first position is still on the board when it is read.
  await play.pace(1000);
  await expect(page.getByTestId('pace')).toHaveValue('1000');
  await page.getByTestId('opponent').selectOption('human');
  await play.take(1, 1);
  await play.take(2, 2);
  await play.take(3, 3);
  // Each step the replay shows, the record's current line with the board, logged as it changes
  // (a read of the board in passing would miss a step on a busy machine).
  await page.evaluate(() => {
    const log: string[] = ((window as any).replayed = []);
    new MutationObserver(() => {
      const at = document.querySelector('[aria-current="step"]')?.getAttribute('data-testid');
      const rows = [...document.querySelectorAll('[data-testid^="row-"]')].map((r) => r.getAttribute('data-count')).join(',');
      if (log.at(-1) !== `${at} ${rows}`) log.push(`${at} ${rows}`);
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-current', 'data-count'] });
  });
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('record-4')).toHaveAttribute('aria-current', 'step', { timeout: 10_000 });
  expect(await play.rows()).toEqual([2, 2, 2]);
  expect(await page.evaluate(() => (window as any).replayed)).toEqual([
    'record-1 3,4,5',
    'record-2 2,4,5',
    'record-3 2,2,5',
    'record-4 2,2,2',
  ]);
  // A new game starts again from the first position of the record.
  await page.getByTestId('new-game').click();
  expect(await play.rows()).toEqual([3, 4, 5]);
});

test('rows near a million: every binary column and its parity mark on screen, without scrolling', async ({ page }) => {
  const play = new PlayPage(page);
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await play.open('rows=1000000,999999,524287,3');
    await expect(page.getByTestId('col-19')).toBeAttached();
    const got = await page.evaluate(() => {
      const panel = document.querySelector('[data-testid="binary-panel"]') as HTMLElement;
      const marks = [...panel.querySelectorAll('tr.parity td abbr')];
      const cols = [...Array(20).keys()].map((b) => panel.querySelector(`[data-testid="col-${b}"]`) as HTMLElement);
      const box = (el: Element) => el.getBoundingClientRect();
      return {
        overflow: panel.scrollWidth - panel.clientWidth,
        columns: cols.length,
        marks: marks.length,
        outside: [...cols, ...marks].filter((el) => box(el).left < 0 || box(el).right > innerWidth).length,
        smallest: Math.min(...[...panel.querySelectorAll('td, th')].map((el) => parseFloat(getComputedStyle(el).fontSize))),
      };
    });
    expect(got).toEqual({ overflow: 0, columns: 20, marks: 20, outside: 0, smallest: got.smallest });
    expect(got.smallest).toBeGreaterThanOrEqual(12);
    await page.getByTestId('binary-panel').screenshot({ path: `e2e/screenshots/binary-panel-million-${width}.png` });
  }
});

test('a heap of a million stays playable with a typed count', async ({ page }) => {
  const play = new PlayPage(page);
  // Twenty binary digits fit the panel's card; the page keeps its width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await play.open('rows=1000000,999999,3');
  await expect(page.getByTestId('col-19')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await play.open('rows=1000000,3&hints=on');
  await expect(page.getByTestId('stick-1-1')).toHaveCount(0);
  expect(await play.winningMoves()).toEqual(nimFacts([1000000, 3]).winning);
  expect(nimFacts([1000000, 3]).winning).toEqual([[1, 999997]]);
  await page.getByTestId('take-1').fill('999997');
  await page.getByTestId('take-1').press('Enter');
  await expect(play.row(1)).toHaveAttribute('data-count', '3');
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
  await page.getByTestId('undo').click();
  // The move made emptied the field, so a second Enter does not repeat it.
  await expect(page.getByTestId('take-1')).toHaveValue('');
  await page.getByTestId('take-1').fill('2000000');
  await page.getByTestId('take-1').press('Enter');
  await expect(page.getByTestId('notice')).toContainText('holds only 1000000');
  // A refused count stays, to be corrected.
  await expect(page.getByTestId('take-1')).toHaveValue('2000000');
  await expect(play.row(1)).toHaveAttribute('data-count', '1000000');
  // An entry that is no count says so, and changes nothing.
  for (const typed of ['5.5', '-1', '1e3', '99999999999999999999999']) {
    await page.getByTestId('take-1').fill(typed);
    await page.getByTestId('take-1').press('Enter');
    await expect(page.getByTestId('take-error-1')).toHaveText(`“${typed}” is not a number of sticks: type a whole number such as 3.`);
    await expect(play.row(1)).toHaveAttribute('data-count', '1000000');
    // The field's message stands alone: the warning about the earlier entry has gone.
    await expect(page.getByTestId('notice')).toHaveText('');
    // The field is marked, and described by its message, until it is typed in again.
    await expect(page.getByTestId('take-1')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('take-1')).toHaveAccessibleDescription(/is not a number of sticks/);
  }
  await page.getByTestId('take-1').fill('');
  await expect(page.getByTestId('take-error-1')).toHaveCount(0);
  await expect(page.getByTestId('take-1')).not.toHaveAttribute('aria-invalid', /.*/);
  await page.getByTestId('take-1').fill('1');
  await page.getByTestId('take-1').press('Enter');
  await expect(page.getByTestId('take-error-1')).toHaveCount(0);
  await expect(play.row(1)).toHaveAttribute('data-count', '999999');
});

test('the keyboard focus stays on the page when its button disables itself', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(1, 1);
  await page.getByTestId('undo').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('undo')).toBeDisabled();
  // The focus stays with the history buttons, not on Redo, where a second Enter would redo.
  const history = page.getByRole('group', { name: 'Moves back and forth' });
  await expect(history).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await play.rows()).toEqual([3, 4, 5]);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('redo')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('redo')).toBeDisabled();
  await expect(history).toBeFocused();
  expect(await play.rows()).toEqual([2, 4, 5]);
});

test('reduced motion turns animations off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A slow pace keeps the computer's chosen sticks on screen while the style is read.
  await page.addInitScript(() => localStorage.setItem('nimlab.settings', 'pace=5000'));
  const play = new PlayPage(page);
  await play.open('rows=3,4&vs=computer&first=computer');
  const planned = page.locator('.stick.planned').first();
  await expect(planned).toBeVisible();
  expect(await planned.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('an address changed while a move waits to be written is kept; the move is still stored', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await page.getByTestId('stick-1-3').click();
  // Within the 150 ms the move's link waits: another link takes the address (as a followed
  // link does just before its hashchange is handled).
  await page.evaluate(() => history.replaceState(null, '', '#/play?rows=6,6'));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('nimlab.lastGame'))).toMatch(/rows=2,4,5/);
  await expect(page).toHaveURL(/#\/play\?rows=6,6$/);
});

test("Bachet's key numbers are a hint: hidden with the hints, shown with them", async ({ page }) => {
  await page.goto('/index.html#/play?rows=100&take=1-10&race=100');
  await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '0');
  await expect(page.getByTestId('race-keys')).toHaveCount(0);
  await expect(page.locator('.track .key')).toHaveCount(0);
  await page.getByTestId('hint-toggle').click();
  await expect(page.getByTestId('race-keys')).toContainText('1, 12, 23, 34, 45, 56, 67, 78, 89');
  await expect(page.locator('.track .key')).toHaveCount(10);
});

test("the race's additions are one tab stop, chosen by the arrow keys, Home and End", async ({ page }) => {
  await page.goto('/index.html#/play?rows=100&take=1-10&race=100');
  const add = (n: number) => page.getByTestId(`race-add-${n}`);
  await add(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(add(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(add(10)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(add(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(add(10)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(add(3)).toBeFocused();
  // Tab leaves the group from any of its buttons, and Shift+Tab comes back into it.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.race-buttons'))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.race-buttons'))).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.race-buttons'))).toBe(false);
  // Near the goal the larger additions go; the group stays reachable.
  await add(9).focus();
  for (let k = 1; k <= 9; k++) {
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    if (k === 3) await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '30');
  }
  await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '90');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('race-total')).toHaveAttribute('data-total', '99');
  await expect(add(2)).toHaveCount(0);
  await page.getByTestId('race-total').click();
  await page.keyboard.press('Tab');
  await expect(add(1)).toBeFocused();
});
