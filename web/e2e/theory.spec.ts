// The Sprague–Grundy pages driven as a student would, every number checked against values
// computed here in TypeScript (brute force), never against the app's own numbers.
import { expect, test } from '@playwright/test';
import {
  bruteForcePeriod,
  ExercisePage,
  GraphPage,
  GrundyPage,
  heapValues,
  hugeHeapValue,
  induction,
  parseTake,
  solve,
  SumsPage,
  takesFrom,
  winTable,
} from './pages/theory-pages';

test.describe('Grundy table', () => {
  test('take one or two up to 20: γ(x) = x rem 3, stepped bottom-up as on the slides', async ({ page }) => {
    const g = new GrundyPage(page);
    await g.open('take=1,2&upto=20');
    const take = parseTake('1,2');
    const want = heapValues(take, 20);
    expect(want).toEqual(Array.from({ length: 21 }, (_, x) => x % 3));
    expect(await g.values(20)).toEqual(want);
    await expect(g.cell(21)).toHaveCount(0);
    const nu = winTable(take, 20);
    for (let x = 0; x <= 20; x++) await expect(g.cell(x)).toHaveAttribute('data-nu', String(nu[x]));
    expect(await g.period()).toEqual({ preperiod: 0, period: 3 });
    await expect(page.getByTestId('theorem-1a')).toHaveAttribute('data-n', '3');
    await expect(page.getByTestId('theorem-1d')).toHaveAttribute('data-holds', 'true');
    // The slides' proof of Theorem 1d, by its two cases, one click away.
    await page.getByTestId('satz-1d-proof').locator('summary').click();
    await expect(page.getByTestId('satz-1d-proof')).toContainText(/\(0\) Loss position.*γ\(x\) = mex = 0.*\(1\) Win position/);

    // Bottom-up: x = 0, 1, …, each from its options.
    await page.getByTestId('step-start').click();
    await expect(g.cell(1)).toHaveClass(/pending/);
    // A hidden cell gives nothing away: no loss shading (γ(3) = 0), no period block.
    await expect(g.cell(3)).toHaveClass(/pending/);
    await expect(g.cell(3)).not.toHaveClass(/\bz\b|\bp[ab]\b|\bps\b/);
    for (let x = 0; x <= 6; x++) {
      const step = await g.step();
      expect(step.x).toBe(x);
      expect(step.value).toBe(want[x]);
      expect(step.nu).toBe(nu[x]);
      expect(step.options).toEqual(takesFrom(take, x).map((s) => [x - s, want[x - s]]));
      await page.getByTestId('step-next').click();
    }
    await expect(page.getByTestId('step-mex')).toContainText(`mex{0, 2} = 1`);
    await page.getByTestId('step-all').click();
    await expect(g.cell(20)).not.toHaveClass(/pending/);
    await page.getByTestId('grundy-5').click();
    await expect(page.getByTestId('step')).toHaveAttribute('data-x', '5');
    await page.screenshot({ path: 'e2e/screenshots/grundy-table.png', fullPage: true });
    // Another set starts with no heap on screen, and so does coming back to this one.
    await page.getByTestId('preset-2-4-7').click();
    await expect(page.getByTestId('step')).toHaveCount(0);
    await page.getByTestId('preset-1-2').click();
    await expect(page.getByTestId('step')).toHaveCount(0);
    await expect(g.cell(5)).not.toHaveClass(/sel/);
    await expect(g.cell(20)).not.toHaveClass(/pending/);
  });

  test('a lecture’s link opens at its step, the address follows the steps, and a reload keeps the step', async ({ page }) => {
    const g = new GrundyPage(page);
    await g.open('take=1,3,4&upto=20&x=7&bottomup=on');
    const take = parseTake('1,3,4');
    const want = heapValues(take, 20);
    const step = await g.step();
    expect(step.x).toBe(7);
    expect(step.value).toBe(want[7]);
    expect(step.options).toEqual(takesFrom(take, 7).map((s) => [7 - s, want[7 - s]]));
    await expect(g.cell(8)).toHaveClass(/pending/);
    await expect(g.cell(7)).not.toHaveClass(/pending/);
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(/#\/grundy\?take=1,3,4&upto=20&x=8&bottomup=on$/);
    await page.reload();
    await expect(page.getByTestId('step')).toHaveAttribute('data-x', '8');
    await expect(g.cell(9)).toHaveClass(/pending/);
    // A cell clicked with the whole table shown: the link names the cell, not bottom-up.
    await page.getByTestId('step-all').click();
    await g.cell(12).click();
    await expect(page).toHaveURL(/#\/grundy\?take=1,3,4&upto=20&x=12$/);
    // A heap past the table's end is named in the link's message; the default table opens.
    await g.open('take=1,3,4&upto=20&x=21');
    await expect(page.getByTestId('input-error')).toContainText('Parameter “x”: 21 is above the limit of 20');
    await expect(page.getByTestId('step')).toHaveCount(0);
  });

  test('stepping bottom-up hides the period and the theorems on later heaps until the table is filled', async ({ page }) => {
    const g = new GrundyPage(page);
    await g.open('take=1,3,4&upto=20&x=2&bottomup=on');
    const want = heapValues(parseTake('1,3,4'), 20);
    // The heaps above x show no value, and nothing below the table states one or the period.
    for (const x of [3, 7, 14, 20]) {
      await expect(g.cell(x)).toHaveText('?');
      await expect(g.cell(x)).not.toHaveAttribute('data-nu', /.*/);
    }
    await expect(page.getByTestId('period')).toHaveCount(0);
    await expect(page.getByTestId('theorem-1d')).toHaveCount(0);
    await expect(page.getByTestId('heap-input')).toHaveCount(0);
    await expect(page.getByTestId('period-pending')).toHaveText('The period and the facts about the whole table appear once the table is filled.');
    // Stepping to the last heap fills the table: the period (7, from 0) is shown again.
    for (let x = 3; x <= 20; x++) await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step')).toHaveAttribute('data-x', '20');
    await expect(g.cell(20)).toHaveText(String(want[20]));
    expect(await g.period()).toEqual(bruteForcePeriod([1, 3, 4]));
    await expect(page.getByTestId('period-pending')).toHaveCount(0);
    // Back a step hides it again; showing the whole table brings it back.
    await page.getByTestId('step-prev').click();
    await expect(page.getByTestId('period')).toHaveCount(0);
    await page.getByTestId('step-all').click();
    await expect(page.getByTestId('period')).toHaveAttribute('data-period', '7');
  });

  test('a page left right after a cell click stays left: the late write of the address does not bring it back', async ({ page }) => {
    const g = new GrundyPage(page);
    await g.open('take=1,2&upto=20');
    await g.cell(7).click();
    // Within the 150 ms before the address follows the click.
    await page.locator('header a[href="#/sums"]').click();
    await page.waitForTimeout(400);
    await expect(page).toHaveURL(/#\/sums/);
    await expect(page.getByTestId('grundy-table')).toHaveCount(0);
  });

  test('{2, 5, 7} typed in: period 22, certified, and heaps up to 10^18', async ({ page }) => {
    const g = new GrundyPage(page);
    await g.open('upto=120');
    await g.typeSet('2, 5, 7');
    const want = bruteForcePeriod([2, 5, 7]);
    expect(want.period).toBe(22);
    await expect(page.getByTestId('period')).toHaveAttribute('data-period', '22');
    expect(await g.period()).toEqual(want);
    // A new rule set mounts the table's cells a few per task.
    await expect(g.table()).not.toHaveAttribute('aria-busy', 'true');
    expect(await g.values(120)).toEqual(heapValues(parseTake('2,5,7'), 120));
    await expect(page).toHaveURL(/#\/grundy\?take=2,5,7&upto=120$/);
    // The answer follows the typing in a live region, so a reader hears it.
    await expect(page.getByTestId('heap-input').locator('xpath=ancestor::div[contains(@class, "heap-query")]').locator('[aria-live="polite"]')).toHaveCount(1);
    await page.getByTestId('heap-input').fill('1000000000000000000');
    await expect(page.locator('[aria-live="polite"] > [data-testid="heap-value"]')).toHaveCount(1);
    await expect(page.getByTestId('heap-value')).toHaveAttribute(
      'data-value',
      String(hugeHeapValue([2, 5, 7], 1_000_000_000_000_000_000n)),
    );
    // A heap beyond 10^18, or not a number, is refused by name.
    await page.getByTestId('heap-input').fill('1000000000000000001');
    await expect(page.getByTestId('heap-error')).toHaveText(
      'x: 1000000000000000001 is above the limit of 1000000000000000000. Enter a whole number from 0 to 10¹⁸.',
    );
    await page.getByTestId('heap-input').fill('-5');
    await expect(page.getByTestId('heap-error')).toContainText('x: “-5” is not a whole number');
    await page.getByTestId('heap-input').fill(' ');
    await expect(page.getByTestId('heap-error')).toHaveText('x: the value is empty. Enter a whole number from 0 to 10¹⁸.');
    // A malformed set is refused with a message and changes nothing.
    await g.typeSet('2, 0, 7');
    await expect(page.getByTestId('set-error')).toBeVisible();
    await expect(page.getByTestId('period')).toHaveAttribute('data-period', '22');
  });

  test('{2, 4, 7} from the presets: pre-period 8 and period 3', async ({ page }) => {
    const g = new GrundyPage(page);
    await g.open('take=1,2&upto=60');
    await page.getByTestId('preset-2-4-7').click();
    const want = bruteForcePeriod([2, 4, 7]);
    expect(want).toEqual({ preperiod: 8, period: 3 });
    expect(await g.period()).toEqual(want);
    expect(await g.values(60)).toEqual(heapValues(parseTake('2,4,7'), 60));
    await expect(g.cell(7)).toHaveClass(/pre/);
    await expect(g.cell(8)).toHaveClass(/ps/);
    await expect(page.getByTestId('theorem-1a')).toHaveCount(0);
  });

  test('10,000 cells render, and the last ones are right', async ({ page }) => {
    // The table mounts in slices over several seconds, more on a busy machine.
    test.slow();
    const g = new GrundyPage(page);
    await g.open('take=1,3,4&upto=10000');
    // The table mounts in slices (its speed is a figure of `cargo xtask budgets`, not a test:
    // the test runner's trace recording slows every DOM change here).
    await expect(g.table()).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
    await expect(g.cell(10000)).toBeAttached();
    const want = heapValues(parseTake('1,3,4'), 10000);
    const got = await g.values(10000);
    expect(got).toEqual(want);
    await g.cell(9999).scrollIntoViewIfNeeded();
    await g.cell(9999).click();
    await expect(page.getByTestId('step')).toHaveAttribute('data-value', String(want[9999]));
  });

  test('by keyboard: the table is one tab stop, and the arrow keys choose the cell explained', async ({ page }) => {
    const g = new GrundyPage(page);
    await g.open('take=1,2&upto=200');
    const want = heapValues(parseTake('1,2'), 200);
    const step = page.getByTestId('step');
    await g.table().focus();
    await expect(g.table()).toBeFocused();
    // One tab stop: Tab leaves the table (not into its cells), Shift+Tab comes back.
    await page.keyboard.press('Tab');
    await expect(g.table()).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="grundy-table"]') ?? null)).toBeNull();
    await page.keyboard.press('Shift+Tab');
    await expect(g.table()).toBeFocused();
    await expect(g.table()).toHaveAttribute('aria-label', 'Grundy table: the arrow keys choose a cell');
    // The first arrow chooses x = 0; then right and left go by one, down and up by a line
    // (here a block of 20 fills a line).
    const expectStep = async (x: number) => {
      await expect(step).toHaveAttribute('data-x', String(x));
      await expect(step).toHaveAttribute('data-value', String(want[x]));
      await expect(g.cell(x)).toHaveClass(/sel/);
      await expect(g.cell(x)).toBeInViewport();
    };
    await page.keyboard.press('ArrowRight');
    await expectStep(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectStep(2);
    await page.keyboard.press('ArrowDown');
    await expectStep(22);
    await page.keyboard.press('ArrowLeft');
    await expectStep(21);
    await page.keyboard.press('ArrowUp');
    await expectStep(1);
    // On the first line there is no line above: up stays.
    await page.keyboard.press('ArrowUp');
    await expectStep(1);
    // End goes to the last heap, scrolled into the table's view; the focus stays on the table.
    await page.keyboard.press('End');
    await expectStep(200);
    await page.keyboard.press('ArrowRight');
    await expectStep(200);
    await expect(g.table()).toBeFocused();
    await page.keyboard.press('Home');
    await expectStep(0);
    // Space is the table's too: it does not scroll the chosen cell out of the table's view.
    const scrolled = () => page.evaluate(() => [scrollY, document.querySelector('.gt')?.scrollTop]);
    const before = await scrolled();
    await page.keyboard.press('Space');
    await expectStep(0);
    expect(await scrolled()).toEqual(before);
    // A key that changes nothing (Home at 0) leaves no scroll waiting: a click further down
    // keeps its cell in view.
    await page.keyboard.press('Home');
    await g.cell(150).scrollIntoViewIfNeeded();
    await g.cell(150).click();
    await expectStep(150);
    // Alt+Left is the browser's, not the table's.
    await g.table().focus();
    const prevented = await g.table().evaluate((t) => {
      const e = new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true, cancelable: true });
      t.dispatchEvent(e);
      return e.defaultPrevented;
    });
    expect(prevented).toBe(false);
    await expectStep(150);
  });

  test('by keyboard, up and down follow the lines as the table is drawn', async ({ page }) => {
    // At 1024 px a block of 20 cells wraps: down goes to the cell drawn below, not 20 on.
    await page.setViewportSize({ width: 1024, height: 768 });
    const g = new GrundyPage(page);
    await g.open('take=1,2&upto=100');
    await expect(g.cell(100)).toBeAttached();
    const centre = async (x: number) => {
      const b = (await g.cell(x).boundingBox())!;
      return { x: b.x + b.width / 2, y: b.y };
    };
    const step = page.getByTestId('step');
    await g.table().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(step).toHaveAttribute('data-x', '1');
    let at = 1;
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']) {
      const before = await centre(at);
      await page.keyboard.press(key);
      await expect(step).not.toHaveAttribute('data-x', String(at));
      at = Number(await step.getAttribute('data-x'));
      const after = await centre(at);
      // The same column, one line further down (or up).
      expect(Math.abs(after.x - before.x), `${key} to ${at}`).toBeLessThan(3);
      if (key === 'ArrowDown') expect(after.y).toBeGreaterThan(before.y);
      else expect(after.y).toBeLessThan(before.y);
    }
    // On the first line, up stays.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await expect(step).toHaveAttribute('data-x', '0');
  });
});

test.describe('Game graphs', () => {
  test('heap 16 under take one or two: the step-through labels every node', async ({ page }) => {
    const gr = new GraphPage(page);
    await gr.open('game=position&rows=16&take=1-2');
    const { total } = await gr.stepCount();
    expect(total).toBe(17);
    await expect(gr.node('0')).not.toHaveAttribute('data-grundy', /./);
    const { labels, arrows } = await gr.structure();
    const want = induction(labels.length, arrows);
    for (let k = 1; k <= total; k++) {
      await page.getByTestId('induction-next').click();
      await expect(page.getByTestId('induction-step')).toHaveAttribute('data-step', String(k));
    }
    const got = await gr.labels();
    labels.forEach((label, i) => {
      expect(got[label]).toEqual([String(want[i].nu), String(want[i].grundy)]);
      expect(want[i].grundy).toBe(Number(label) % 3);
    });
    const kernel = labels.filter((_, i) => want[i].grundy === 0);
    expect(kernel.map(Number).every((x) => x % 3 === 0)).toBe(true);
    await expect(page.getByTestId('kernel')).toHaveAttribute('data-nodes', kernel.join(','));
  });

  test('the exercise graph a … g gets the slides’ labels, and its kernel', async ({ page }) => {
    const gr = new GraphPage(page);
    await gr.open();
    await page.getByTestId('game-exercise').click();
    await expect(gr.node('g')).toBeVisible();
    await page.getByTestId('definitions').locator('summary').click();
    await expect(page.getByTestId('definitions')).toContainText(/artinian/);
    await expect(page.getByTestId('def-nim')).toContainText('y = x − s·eᵣ');
    const { labels, arrows } = await gr.structure();
    const computed = induction(labels.length, arrows);
    await page.getByTestId('induction-last').click();
    const slides: Record<string, [number, number]> = {
      a: [0, 0], b: [1, 1], c: [1, 2], d: [0, 0], e: [0, 0], f: [1, 3], g: [1, 1],
    };
    const got = await gr.labels();
    labels.forEach((label, i) => {
      expect([computed[i].nu, computed[i].grundy]).toEqual(slides[label]);
      expect(got[label]).toEqual(slides[label].map(String));
    });
    await expect(page.getByTestId('kernel')).toHaveAttribute('data-nodes', 'a,d,e');
    await expect(page.getByTestId('kernel')).toHaveAttribute('data-stable', 'true');
    await expect(page.getByTestId('kernel')).toHaveAttribute('data-dominating', 'true');
    // The legend says what the rings and fills mean: the last labelled node, its successors,
    // win and loss, and now the kernel; a step back, there is no kernel yet.
    const legend = page.getByTestId('graph-legend');
    await expect(legend.locator('li')).toHaveText([
      'the node labelled in this step',
      'its successors, whose values give the mex',
      'labelled a win, ν = 1',
      'labelled a loss, ν = 0',
      'the kernel: the loss positions',
    ]);
    await page.screenshot({ path: 'e2e/screenshots/game-graph.png', fullPage: true });
    await page.getByTestId('induction-prev').click();
    await expect(legend).not.toContainText('kernel');
    await page.getByTestId('induction-first').click();
    await expect(legend).toHaveCount(0);
  });

  test('the slides’ tasks stand before their solutions: the heap of 16, the exercise graph, Nim as a graph', async ({ page }) => {
    const gr = new GraphPage(page);
    await gr.open('game=position&rows=16&take=1-2');
    await expect(page.getByTestId('slide-task')).toContainText('translate the rules');
    await expect(page.getByTestId('slide-task')).toContainText('win 1 or loss 0');
    await page.getByTestId('game-exercise').click();
    await expect(page.getByTestId('slide-task')).toContainText('What is the relation between ν and γ?');
    await page.getByTestId('game-nim-1-2').click();
    await expect(page.getByTestId('slide-task')).toHaveCount(0);
    await page.getByTestId('definitions').locator('summary').click();
    await expect(page.getByTestId('def-nim')).toContainText('Task: describe this game in words and as a graph.');
    await page.getByTestId('lang').selectOption('de');
    await page.getByTestId('game-exercise').click();
    await expect(page.getByTestId('slide-task')).toContainText('Welcher Zusammenhang besteht zwischen ν und γ?');
  });

  test('Nim 1-2-3: every position labelled with the XOR of its rows', async ({ page }) => {
    const gr = new GraphPage(page);
    await gr.open();
    await page.getByTestId('game-nim-1-2-3').click();
    await page.getByTestId('induction-last').click();
    const got = await gr.labels();
    for (const [label, [nu, grundy]] of Object.entries(got)) {
      const xor = label.split('-').map(Number).reduce((a, b) => a ^ b, 0);
      expect(Number(grundy)).toBe(xor);
      expect(Number(nu)).toBe(xor === 0 ? 0 : 1);
    }
  });

  test('a graph of one’s own: nodes and arrows, and a cycle is refused', async ({ page }) => {
    const gr = new GraphPage(page);
    await gr.open('game=custom');
    // No nodes yet: the page says so, instead of an empty induction and kernel.
    await expect(page.getByTestId('induction-text')).toContainText('no nodes yet');
    await expect(page.getByTestId('kernel')).toHaveCount(0);
    // A name that is too long is refused with the rule, not cut short.
    await page.getByTestId('editor-label').fill('x'.repeat(40));
    await page.getByTestId('editor-add-node').click();
    await expect(page.getByTestId('editor-message')).toContainText('at most 12 characters');
    for (const label of ['x', 'y', 'z']) {
      await page.getByTestId('editor-label').fill(label);
      await page.getByTestId('editor-add-node').click();
    }
    const arrow = async (from: string, to: string) => {
      await page.getByTestId('editor-from').selectOption({ label: from });
      await page.getByTestId('editor-to').selectOption({ label: to });
      await page.getByTestId('editor-add-arrow').click();
    };
    await arrow('y', 'x');
    await arrow('z', 'y');
    await arrow('z', 'x');
    await arrow('x', 'z');
    await expect(page.getByTestId('editor-message')).toContainText('x → z');
    await expect(page.getByTestId('edge-1-3')).toHaveCount(0);
    await page.getByTestId('induction-last').click();
    const { labels, arrows } = await gr.structure();
    const want = induction(labels.length, arrows);
    const got = await gr.labels();
    labels.forEach((l, i) => expect(got[l]).toEqual([String(want[i].nu), String(want[i].grundy)]));
    expect(got.z).toEqual(['1', '2']);
    // The link carries the graph.
    await expect(page).toHaveURL(/game=custom&nodes=x,y,z&arrows=2-1,3-2,3-1/);
  });

  test('a step button that disables itself keeps the focus in its group, so a second Enter does not undo it', async ({ page }) => {
    await page.goto('/index.html#/graph?game=exercise&step=0');
    await page.getByTestId('induction-last').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('induction-step')).toHaveAttribute('data-step', '7');
    await expect(page.getByTestId('induction-last')).toBeDisabled();
    await expect(page.locator('.step-controls', { has: page.getByTestId('induction-last') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('induction-step')).toHaveAttribute('data-step', '7');
    await expect(page.getByTestId('zoom-level')).toHaveText('standard size');
    // Nor does a Space scroll the page away from the step on a projector's 720 lines.
    await page.setViewportSize({ width: 1280, height: 720 });
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect(page.locator('.step-controls', { has: page.getByTestId('induction-last') })).toBeFocused();
  });

  test('on a phone "+" draws the graph larger than the standard size, never smaller; the exercise graph fits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/index.html#/graph?game=exercise&step=7');
    const graph = page.getByTestId('graph');
    await expect(graph).toBeVisible();
    const box = page.locator('.graph-box');
    const fits = () => box.evaluate((b) => b.scrollWidth <= b.clientWidth);
    expect(await fits()).toBe(true);
    // A larger graph keeps readable labels and scrolls instead.
    await page.goto('/index.html#/graph');
    await expect(page.getByTestId('zoom-level')).toHaveText('standard size');
    expect(await fits()).toBe(false);
    const width = () => graph.evaluate((svg) => svg.getBoundingClientRect().width);
    let before = await width();
    for (const level of ['150 %', '200 %', '300 %']) {
      await page.getByTestId('zoom-in').click();
      await expect(page.getByTestId('zoom-level')).toContainText(level);
      const after = await width();
      expect(after, level).toBeGreaterThan(before * 1.3);
      before = after;
    }
  });

  test('wide names, kanji and narrow ones each fit inside their node', async ({ page }) => {
    const names = ['WWWWWWWWWWWW', 'mmmmmmmmmmmm', '日本語の名前', 'Ω', 'illl', 'x'];
    const nodes = names.map(encodeURIComponent).join(',');
    await page.goto(`/index.html#/graph?game=custom&nodes=${nodes}&arrows=1-2,2-3,3-4,4-5,5-6&step=0`);
    for (const name of names) {
      const node = page.getByTestId(`node-${name}`);
      await expect(node).toBeVisible();
      const { text, rx } = await node.evaluate((g) => ({
        text: (g.querySelector('text.label') as SVGTextElement).getBBox().width,
        rx: Number(g.querySelector('ellipse')!.getAttribute('rx')),
      }));
      // The label and a little room on each side, inside the ellipse's widest line.
      expect(text + 6, name).toBeLessThanOrEqual(2 * rx);
      // And not a huge ellipse around a short name.
      expect(2 * rx, name).toBeLessThanOrEqual(Math.max(text * 1.6 + 24, 40));
    }
  });

  test('a reader hears the drawing’s arrows, and “Edit a copy” hands the focus to the editor', async ({ page }) => {
    const gr = new GraphPage(page);
    await page.goto('/index.html#/graph?game=exercise&step=7');
    await expect(gr.node('g')).toBeVisible();
    const { labels, arrows } = await gr.structure();
    const listed = arrows.map(([a, b]) => `${labels[a]} → ${labels[b]}`);
    await expect(page.getByTestId('graph-arrows')).toHaveText(`The graph's arrows (the moves): ${listed.join(', ')}.`);
    await page.getByTestId('edit-copy').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('editor-label')).toBeFocused();
    await expect(page).toHaveURL(/game=custom&nodes=a,b,c,d,e,f,g&arrows=/);
    await expect(page.getByTestId('graph-arrows')).toHaveText(`The graph's arrows (the moves): ${listed.join(', ')}.`);
    await page.goto('/index.html#/graph?game=custom&nodes=x');
    await expect(page.getByTestId('graph-arrows')).toHaveText('The graph has no arrows.');
  });

  test('a link with a cycle draws it and refuses induction', async ({ page }) => {
    await page.goto('/index.html#/graph?game=custom&nodes=a,b&arrows=1-2,2-1');
    await expect(page.getByTestId('graph-error')).toContainText('a → b → a');
  });

  test('a malformed graph link names the parameter', async ({ page }) => {
    await page.goto('/index.html#/graph?game=tree');
    await expect(page.getByTestId('input-error')).toContainText('game');
    await expect(page.getByTestId('node-16')).toBeVisible();
    await page.goto('/index.html#/graph?game=custom&nodes=a,b,a');
    await expect(page.getByTestId('input-error')).toContainText('the node name “a” is given to two nodes');
    await page.goto('/index.html#/graph?game=custom&arrows=1-2');
    await expect(page.getByTestId('input-error')).toContainText('Parameter “arrows”: there are no nodes for the arrows to join: name them in nodes.');
  });

  test('a step past the last, in a graph or a sum link, shows the last and says so; a target the sum cannot reach is shown with its reason', async ({ page }) => {
    await page.goto('/index.html#/graph?game=position&rows=1,2&take=any&step=99');
    const beyond = page.getByTestId('step-beyond');
    await expect(beyond).toContainText('step 99');
    const last = Number((await beyond.textContent())!.match(/the last step is (\d+)/)![1]);
    await expect(page).toHaveURL(new RegExp(`step=${last}$`));
    // Stepping is the person's own choice: the note goes.
    await page.getByTestId('induction-prev').click();
    await expect(beyond).toHaveCount(0);
    await page.goto('/index.html#/sums?rows=7,5,3,1&take=1-2&target=0&step=99');
    await expect(page.getByTestId('step-beyond')).toContainText('step 99, but the last step is 6');
    await expect(page).toHaveURL(/step=6$/);
    await expect(page.getByTestId('target-moves')).toBeVisible();
    // A target the value does not allow is shown as asked, with the reason.
    await page.goto('/index.html#/sums?rows=7,5,3,1&take=1-2&target=99');
    await expect(page.getByTestId('sum-target-error')).toContainText('t = 99 is not below γ(x) = 2');
    await expect(page.getByTestId('sum-target')).toHaveValue('99');
  });
});

