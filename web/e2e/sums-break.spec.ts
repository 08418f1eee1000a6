// Take-and-break rows on the sums page and take-and-break rounds of exercises. Every number is
// checked against values computed here by brute force (the mex over every way a move may cut a
// row, as in octal.spec.ts), never against the app's own numbers.
import { expect, test, type Page } from '@playwright/test';
import { openLink } from './pages/navigate';
import { ExercisePage, SumsPage } from './pages/theory-pages';

/** A row's rule as this file computes it: "1-K", "kayles", "dawson" or an octal code. */
type Rule = string;

const CODES: Record<string, string> = { kayles: '0.77', dawson: '0.07' };

/** Every (take, a, b) a row of n may become under `rule` (a ≤ b; 0 for no row), by trying
 *  each run of sticks as a player would. */
function options(rule: Rule, n: number): Array<[number, number, number]> {
  const out = new Map<string, [number, number, number]>();
  const upTo = /^1-(\d+)$/.exec(rule);
  if (upTo) {
    for (let k = 1; k <= Math.min(n, Number(upTo[1])); k++) out.set(`${k}`, [k, 0, n - k]);
    return [...out.values()];
  }
  const digits = (CODES[rule] ?? rule).split('.')[1].split('').map(Number);
  digits.forEach((d, i) => {
    const k = i + 1;
    for (let a = 0; a + k <= n; a++) {
      const b = n - k - a;
      const parts = (a > 0 ? 1 : 0) + (b > 0 ? 1 : 0);
      if (d & [1, 2, 4][parts]) out.set(`${k},${Math.min(a, b)}`, [k, Math.min(a, b), Math.max(a, b)]);
    }
  });
  return [...out.values()];
}

/** γ(0..=upto) under `rule`, by the mex recursion. */
function values(rule: Rule, upto: number): number[] {
  const g: number[] = [];
  for (let n = 0; n <= upto; n++) {
    const seen = new Set(options(rule, n).map(([, a, b]) => g[a] ^ g[b]));
    let mex = 0;
    while (seen.has(mex)) mex++;
    g.push(mex);
  }
  return g;
}

const gamma = (rule: Rule, n: number) => values(rule, n)[n];

test('sums: a Kayles and a Dawson row typed in; values, z and every move to t by brute force', async ({ page }) => {
  const sums = new SumsPage(page);
  await sums.open();
  // A malformed code is refused with what is wrong with it.
  await page.getByTestId('sum-rows').fill('7, 10, 9');
  await page.getByTestId('sum-take').fill('1-2; kayles; 0.8');
  await page.getByTestId('sum-apply').click();
  await expect(page.getByTestId('sum-entry-error')).toContainText('“0.8”: “8” (character 3) is no octal digit 0–7');
  await page.getByTestId('sum-take').fill('1-2; Kayles; dawson');
  await page.getByTestId('sum-apply').click();
  await expect(page.getByTestId('sum-entry-error')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/sums\?rows=7,10,9&take=1-2;kayles;dawson&target=0&step=1$/);

  const rows = [7, 10, 9];
  const rules = ['1-2', 'kayles', 'dawson'];
  const g = rows.map((n, i) => gamma(rules[i], n));
  const value = g.reduce((x, y) => x ^ y, 0);
  for (let i = 0; i < rows.length; i++) {
    await expect(page.getByTestId(`sum-row-${i + 1}`)).toHaveAttribute('data-grundy', String(g[i]));
  }
  await expect(page.getByTestId('sum-row-2')).toContainText('Kayles (0.77)');
  await expect(page.getByTestId('sum-value')).toHaveAttribute('data-value', String(value));
  expect(value).toBeGreaterThan(0);

  for (let t = 0; t < value; t++) {
    await page.getByTestId('sum-target').selectOption(String(t));
    const z = value ^ t;
    await expect(page.getByTestId('sum-construction')).toHaveAttribute('data-z', String(z));
    while ((await page.getByTestId('sum-step').getAttribute('data-step')) !== '6') await page.getByTestId('sum-next').click();
    // Every move of every row whose rows left make the sum worth t, and no other.
    const want: string[] = [];
    rows.forEach((n, i) => {
      const table = values(rules[i], n);
      for (const [take, a, b] of options(rules[i], n)) {
        if ((table[a] ^ table[b]) !== (g[i] ^ z)) continue;
        const leaves = rules[i].startsWith('1-') ? '' : [a, b].filter((m) => m > 0).join(',');
        want.push(`${i + 1}:${take}:${leaves}`);
      }
    });
    const items = page.getByTestId('target-move');
    await expect(items).toHaveCount(want.length);
    const got: string[] = [];
    for (let k = 0; k < want.length; k++) {
      const m = items.nth(k);
      got.push(`${await m.getAttribute('data-row')}:${await m.getAttribute('data-take')}:${(await m.getAttribute('data-leaves')) ?? ''}`);
    }
    expect(got.sort(), `t = ${t}`).toEqual(want.sort());
  }
  // The steps say what a split is worth: γ(a) ⊕ γ(b) = the value the row needs.
  await expect(page.getByTestId('sum-steps')).toContainText('⊕ γ(');
  await expect(sums.page.getByTestId('sum-steps')).toContainText(/leaving \d+ \+ \d+: γ\(\d+\) ⊕ γ\(\d+\) = \d+ ⊕ \d+ = \d+/);
});

test('sums: a link with a malformed code names it and opens the default sum', async ({ page }) => {
  await openLink(page, '/index.html#/sums?rows=7,10&take=1-2;1.7');
  await expect(page.getByTestId('input-error')).toContainText('“1.7”: the digit before the point is 1');
  await expect(page.getByTestId('sum-row-1')).toHaveAttribute('data-count', '7');
  await expect(page.getByTestId('sum-row-4')).toHaveAttribute('data-count', '1');
});

