// Lecture mode on the theory pages (lecture=on): at three projector sizes each page is one
// slide — the step's words at least 24 px, no visible text under 18 px, the step and what it
// talks about inside the screen with no page scroll — stepped through with a clicker's keys.
// The room's text size changes the type and survives a reload.
import { expect, test, type Page } from '@playwright/test';
import { openLink } from './pages/navigate';

const SHOTS = 'e2e/screenshots';
const SIZES: Array<[number, number]> = [
  [1024, 768],
  [1280, 720],
  [1920, 1080],
];

type Slide = { stepMin: number; small: string[]; outside: string[]; scroll: [number, number, number, number] };

/** Measures the slide: the smallest size of the step's text, the visible text under 18 px,
 *  which of `objects` (selectors; each must match) lies outside the screen, and the page's
 *  scroll size against the screen. Text in the SVG counts at its drawn size. */
async function measure(page: Page, step: string, objects: string[]): Promise<Slide> {
  return page.evaluate(
    ({ step, objects }) => {
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        const cs = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && !el.closest('.sr-only');
      };
      const size = (el: Element) => {
        let px = parseFloat(getComputedStyle(el).fontSize);
        if (el instanceof SVGGraphicsElement) px *= el.getScreenCTM()?.a ?? 1;
        return px;
      };
      const texts = (root: Element) => {
        const out: Element[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (el && n.textContent!.trim() && shown(el)) out.push(el);
        }
        return out;
      };
      const stepEls = [...document.querySelectorAll(step)].filter(shown);
      const stepSizes = stepEls.flatMap((s) => texts(s).map(size));
      const small = texts(document.querySelector('main')!)
        .filter((el) => size(el) < 17.95)
        .map((el) => `${el.tagName}.${el.className} "${el.textContent!.trim().slice(0, 30)}" ${size(el).toFixed(1)}px`);
      const outside: string[] = [];
      for (const sel of [step, ...objects]) {
        const els = [...document.querySelectorAll(sel)];
        if (els.length === 0) outside.push(`${sel}: none`);
        for (const el of els) {
          const r = el.getBoundingClientRect();
          if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1 || r.height === 0)
            outside.push(`${sel}: ${r.left.toFixed(0)},${r.top.toFixed(0)}–${r.right.toFixed(0)},${r.bottom.toFixed(0)}`);
        }
      }
      const s = document.scrollingElement!;
      return {
        stepMin: stepSizes.length ? Math.min(...stepSizes) : 0,
        small,
        outside,
        scroll: [s.scrollWidth, s.scrollHeight, innerWidth, innerHeight] as [number, number, number, number],
      };
    },
    { step, objects },
  );
}

async function expectSlide(page: Page, what: string, step: string, objects: string[]) {
  const m = await measure(page, step, objects);
  expect(m.stepMin, `${what}: the step's words`).toBeGreaterThanOrEqual(24);
  expect(m.small, `${what}: text under 18 px`).toEqual([]);
  expect(m.outside, `${what}: off the screen`).toEqual([]);
  const [sw, sh, w, h] = m.scroll;
  expect(sh, `${what}: page scroll`).toBeLessThanOrEqual(h + 1);
  expect(sw, `${what}: page scroll sideways`).toBeLessThanOrEqual(w + 1);
}

async function attr(page: Page, id: string, name: string): Promise<number> {
  return Number(await page.getByTestId(id).getAttribute(name));
}