test.describe('Sums of games', () => {
  test('7-5-3-1 under take one or two: the reducing move 5→3 and the raising move 3→2', async ({ page }) => {
    const s = new SumsPage(page);
    await s.open();
    const rows = [7, 5, 3, 1];
    const take = parseTake('1-2');
    const g = rows.map((n) => heapValues(take, n)[n]);
    const value = g.reduce((a, b) => a ^ b, 0);
    expect(value).toBe(2);
    await expect(page.getByTestId('sum-value')).toHaveAttribute('data-value', String(value));
    // The slides ask for the winning moves first; plain Nim's theorems are not shown for these rules.
    await expect(page.getByTestId('slide-task')).toContainText('name all winning moves for the position shown!');
    await expect(page.getByTestId('satz-1f')).toHaveCount(0);
    for (let i = 0; i < 4; i++) await expect(page.getByTestId(`sum-row-${i + 1}`)).toHaveAttribute('data-grundy', String(g[i]));
    // Step 2: z and its highest bit.
    await page.getByTestId('sum-next').click();
    const z = value ^ 0;
    await expect(page.getByTestId('sum-construction')).toHaveAttribute('data-z', String(z));
    await expect(page.getByTestId('sum-construction')).toHaveAttribute('data-top-bit', String(Math.floor(Math.log2(z))));
    for (let k = 3; k <= 6; k++) {
      await page.getByTestId('sum-next').click();
      await expect(page.getByTestId('sum-step')).toHaveAttribute('data-step', String(k));
    }
    const moves = await s.targetMoves();
    const brute = solve(rows, take, false).winning;
    expect(moves.map((m) => [m.row, m.take])).toEqual(brute);
    expect(moves).toEqual([
      { row: 2, take: 2, from: 5, to: 3, direction: 'reducing' },
      { row: 3, take: 1, from: 3, to: 2, direction: 'raising' },
    ]);
    // Row 3's value rises from 0 to 2: the raising move.
    expect(heapValues(take, 2)[2]).toBeGreaterThan(g[2]);
    await page.screenshot({ path: 'e2e/screenshots/sums-7-5-3-1.png', fullPage: true });

    // Any smaller target: t = 1.
    await page.getByTestId('sum-target').selectOption('1');
    await page.getByTestId('sum-last').click();
    const toOne = (await s.targetMoves()).map((m) => [m.row, m.take]);
    const wantOne: Array<[number, number]> = [];
    rows.forEach((n, i) =>
      takesFrom(take, n).forEach((t) => {
        const after = rows.map((r, j) => (j === i ? r - t : r));
        if (after.map((r) => r % 3).reduce((a, b) => a ^ b, 0) === 1) wantOne.push([i + 1, t]);
      }),
    );
    expect(toOne).toEqual(wantOne);
  });

  test("Satz 1g on the slides' 1-3-6-7: a move to every smaller value", async ({ page }) => {
    const s = new SumsPage(page);
    await s.open();
    await expect(page.getByTestId('satz-1g')).toHaveCount(0);
    await page.getByTestId('sum-preset-satz-1g').click();
    await expect(page.getByTestId('slide-task')).toHaveCount(0);
    // Theorem 1f as the slides state it, with their null position 7-5-3-1 (111, 101, 011, 001).
    await expect(page.getByTestId('satz-1f')).toContainText('(0) if x₀ ⊕ … ⊕ xₙ = 0, every move x → y leads to a non-null position');
    await expect(page.getByTestId('satz-1f')).toContainText('7-5-3-1 is 111, 101, 011, 001 in binary');
    expect(7 ^ 5 ^ 3 ^ 1).toBe(0);
    const rows = [1, 3, 6, 7];
    const value = rows.reduce((a, b) => a ^ b, 0);
    expect(value).toBe(3);
    await expect(page.getByTestId('sum-value')).toHaveAttribute('data-value', String(value));
    await expect(page.getByTestId('satz-1g')).toContainText('Theorem 1g');
    // The history of the theory and the literature the sources cite, one click away.
    await page.getByTestId('history').locator('summary').click();
    await expect(page.getByTestId('history')).toContainText('Bouton, who solved it in 1901 at Harvard');
    await expect(page.getByTestId('history').locator('li')).toHaveCount(9);
    // Titles are read in their own language: Berge's in French, Sprague's in German.
    const literature = page.getByTestId('history').locator('li');
    await expect(literature.nth(7)).toHaveText('C. Berge: Graphes et hypergraphes. Dunod, Paris 1970, chapter 14, Noyaux et fonctions de Grundy, 290–313');
    await expect(literature.nth(7).locator('cite[lang="fr"]')).toHaveText(['Graphes et hypergraphes', 'Noyaux et fonctions de Grundy']);
    await expect(literature.nth(5).locator('cite[lang="de"]')).toHaveText('Über mathematische Kampfspiele');
    await expect(page.getByTestId('history')).not.toContainText('{');
    for (let t = 0; t < value; t++) {
      await page.getByTestId('sum-target').selectOption(String(t));
      await page.getByTestId('sum-last').click();
      const got = (await s.targetMoves()).map((m) => [m.row, m.from, m.to]);
      // Row i can reach value t exactly when x_i ⊕ γ ⊕ t < x_i.
      const want = rows.flatMap((x, i) => ((x ^ value ^ t) < x ? [[i + 1, x, x ^ value ^ t]] : []));
      expect(want.length).toBe(3);
      expect(got).toEqual(want);
    }
  });

  test('a sum of value 0 says there is nothing smaller to reach, and its address keeps no target or step', async ({ page }) => {
    const s = new SumsPage(page);
    // 1 ⊕ 2 ⊕ 3 = 0; the link asks for a target and a step that a zero sum does not have.
    await s.open('rows=1,2,3&take=any&target=2&step=3');
    await expect(page.getByTestId('sum-value')).toHaveAttribute('data-value', '0');
    await expect(page.getByTestId('sum-zero')).toContainText('γ(x) = 0: a loss position for the player to move. There is no smaller value to reach');
    await expect(page.getByTestId('target-move')).toHaveCount(0);
    await expect(page.getByTestId('sum-target-error')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/sums\?rows=1,2,3&take=any&target=0&step=1$/);
  });

  test('different games in one sum', async ({ page }) => {
    const s = new SumsPage(page);
    await s.open();
    // Typed as a person writes them: the position as the app writes it, a range, the set in
    // braces from a Japanese keyboard, a phone's capital.
    await page.getByTestId('sum-rows').fill('8-6-6');
    await page.getByTestId('sum-take').fill('1..2; {１，３，４}; Any');
    await page.getByTestId('sum-apply').click();
    const g = [heapValues(parseTake('1-2'), 8)[8], heapValues(parseTake('1,3,4'), 6)[6], 6];
    await expect(page.getByTestId('sum-value')).toHaveAttribute('data-value', String(g[0] ^ g[1] ^ g[2]));
    const panel = page.getByTestId('binary-panel');
    await expect(panel.locator('.note')).toBeVisible();
    // Plain Nim: each row is its own Grundy value, and the panel says nothing of restrictions.
    await page.getByTestId('sum-take').fill('any');
    await page.getByTestId('sum-apply').click();
    await expect(page.getByTestId('sum-value')).toHaveAttribute('data-value', String(8 ^ 6 ^ 6));
    await expect(panel.locator('.note')).toHaveCount(0);
    await expect(panel.locator('tbody th').first()).toHaveText('1: 8');
  });
});