/** Answers the question on screen: rightly unless `wrong`. */
async function answer(page: Page, ex: ExercisePage, kind: 'pn' | 'mex', wrong: boolean) {
  if (kind === 'pn') {
    const rows = (await ex.attr('data-rows')).split(',').map(Number);
    const nimSum = rows.reduce((x, n) => x ^ gamma('kayles', n), 0);
    const right = nimSum === 0 ? 'P' : 'N';
    await page.getByTestId(`answer-${wrong ? (right === 'P' ? 'N' : 'P') : right}`).click();
  } else {
    const x = Number(await ex.attr('data-x'));
    const table = values('kayles', x);
    expect((await ex.attr('data-known')).split(',').map(Number)).toEqual(table.slice(0, x));
    await page.locator('[data-testid="question"] input').fill(String(table[x] + (wrong ? 1 : 0)));
    await page.locator('[data-testid="question"] input').press('Enter');
  }
}

for (const kind of ['pn', 'mex'] as const) {
  test(`exercises on Kayles (${kind}): answers checked against the brute force, a wrong one explained`, async ({ page }) => {
    const ex = new ExercisePage(page);
    await ex.open(`kind=${kind}&end=normal&game=kayles&level=2&seed=7`);
    await expect(ex.question()).toHaveAttribute('data-game', '0.77');
    await expect(ex.question()).toContainText('Kayles (0.77): a move may split a row in two');
    const total = (await ex.score()).total;
    for (let q = 1; q <= total; q++) {
      await expect(ex.question()).toHaveAttribute('data-index', String(q));
      await answer(page, ex, kind, q === 2);
      await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', String(q !== 2));
      if (q === 2) {
        await page.getByTestId('explain-all').click();
        const why = page.getByTestId('explanation');
        if (kind === 'mex') {
          await expect(why).toContainText(/take 1, leaving \d+ \+ \d+: γ\(\d+\) ⊕ γ\(\d+\) = \d+ ⊕ \d+ = \d+/);
          await expect(why).toContainText('mex{');
        } else {
          await expect(why).toContainText('Each row\'s Grundy value in Kayles (0.77)');
        }
      }
      if (q < total) await page.getByTestId('next-question').click();
    }
    expect(await ex.score()).toEqual({ correct: total - 1, answered: total, total });
    await expect(page).toHaveURL(new RegExp(`#/exercise\\?kind=${kind}&end=normal&game=kayles&level=2&seed=7$`));
  });
}

test('exercises on Kayles in German and Japanese; a kind a game does not offer is refused', async ({ page }) => {
  const ex = new ExercisePage(page);
  await ex.open('kind=mex&end=normal&game=kayles&level=1&seed=2');
  await page.getByTestId('lang').selectOption('de');
  await expect(ex.question()).toContainText('Kayles (0.77): ein Zug kann eine Reihe in zwei teilen');
  await answer(page, ex, 'mex', true);
  await page.getByTestId('explain-all').click();
  await expect(page.getByTestId('explanation')).toContainText(/nehmen, \d+ \+ \d+ bleiben: γ\(\d+\) ⊕ γ\(\d+\)/);
  await page.getByTestId('lang').selectOption('ja');
  await expect(ex.question()).toContainText('ケイレス (0.77)：1手で山が2つに分かれることがある');
  // "Find all winning moves" is no round on a take-and-break game: the page says why.
  await page.getByTestId('lang').selectOption('en');
  await page.getByTestId('ex-kind').selectOption('win');
  await expect(page.getByTestId('ex-refused')).toContainText('is not offered for take-and-break games');
  await expect(ex.question()).toHaveCount(0);
  // A typed move restriction brings the ordinary round back.
  await page.getByTestId('ex-take').fill('1-2');
  await page.getByTestId('ex-start').click();
  await expect(ex.question()).toHaveAttribute('data-kind', 'win');
  await expect(page).toHaveURL(/#\/exercise\?kind=win&end=normal&take=1-2&level=1&seed=2$/);
});

test.describe('lecture mode at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a sum with a Kayles row: each step and the rows on one slide', async ({ page }) => {
    await openLink(page, '/index.html#/sums?rows=7,10,9&take=1-2;kayles;dawson&target=0&step=1&lecture=on');
    const total = Number(await page.getByTestId('sum-step').getAttribute('data-total'));
    for (let k = 1; k <= total; k++) {
      await expect(page.getByTestId('sum-step')).toHaveAttribute('data-step', String(k));
      const slide = await page.evaluate((k) => {
        const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
        const inside = (r: DOMRect) => r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
        const step = document.querySelector(`[data-testid="sum-step-${k}"]`)!;
        const sels = [`[data-testid="sum-step-${k}"]`, '[data-testid="sum-value"]', ...[1, 2, 3].map((i) => `[data-testid="sum-row-${i}"]`)];
        return {
          size: parseFloat(getComputedStyle(step).fontSize),
          outside: sels.filter((s) => !inside(box(s))),
          scroll: document.scrollingElement!.scrollHeight <= innerHeight + 1,
        };
      }, k);
      expect(slide.size, `step ${k}`).toBeGreaterThanOrEqual(24);
      expect(slide.outside, `step ${k}`).toEqual([]);
      expect(slide.scroll, `step ${k}: page scroll`).toBe(true);
      if (k < total) await page.keyboard.press(' ');
    }
    await page.screenshot({ path: 'e2e/screenshots/sums-kayles-lecture.png' });
  });
});
