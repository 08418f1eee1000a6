// Lecture mode as a slide on the projectors of a lecture hall (1024×768, 1280×720, 1920×1080):
// every step of every explanation, walked through with a presenter's clicker keys, fits the
// screen with what it talks about — the step's words at 24 px or more, no text under 18 px, the
// board, the binary panel and the step inside the viewport, nothing scrolled or clipped. And on
// a laptop, outside lecture mode, the board stays in view while an explanation is read.
import { expect, test, type Page } from '@playwright/test';
import { ExplainPage } from './pages/explain-page';
import { slideProblems } from './pages/slide';

const SHOTS = 'e2e/screenshots';
const TOPICS = ['nimsum', 'bouton', 'proof', 'mirror', 'columns', 'misere', 'record'];
// The German article's game for every topic, and the positions the mirror strategy and misère
// play are usually shown on.
const LINKS = [
  ...TOPICS.map((t) => `rows=22,5,13,27&end=normal&take=any&explain=${t}`),
  'rows=7,4&explain=mirror',
  'rows=1,3,5,7&end=misere&explain=misere',
  'rows=1,5&end=misere&explain=misere',
];
const NEXT = ['ArrowRight', ' ', 'PageDown'];
const BACK = ['ArrowLeft', 'PageUp'];

// English at every size; German, the longest of the three languages, at the two smallest; Japanese
// at the smallest (its lines break anywhere, so the smallest slide is where it could run over).
for (const [width, height, lang] of [
  [1024, 768, 'en'],
  [1280, 720, 'en'],
  [1920, 1080, 'en'],
  [1024, 768, 'de'],
  [1280, 720, 'de'],
  [1024, 768, 'ja'],
] as const) {
  test(`lecture mode at ${width}×${height} (${lang}): every step of every explanation fits the slide at 24 px words, no text under 18 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const ex = new ExplainPage(page);
    // The language is a stored setting, read as the app starts.
    await page.goto('/index.html');
    await page.evaluate((lang) => localStorage.setItem('nimlab.settings', `lang=${lang}`), lang);
    const problems: string[] = [];
    let key = 0;
    for (const link of LINKS) {
      await ex.open(`${link}&step=1&lecture=on`);
      await expect(page.locator('.play.lecture')).toBeVisible();
      const [, steps] = await ex.step();
      for (let step = 1; step <= steps; step++) {
        await expect(ex.counter).toHaveAttribute('data-step', String(step));
        await expect(ex.text).toBeVisible();
        const at = `${link} step ${step}`;
        problems.push(...(await slideProblems(page)).map((p) => `${at}: ${p}`));
        // The keys reveal a hidden answer before they advance, as a presentation's click does.
        if ((await ex.reveal.count()) > 0) {
          await page.keyboard.press(NEXT[key++ % NEXT.length]);
          await expect(ex.answer).toBeVisible();
          problems.push(...(await slideProblems(page)).map((p) => `${at}, answer revealed: ${p}`));
        }
        if (step < steps) await page.keyboard.press(NEXT[key++ % NEXT.length]);
      }
      // And back, with the clicker's other keys.
      for (let step = steps; step > Math.max(1, steps - 2); step--) {
        await page.keyboard.press(BACK[key++ % BACK.length]);
        await expect(ex.counter).toHaveAttribute('data-step', String(step - 1));
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('lecture mode at 1280×720: the slide as the hall sees it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const ex = new ExplainPage(page);
  for (const [name, query] of [
    ['lecture-1280x720-misere', 'rows=22,5,13,27&explain=misere&step=6'],
    ['lecture-1280x720-bouton', 'rows=22,5,13,27&explain=bouton&step=5'],
  ]) {
    await ex.open(`${query}&lecture=on`);
    await page.keyboard.press('r');
    await expect(ex.answer).toBeVisible();
    expect(await slideProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
});

test('the room’s text size control (A−, A+) reaches the step, the binary panel and the buttons, and is kept', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=bouton&step=2&lecture=on');
  const sizes = () =>
    page.evaluate(() =>
      ['[data-testid="explain-text"]', '.binary-panel th[scope="row"]', '[data-testid="explain-next"]'].map((s) =>
        parseFloat(getComputedStyle(document.querySelector(s)!).fontSize),
      ),
    );
  const before = await sizes();
  await expect(page.getByTestId('text-size-value')).toHaveAttribute('data-scale', '100');
  await page.getByTestId('text-larger').click();
  await page.getByTestId('text-larger').click();
  await expect(page.getByTestId('text-size-value')).toHaveAttribute('data-scale', '130');
  await expect.poll(async () => (await sizes())[0]).toBeCloseTo(before[0] * 1.3, 0);
  const after = await sizes();
  for (const [i, b] of before.entries()) expect(after[i]).toBeCloseTo(b * 1.3, 0);
  // The room's size is kept for the next slide and the next visit.
  await page.reload();
  await expect(page.getByTestId('text-size-value')).toHaveAttribute('data-scale', '130');
  await expect(page.getByTestId('text-smaller')).toHaveAccessibleName(/smaller/i);
  // Outside lecture mode the control is not shown.
  await page.getByTestId('lecture-toggle').click();
  await expect(page.getByTestId('text-size')).toHaveCount(0);
});

// The row hooks of the board on screen: each inside the viewport.
async function boardInView(page: Page, at: string) {
  const rows = page.locator('[data-testid^="row-"]');
  const n = await rows.count();
  expect(n, at).toBeGreaterThan(0);
  for (let i = 1; i <= n; i++) await expect(page.getByTestId(`row-${i}`), `${at}: row ${i}`).toBeInViewport({ ratio: 1 });
}

for (const [width, height] of [
  [1280, 800],
  [1366, 768],
]) {
  test(`on a ${width}×${height} laptop the board stays in view while an explanation is read`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const ex = new ExplainPage(page);
    await ex.open('rows=22,5,13,27');
    await page.getByTestId('explain-open-bouton').click();
    await expect(ex.counter).toHaveAttribute('data-step', '1');
    await expect(ex.next).toBeFocused();
    await boardInView(page, 'opened');
    await expect(ex.text).toBeInViewport();
    for (let step = 2; step <= 6; step++) {
      await ex.next.click();
      await expect(ex.counter).toHaveAttribute('data-step', String(step));
      await boardInView(page, `step ${step}`);
      await expect(ex.text).toBeInViewport();
      await expect(ex.next).toBeInViewport();
    }
    if (width === 1280) await page.screenshot({ path: `${SHOTS}/laptop-1280x800-explain.png` });
    // Another explanation opened from the keyboard, and the record's step after a move.
    await ex.close.click();
    await page.getByTestId('explain-open-record').click();
    await expect(ex.counter).toHaveAttribute('data-step', '1');
    await boardInView(page, 'record');
  });
}

test('on a 1280×800 laptop "Why this move?" opens the record beside the board', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const ex = new ExplainPage(page);
  await ex.open('rows=3,4,5&vs=computer&level=perfect&first=human');
  await page.getByTestId('stick-1-3').click();
  const why = page.getByTestId('why-move');
  await expect(why).toBeVisible({ timeout: 20_000 });
  await why.click();
  await expect(ex.panel).toBeVisible();
  await expect(ex.text).toBeInViewport();
  await boardInView(page, 'why this move');
});

test('on a phone an explanation still opens and steps below the board', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27');
  await page.getByTestId('explain-open-bouton').click();
  await expect(ex.counter).toHaveAttribute('data-step', '1');
  await ex.next.click();
  await expect(ex.counter).toHaveAttribute('data-step', '2');
  await expect(ex.text).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Lecture mode on a phone: one column that scrolls, nothing wider than the screen.
  await ex.open('rows=22,5,13,27&explain=misere&step=6&lecture=on');
  await expect(ex.text).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