/** Answers one question right (or wrong) from numbers computed here, and checks the feedback. */
async function answer(ex: ExercisePage, right: boolean) {
  const page = ex.page;
  const kind = await ex.attr('data-kind');
  const take = parseTake(await ex.attr('data-take'));
  const misere = (await ex.attr('data-end')) === 'misere';
  if (kind === 'pn' || kind === 'win') {
    const rows = (await ex.attr('data-rows')).split(',').map(Number);
    const { outcome, winning } = solve(rows, take, misere);
    if (kind === 'pn') {
      const pick = right ? outcome : outcome === 'P' ? 'N' : 'P';
      await page.getByTestId(`answer-${pick}`).click();
    } else {
      expect(winning.length).toBeGreaterThan(0);
      const chosen = right ? winning : winning.slice(1);
      for (const [row, t] of chosen) await page.getByTestId(`move-${row}-${t}`).click();
      if (!right && chosen.length === winning.length) throw new Error('not a wrong answer');
      await page.getByTestId('answer-check').click();
    }
  } else {
    let want: number;
    if (kind === 'mex') {
      const x = Number(await ex.attr('data-x'));
      const known = (await ex.attr('data-known')).split(',').filter((s) => s !== '').map(Number);
      expect(known).toEqual(heapValues(take, x, misere).slice(0, x));
      want = heapValues(take, x, misere)[x];
    } else {
      const n = BigInt(await ex.attr('data-n'));
      want = take.any
        ? misere && n < 2n ? Number(1n - n) : Number(n)
        : hugeHeapValue(take.counts, n, misere);
    }
    await page.getByTestId('answer-value').fill(String(right ? want : want + 1));
    await page.getByTestId('answer-check').click();
  }
  await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', String(right));
  if (!right) {
    await expect(page.getByTestId('explanation')).toBeVisible();
    const more = page.getByTestId('explain-all');
    if (await more.count()) await more.click();
  }
}