for (const [width, height] of SIZES) {
  test.describe(`lecture mode at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('the Grundy table: each x a slide, stepped by the clicker', async ({ page }) => {
      await openLink(page, '/index.html#/grundy?take=1,2&upto=20&x=7&lecture=on');
      await expect(page.getByTestId('step')).toHaveAttribute('data-x', '7');
      await expect(page.locator('header.top')).toBeHidden();
      for (let x = 7; x <= 20; x++) {
        await expect(page.getByTestId('step')).toHaveAttribute('data-x', String(x));
        const cells = [x, x - 1, x - 2].filter((n) => n >= 0).map((n) => `[data-testid="grundy-${n}"]`);
        await expectSlide(page, `x = ${x}`, '[data-testid="step"]', [...cells, '[data-testid="step-mex"]']);
        if (x < 20) await page.keyboard.press(['ArrowRight', ' ', 'PageDown'][x % 3]);
      }
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('step')).toHaveAttribute('data-x', '19');
      await page.keyboard.press('PageUp');
      await expect(page.getByTestId('step')).toHaveAttribute('data-x', '18');
      await expect.poll(() => page.url()).toContain('x=18');
      expect(page.url()).toContain('lecture=on');
      // A key typed into the x field is the field's.
      await page.getByTestId('step-x').focus();
      await page.keyboard.press('PageDown');
      await expect(page.getByTestId('step')).toHaveAttribute('data-x', '18');
    });

    test('the game graph: fitted to the screen, each induction step a slide', async ({ page }) => {
      await openLink(page, '/index.html#/graph?game=exercise&step=3&lecture=on');
      const total = await attr(page, 'induction-step', 'data-total');
      expect(total).toBeGreaterThan(3);
      const svg = await page.getByTestId('graph').boundingBox();
      // The drawing takes most of the screen, not a column of it.
      expect(svg!.width).toBeGreaterThan(width * 0.55);
      expect(svg!.height).toBeGreaterThan(height * 0.6);
      for (let k = 3; k <= total; k++) {
        await expect(page.getByTestId('induction-step')).toHaveAttribute('data-step', String(k));
        await expectSlide(page, `step ${k}`, '[data-testid="induction-text"]', ['[data-testid="graph"]', '[data-testid="induction-next"]']);
        if (k < total) await page.keyboard.press(k % 2 ? 'ArrowRight' : 'PageDown');
      }
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('induction-step')).toHaveAttribute('data-step', String(total - 1));
      await expect.poll(() => page.url()).toContain(`step=${total - 1}&lecture=on`);
    });

    test('sums: the rows and each step of the construction on one slide', async ({ page }) => {
      await openLink(page, '/index.html#/sums?rows=7,5,3,1&take=1-2&target=0&step=1&lecture=on');
      const total = await attr(page, 'sum-step', 'data-total');
      const rows = [1, 2, 3, 4].map((i) => `[data-testid="sum-row-${i}"]`);
      for (let k = 1; k <= total; k++) {
        await expect(page.getByTestId('sum-step')).toHaveAttribute('data-step', String(k));
        await expectSlide(page, `step ${k}`, `[data-testid="sum-step-${k}"]`, [...rows, '[data-testid="sum-value"]']);
        if (k < total) await page.keyboard.press(' ');
      }
      await expectSlide(page, 'the moves', '[data-testid="target-moves"]', rows);
      await page.keyboard.press('Shift+Space');
      await expect(page.getByTestId('sum-step')).toHaveAttribute('data-step', String(total - 1));
      await expect.poll(() => page.url()).toContain(`step=${total - 1}&lecture=on`);
    });

    test('exercises: the question, its position and its answers on one slide', async ({ page }) => {
      await openLink(page, '/index.html#/exercise?kind=mex&end=normal&take=1,3,4&level=1&seed=3&lecture=on');
      await expect(page.getByTestId('question')).toBeVisible();
      const total = await attr(page, 'score', 'data-total');
      for (let q = 1; q <= total; q++) {
        await expect(page.getByTestId('question')).toHaveAttribute('data-index', String(q));
        await expectSlide(page, `question ${q}`, '[data-testid="question"] .prompt', [
          '[data-testid="question"]',
          '[data-testid="question"] :is(input, button)',
        ]);
        if (q < total) await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('question')).toHaveAttribute('data-index', String(total - 1));
      expect(page.url()).toContain('lecture=on');
    });
  });
}

test('the hard slides: the flat graph of a heap of 17 nodes, six rows under six rules', async ({ page }) => {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const step of [1, 10, 17]) {
      await openLink(page, `/index.html#/graph?game=position&rows=16&take=1-2&step=${step}&lecture=on`);
      await expect(page.getByTestId('induction-step')).toHaveAttribute('data-step', String(step));
      // The labels are fitted after the render (the drawing's size on the screen decides them).
      await expect
        .poll(() => measure(page, '[data-testid="induction-text"]', ['[data-testid="graph"]']).then((m) => m.small))
        .toEqual([]);
      await expectSlide(page, `${width}×${height} heap graph step ${step}`, '[data-testid="induction-text"]', ['[data-testid="graph"]']);
      const svg = await page.getByTestId('graph').boundingBox();
      expect(svg!.width).toBeGreaterThan(width * 0.9);
    }
    await openLink(page, '/index.html#/sums?rows=7,5,3,1,9,12&take=1-2;1-3;any;1,3,4;1-2;1-5&target=0&step=6&lecture=on');
    const rows = [1, 2, 3, 4, 5, 6].map((i) => `[data-testid="sum-row-${i}"]`);
    await expectSlide(page, `${width}×${height} six rows`, '[data-testid="target-moves"]', rows);
  }
});

test('into and out of lecture mode by its button and Escape, and the room text size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openLink(page, '/index.html#/grundy?take=1,2&upto=20&x=4');
  await expect(page.getByTestId('text-size')).toHaveCount(0);
  await page.getByTestId('lecture-toggle').click();
  await expect(page.getByTestId('lecture-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.url()).toContain('x=4&lecture=on');
  const stepSize = () =>
    page.getByTestId('step-mex').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const before = await stepSize();
  await page.getByTestId('text-larger').click();
  await expect(page.getByTestId('text-size-value')).toHaveAttribute('data-scale', '115');
  await expect.poll(stepSize).toBeGreaterThan(before * 1.1);
  const larger = await stepSize();
  await page.reload();
  await expect(page.getByTestId('text-size-value')).toHaveAttribute('data-scale', '115');
  await expect.poll(stepSize).toBeCloseTo(larger, 1);
  // The buttons are reachable by keyboard and say what they do.
  await page.getByTestId('text-smaller').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('text-size-value')).toHaveAttribute('data-scale', '85');
  await expect(page.getByTestId('text-smaller')).toHaveAccessibleName(/smaller/i);
  // Never under 24 px, however small the room's size.
  expect(await stepSize()).toBeGreaterThanOrEqual(24);
  // Escape leaves lecture mode at the same step; the button goes back in.
  await page.locator('h1').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lecture-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('header.top')).toBeVisible();
  await expect.poll(() => page.url()).not.toContain('lecture');
  await expect(page.getByTestId('step')).toHaveAttribute('data-x', '4');
  // Outside lecture mode the arrows are no clicker's.
  await page.locator('h1').click();
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('step')).toHaveAttribute('data-x', '4');
});

test('screenshots of the four slides at 1280×720', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const [name, link, ready] of [
    ['grundy', '#/grundy?take=1,3,4&upto=30&x=9&lecture=on', 'step'],
    ['graph', '#/graph?game=exercise&step=4&lecture=on', 'graph'],
    ['sums', '#/sums?rows=7,5,3,1&take=1-2&target=0&step=3&lecture=on', 'sum-steps'],
    ['exercise', '#/exercise?kind=mex&end=normal&take=1,3,4&level=1&seed=3&lecture=on', 'question'],
  ]) {
    await openLink(page, `/index.html${link}`);
    await expect(page.getByTestId(ready)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/lecture-${name}.png` });
  }
});
