// What a screen-reader or keyboard user meets beyond the clicks: the window's title, where the
// focus goes, what the live regions read out, and how fields with problems are marked.
import { expect, test, type Page } from '@playwright/test';
import { PlayPage } from './pages/play-page';
import { ExplainPage } from './pages/explain-page';
import { ExercisePage, GraphPage, GrundyPage, SumsPage } from './pages/theory-pages';

/** The test ids inside the live region(s) around the element with `testId`. */
const liveAround = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const live = el.closest('[aria-live]');
    return live ? [...live.querySelectorAll('button, table, svg')].map((x) => x.tagName.toLowerCase()) : null;
  });

test("the first Tab shows a skip button that takes the focus past the header to the page's heading", async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  const skip = page.getByRole('button', { name: 'Skip to the page' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The next Tab is the page's first control, the rules.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('setup').locator('summary')).toBeFocused();
});

test("the window's title names the page; a header link takes the focus to the page's heading", async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await expect(page).toHaveTitle('Play · nimlab');
  await page.locator('header nav').getByRole('link', { name: 'Grundy table' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Grundy table · nimlab');
  await page.locator('header nav').getByRole('link', { name: 'Exercises' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Exercises · nimlab');
  // The title follows the language too.
  await page.getByTestId('lang').selectOption('de');
  await expect(page).toHaveTitle('Übungen · nimlab');
  await page.locator('header nav').getByRole('link', { name: 'Spielen', exact: true }).click();
  await expect(page).toHaveTitle('Spielen · nimlab');
  await expect(page.locator('main h1')).toBeFocused();
  await page.getByTestId('lang').selectOption('en');
  await expect(page).toHaveTitle('Play · nimlab');
});

test('the editor marks the fields with problems; removing a row leaves the focus on a count', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5,6');
  await page.getByTestId('setup').locator('summary').click();
  await page.getByTestId('edit-row-2').fill('x');
  await page.getByTestId('take-upto').check();
  await page.getByTestId('take-k').fill('0');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('setup').getByTestId('input-error')).toContainText('Row 2');
  await expect(page.getByTestId('edit-row-2')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('take-k')).toHaveAttribute('aria-invalid', 'true');
  // The problem is the count of "at most", not the set's field beside it.
  await expect(page.getByTestId('take-set-values')).not.toHaveAttribute('aria-invalid', /.*/);
  await expect(page.getByTestId('edit-row-1')).not.toHaveAttribute('aria-invalid', /.*/);
  // "Remove row 2" by keyboard: the focus goes to the count that takes its place, so a second
  // Enter removes nothing.
  await page.getByTestId('remove-row-2').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('edit-row-2')).toBeFocused();
  await expect(page.getByTestId('edit-row-2')).toHaveValue('5');
  // The problems named rows by their old numbers: they go with the removal.
  await expect(page.getByTestId('setup').getByTestId('input-error')).toHaveCount(0);
  await expect(page.locator('[aria-invalid]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('edit-row-3')).toHaveValue('6');
  await expect(page.getByTestId('edit-row-4')).toHaveCount(0);
  // The last row: the focus goes to the new last one.
  await page.getByTestId('remove-row-3').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('edit-row-2')).toBeFocused();
  await expect(page.getByTestId('edit-row-3')).toHaveCount(0);
});

test('the theory pages mark the field whose entry is refused, described by the message', async ({ page }) => {
  /** `field` is marked invalid and described by the message with test id `error`; `others` are not marked. */
  const refused = async (field: string, error: string, others: string[]) => {
    const message = (await page.getByTestId(error).textContent()) ?? '';
    expect(message).not.toBe('');
    await expect(page.getByTestId(field)).toHaveAttribute('aria-invalid', 'true');
    // The message's ⚠ comes from the style sheet.
    const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page.getByTestId(field)).toHaveAccessibleDescription(new RegExp(`^(⚠ )?${escaped}$`));
    for (const other of others) await expect(page.getByTestId(other)).not.toHaveAttribute('aria-invalid', /.*/);
  };
  const grundy = new GrundyPage(page);
  await grundy.open('take=1,2&upto=20');
  await expect(page.locator('[aria-invalid]')).toHaveCount(0);
  await grundy.typeSet('2, 0, 7');
  await refused('set-input', 'set-error', ['upto-input', 'heap-input']);
  await page.getByTestId('upto-input').fill('');
  await page.getByTestId('upto-apply').click();
  await refused('upto-input', 'upto-error', ['heap-input']);
  await page.getByTestId('heap-input').fill('-5');
  await refused('heap-input', 'heap-error', []);
  // A good entry takes the mark away.
  await page.getByTestId('heap-input').fill('5');
  await expect(page.getByTestId('heap-input')).not.toHaveAttribute('aria-invalid', /.*/);
  await grundy.typeSet('2, 5, 7');
  await expect(page.getByTestId('set-input')).not.toHaveAttribute('aria-invalid', /.*/);

  // Each page's two fields: [field, refused entry, good entry], the first field's first.
  const pages: Array<[() => Promise<void>, string, string, Array<[string, string, string]>]> = [
    [() => new GraphPage(page).open('game=position&rows=3&take=1-2'), 'graph-apply', 'graph-entry-error', [
      ['graph-rows', '3-y', '3'],
      ['graph-take', '1,x', '1-2'],
    ]],
    [() => new SumsPage(page).open(), 'sum-apply', 'sum-entry-error', [
      ['sum-rows', '', '3-4'],
      ['sum-take', '1,2; 1,3; 1,4', '1,2'],
    ]],
    [() => new ExercisePage(page).open('kind=pn&end=normal&take=1-2&level=1&seed=11'), 'ex-start', 'ex-error', [
      ['ex-take', '1,0', '1-2'],
      ['ex-seed', 'x', '7'],
    ]],
  ];
  for (const [open, submit, error, fields] of pages) {
    await open();
    for (const [i, [field, refusedEntry, good]] of fields.entries()) {
      await page.getByTestId(field).fill(refusedEntry);
      await page.getByTestId(submit).click();
      await refused(field, error, [fields[1 - i][0]]);
      await page.getByTestId(field).fill(good);
    }
    await page.getByTestId(submit).click();
    await expect(page.locator('[aria-invalid]')).toHaveCount(0);
  }
});

test('tables are named: the binary panel, the record, the sums page and the explanation\'s figures', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(1, 1);
  await expect(page.getByRole('table', { name: 'Rows in binary' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Game record' })).toBeVisible();
  const ex = new ExplainPage(page);
  await ex.open('rows=3,4,5');
  await ex.openTopic('nimsum');
  for (let i = 0; i < 6; i++) await ex.forward();
  await expect(page.getByTestId('explain-xor')).toBeVisible();
  const heading = (await page.locator('#explain-heading').textContent()) ?? '';
  expect(heading).not.toBe('');
  await expect(page.getByTestId('explain-xor')).toHaveAccessibleName(heading);
  await new SumsPage(page).open();
  await expect(page.getByRole('table', { name: 'The rows of the sum: rule S and Grundy value γᵢ' })).toBeVisible();
});

test('a new game is announced: the editor, a preset and "New game"', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveText('');
  await play.take(1, 1);
  await page.getByTestId('new-game').click();
  await expect(notice).toHaveText('New game: 3-4-5.');
  // The same words again are a new element in the live region, so they are read out again.
  const words = await notice.locator('span').elementHandle();
  await page.getByTestId('new-game').click();
  await expect(notice).toHaveText('New game: 3-4-5.');
  expect(await words!.evaluate((el) => el.isConnected)).toBe(false);
  await page.getByTestId('setup').locator('summary').click();
  await page.getByTestId('edit-row-1').fill('7');
  await page.getByTestId('start-game').click();
  await expect(notice).toHaveText('New game: 7-4-5.');
  await expect(notice).toHaveAttribute('aria-live', 'polite');
});

test("the explanation reads out its words and answer, not its figure or buttons", async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=record&step=2');
  expect(await liveAround(page, 'explain-text')).toEqual([]);
  await expect(page.getByTestId('explain-record')).toBeVisible();
  expect(await page.getByTestId('explain-record').evaluate((el) => el.closest('[aria-live]'))).toBeNull();
  expect(await liveAround(page, 'explain-answer')).toEqual([]);
  // A hidden answer: the Reveal button is outside the live region, the answer inside.
  await ex.open('rows=22,5,13,27&explain=bouton&step=1&lecture=on');
  await expect(ex.reveal).toBeVisible();
  await expect(page.getByTestId('explain-xor')).toBeVisible();
  expect(await page.getByTestId('explain-xor').evaluate((el) => el.closest('[aria-live]'))).toBeNull();
  expect(await ex.reveal.evaluate((el) => el.closest('[aria-live]'))).toBeNull();
  await ex.reveal.click();
  expect(await liveAround(page, 'explain-answer')).toEqual([]);
});

test('an answer whose words are the last step\'s is read out again', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=columns&step=2');
  const first = await ex.answer.elementHandle();
  const words = await ex.answer.textContent();
  await ex.forward();
  await expect(ex.answer).toHaveText(words!);
  expect(await first!.evaluate((el) => el.isConnected)).toBe(false);
});