async function playRound(ex: ExercisePage, pattern: boolean[]) {
  const first = Number(await ex.question().getAttribute('data-difficulty'));
  for (let k = 0; k < pattern.length; k++) {
    await expect(ex.question()).toHaveAttribute('data-index', String(k + 1));
    // Each question is one step harder than the one before.
    await expect(ex.question()).toHaveAttribute('data-difficulty', String(first + k));
    await answer(ex, pattern[k]);
    if (k + 1 < pattern.length) await ex.page.getByTestId('next-question').click();
  }
  const correct = pattern.filter(Boolean).length;
  expect(await ex.score()).toEqual({ correct, answered: pattern.length, total: pattern.length });
  await expect(ex.page.getByTestId('round-done')).toHaveAttribute('data-correct', String(correct));
}

test.describe('Exercises', () => {
  const pattern = [true, false, true, false, true];
  for (const [kind, query] of [
    ['P or N', 'kind=pn&end=normal&take=1-2&level=1&seed=11'],
    ['P or N, misère with a set', 'kind=pn&end=misere&take=1,3,4&level=2&seed=3'],
    ['winning moves', 'kind=win&end=normal&take=1,3,4&level=2&seed=4'],
    ['winning moves, misère Nim', 'kind=win&end=misere&take=any&level=1&seed=9'],
    ['next mex', 'kind=mex&end=normal&take=2,5,7&level=3&seed=5'],
    ['next mex, misère', 'kind=mex&end=misere&take=1-3&level=1&seed=8'],
    ['row value', 'kind=row&end=normal&take=2,4,7&level=5&seed=2'],
  ] as const) {
    test(`a round of “${kind}” with right and wrong answers`, async ({ page }) => {
      const ex = new ExercisePage(page);
      await ex.open(query);
      // Difficulty climbs through the round.
      const first = Number(await ex.question().getAttribute('data-difficulty'));
      await playRound(ex, pattern);
      await page.getByTestId('goto-5').click();
      // On the scale of every round's questions, whose top is the last of level 5.
      await expect(ex.question().locator('h2')).toContainText(`(difficulty ${first + 4} of 9)`);
      await expect(ex.question()).toHaveAttribute('data-difficulty', String(first + 4));
      await expect(page).toHaveURL(new RegExp(`#/exercise\\?${query.replace(/[?]/g, '\\?')}$`));
      if (kind.startsWith('P or N')) {
        // A wrong answer's choice is marked ✗ for the ear as for the eye, the right one ✓.
        await page.getByTestId('goto-2').click();
        await expect(page.locator('.answer-buttons button[aria-pressed="true"]')).toHaveAccessibleName(/✗$/);
        await expect(page.locator('.answer-buttons button.win')).toHaveAccessibleName(/✓$/);
      }
      if (kind === 'winning moves') {
        // A wrong answer, explained step by step, with the right moves marked.
        await page.getByTestId('goto-4').click();
        await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'false');
        const all = page.getByTestId('explain-all');
        if (await all.count()) await all.click();
        await page.screenshot({ path: 'e2e/screenshots/exercise.png', fullPage: true });
      }
    });
  }

  test('by keyboard alone: an answer hands the focus on, and the next question takes it', async ({ page }) => {
    const ex = new ExercisePage(page);
    await ex.open('kind=mex&end=normal&take=1-2&level=1&seed=11');
    const x = Number(await ex.attr('data-x'));
    await page.getByTestId('answer-value').focus();
    await expect(page.locator('.ex-table li.ask')).toHaveText('?');
    // The verdict fills a status region that is there, empty, before the answer.
    await expect(page.getByRole('status').filter({ has: page.getByTestId('feedback') })).toHaveCount(0);
    const regions = await page.getByRole('status').count();
    await page.keyboard.type(String(x % 3)); // take 1 or 2: γ(x) = x rem 3
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'true');
    await expect(page.getByRole('status').filter({ has: page.getByTestId('feedback') })).toHaveCount(1);
    expect(await page.getByRole('status').count()).toBe(regions);
    // Answered, the asked cell shows its value, as the table would.
    await expect(page.locator('.ex-table li.ask')).toHaveText(String(x % 3));
    await expect(page.getByTestId('next-question')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ex.question()).toHaveAttribute('data-index', '2');
    await expect(page.getByTestId('answer-value')).toBeFocused();
    // P or N: the answer buttons disable themselves; the focus goes on, not to the page's top.
    await ex.open('kind=pn&end=normal&take=1-2&level=1&seed=11');
    await page.getByTestId('answer-P').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('next-question')).toBeFocused();
    // Answered, both buttons stay readable, and the right one is marked ✓.
    const rightP = (await page.getByTestId('feedback').getAttribute('data-correct')) === 'true';
    await expect(page.getByTestId(rightP ? 'answer-P' : 'answer-N')).toHaveClass(/\bwin\b/);
    await expect(page.getByTestId(rightP ? 'answer-N' : 'answer-P')).not.toHaveClass(/\bwin\b/);
    for (const id of ['answer-P', 'answer-N']) await expect(page.getByTestId(id)).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('answer-P')).toBeFocused();
    await expect(page.getByTestId('answer-P')).not.toHaveClass(/\bwin\b/);
  });

  test('the same link gives the same sheet; a new round changes it', async ({ page }) => {
    const ex = new ExercisePage(page);
    await ex.open('kind=pn&end=normal&take=1-2&level=3&seed=42');
    const sheet = await page.getByTestId('sheet-item').allTextContents();
    // The printed sheet gives its whole address, which leads back to it from paper.
    await expect(page.locator('.sheet-link a')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/index\.html#\/exercise\?kind=pn&end=normal&take=1-2&level=3&seed=42$/);
    // Opened anew: the same address again would not load anything.
    await page.goto('about:blank');
    await ex.open('kind=pn&end=normal&take=1-2&level=3&seed=42');
    expect(await page.getByTestId('sheet-item').allTextContents()).toEqual(sheet);
    expect(sheet).toHaveLength(5);
    await playRound(ex, [true, true, true, true, true]);
    await page.getByTestId('new-round').click();
    await expect(page).toHaveURL(/seed=43$/);
    // The round's buttons went away with it: the focus is on the new first question.
    await expect(page.getByTestId('answer-P')).toBeFocused();
    expect(await page.getByTestId('sheet-item').allTextContents()).not.toEqual(sheet);
    expect(await ex.score()).toEqual({ correct: 0, answered: 0, total: 5 });
  });

  test('a menu choice keeps the rule typed beside it, full-width digits and all', async ({ page }) => {
    const ex = new ExercisePage(page);
    await ex.open('kind=pn&end=normal&take=1-2&level=1&seed=7');
    await page.getByTestId('ex-take').fill('{１，３，４}');
    await page.getByTestId('ex-level').selectOption('3');
    await expect(page).toHaveURL(/take=1,3,4&level=3&seed=7$/);
    await expect(page.getByTestId('ex-take')).toHaveValue('1,3,4');
    // A rule that does not read stays in its field, named; the menu's choice still applies.
    await page.getByTestId('ex-take').fill('1, x');
    await page.getByTestId('ex-level').selectOption('2');
    await expect(page).toHaveURL(/take=1,3,4&level=2&seed=7$/);
    await expect(page.getByTestId('ex-take')).toHaveValue('1, x');
    await expect(page.locator('.refused, [role="alert"]').first()).toContainText('x');
  });
});

test('the theory pages speak German and Japanese with the lecture’s terms', async ({ page }) => {
  const gr = new GraphPage(page);
  await gr.open('game=exercise');
  await page.getByTestId('induction-last').click();
  await page.getByTestId('lang').selectOption('de');
  await expect(page.getByTestId('kernel')).toContainText('Kern');
  await expect(page.getByTestId('definitions')).toContainText('artinsch');
  await expect(page.getByTestId('definitions')).toContainText('lokal-endlich');
  await page.goto('/index.html#/grundy?take=2,4,7&upto=30');
  await expect(page.getByTestId('period')).toContainText('Vorperiode 8');
  await page.getByTestId('lang').selectOption('ja');
  await expect(page.getByTestId('period')).toContainText('前周期 8');
  await page.goto('/index.html#/graph?game=exercise&step=7');
  await expect(page.getByTestId('kernel')).toContainText('核');
  await expect(page.getByTestId('definitions')).toContainText('アルティン的');
  await page.getByTestId('lang').selectOption('en');
});

test('on a phone (360 px) no theory page is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [link, ready] of [
    ['#/grundy?take=1,3,4&upto=40&x=7', 'grundy-40'],
    ['#/graph?game=exercise', 'graph'],
    ['#/sums?rows=7,5,3,1&take=1-2&target=0&step=1&history=open', 'sum-value'],
    ['#/exercise?kind=win&end=normal&take=1,3,4&level=2&seed=4', 'question'],
    ['#/contents', 'contents'],
  ]) {
    await page.goto(`/index.html${link}`);
    await expect(page.getByTestId(ready)).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), link).toBeLessThanOrEqual(360);
  }
});