test('while a step shows another position, Undo and Redo wait', async ({ page }) => {
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  await play.take(1, 1);
  await play.take(2, 1);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('redo')).toBeEnabled();
  await page.getByTestId('explain-open-record').click();
  await page.getByTestId('explain-next').click();
  await expect(page.getByTestId('step-shown')).toBeVisible();
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('redo')).toBeDisabled();
  await page.getByTestId('explain-close').click();
  await expect(page.getByTestId('undo')).toBeEnabled();
  await expect(page.getByTestId('redo')).toBeEnabled();
});

test("an exercise's explanation hands the focus on when its buttons go", async ({ page }) => {
  await page.goto('/index.html#/exercise?kind=pn&end=normal&take=1-2&level=1&seed=11');
  // Wrong answers until one shows the explanation (a right one shows no buttons).
  for (let k = 0; k < 5; k++) {
    await page.getByTestId('answer-P').click();
    if ((await page.getByTestId('feedback').getAttribute('data-correct')) === 'false') break;
    await page.getByTestId('next-question').click();
  }
  await expect(page.getByTestId('explanation')).toBeVisible();
  await page.getByTestId('explain-all').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('explain-all')).toHaveCount(0);
  await expect(page.locator('[data-testid="next-question"], [data-testid="new-round"]').first()).toBeFocused();
});

test('Grundy cells say x, γ and ν, and the cell explained is marked', async ({ page }) => {
  const gr = new GrundyPage(page);
  await gr.open('take=1,2&upto=20');
  // A list item has no name of its own: what a reader says is its text, from CSS.
  expect(await gr.cell(7).ariaSnapshot()).toMatch(/^- listitem: x = 7, γ = 1 \(ν = 1\)$/);
  expect(await gr.cell(6).ariaSnapshot()).toMatch(/^- listitem: x = 6, γ = 0 \(ν = 0\)$/);
  await gr.cell(7).click();
  await expect(gr.cell(7)).toHaveAttribute('aria-current', 'true');
  await gr.cell(8).click();
  await expect(gr.cell(8)).toHaveAttribute('aria-current', 'true');
  await expect(gr.cell(7)).not.toHaveAttribute('aria-current', /.*/);
  // The step is read out when it changes; its buttons are not.
  expect(await liveAround(page, 'step')).toEqual([]);
  await expect(page.getByTestId('step-panel').getByRole('group')).toHaveAccessibleName('Step by step, bottom-up');
});
