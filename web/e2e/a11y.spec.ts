// Automated accessibility scan: axe-core (WCAG 2.0 and 2.1, levels A and AA) over each page and
// the states a student opens most — the board with its hints and explanations, the theory pages,
// the contents — in English, German and Japanese and in the dark and high-contrast themes. axe finds what a
// machine can find (names, roles, contrast, structure); the keyboard and screen-reader behaviour
// is checked by hand in readers.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLink } from './pages/navigate';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Lang = 'en' | 'de' | 'ja';
type Theme = 'auto' | 'light' | 'dark' | 'contrast';

// The final state of a page, not a frame of its 0.12 s fades (style.css turns them off for
// reduced motion): a contrast check half-way through a fade would measure a colour never shown.
test.use({ reducedMotion: 'reduce' });

/** Chooses the language and theme in the header, as a person does, and waits until they apply. */
async function choose(page: Page, lang: Lang, theme: Theme) {
  if (lang !== 'en') {
    await page.getByTestId('lang').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  if (theme !== 'auto') {
    await page.getByTestId('theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  }
}

/** Two frames: the re-render after a choice has been painted. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );

/** axe over the whole page; fails with one line per rule and its first targets. */
async function scan(page: Page, state: string) {
  await settle(page);
  await page.evaluate(() => document.fonts.ready);
  // Only the violations in full: the passes would be thousands of nodes to send back.
  // (`options` replaces every option, the tags of `withTags` too: it comes first.) Legacy mode
  // runs axe in the page itself, where the default opens a blank page per scan to merge the
  // results of frames: the app has no frames, and a scan takes half the time.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations;
  await test.info().attach(`axe violations, ${state}.json`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => `      ${n.target.join(' ')}\n        ${n.html.replace(/\s+/g, ' ').slice(0, 200)}`)
        .join('\n');
      const summary = (v.nodes[0]?.failureSummary ?? '').replace(/\n/g, '\n        ');
      return `  ${v.id} [${v.impact}] ${v.help} — ${v.nodes.length} node(s)\n${nodes}\n      first node: ${summary}`;
    })
    .join('\n');
  expect.soft(violations, `axe found ${violations.length} violation(s) on ${state}:\n${report}\n`).toEqual([]);
}

/** A page's state: how to reach it and what shows once it is there. */
interface State {
  name: string;
  url: string;
  ready: (page: Page) => Locator;
  /** After the page and the language/theme: e.g. opening the hints. */
  then?: (page: Page) => Promise<void>;
}

const play: State = {
  name: 'play 3-4-5',
  url: '/index.html#/play?rows=3,4,5',
  ready: (p) => p.getByTestId('row-1'),
};
const menu: State = {
  name: 'play 22-5-13-27 with the explanation menu',
  url: '/index.html#/play?rows=22,5,13,27',
  ready: (p) => p.getByTestId('explain-open-bouton'),
};
const hints: State = {
  name: 'play 3-4-5 with the winning moves shown',
  url: '/index.html#/play?rows=3,4,5',
  ready: (p) => p.getByTestId('row-1'),
  then: async (p) => {
    await p.getByTestId('hint-toggle').click();
    await expect(p.getByTestId('winning-move')).toHaveCount(1);
  },
};
// axe leaves a one-character text to review by hand (it could be an icon), so the binary
// panel's single digits are never judged; a two-digit weight in an odd column is: 17 xor 2 = 19,
// the columns 16, 2 and 1 are odd.
const oddSixteen: State = {
  name: 'play 17-2 (odd column of weight 16)',
  url: '/index.html#/play?rows=17,2',
  ready: (p) => p.getByTestId('row-1'),
};
const explanation: State = {
  name: 'explanation (Bouton, step 5, answer revealed)',
  url: '/index.html#/play?rows=22,5,13,27&explain=bouton&step=5',
  ready: (p) => p.getByTestId('explain-text'),
  then: async (p) => {
    await expect(p.getByTestId('explain-step-counter')).toHaveAttribute('data-step', '5');
    const reveal = p.getByTestId('explain-reveal');
    if (await reveal.isVisible()) await reveal.click();
    await expect(p.getByTestId('explain-answer')).toBeVisible();
  },
};
const lecture: State = {
  name: 'explanation in lecture mode (record, step 3)',
  url: '/index.html#/play?rows=22,5,13,27&explain=record&step=3&lecture=on',
  ready: (p) => p.getByTestId('explain-text'),
};
const grundy: State = {
  name: 'Grundy table {1,2} up to 20',
  url: '/index.html#/grundy?take=1,2&upto=20',
  ready: (p) => p.getByTestId('grundy-20'),
  then: async (p) => {
    await expect(p.getByTestId('grundy-table')).not.toHaveAttribute('aria-busy', 'true');
  },
};
const kaylesGame: State = {
  name: 'a game of Kayles with hints, a row split',
  url: '/index.html#/play?rows=3,6,7&game=kayles&hints=on',
  ready: (p) => p.getByTestId('winning-moves'),
};
const splitExplained: State = {
  name: 'the explanation of a Kayles position',
  url: '/index.html#/play?rows=3,5&game=kayles&explain=split&step=6',
  ready: (p) => p.getByTestId('explain-panel'),
};
const kayles: State = {
  name: 'Grundy table of Kayles up to 200, heap 9 explained',
  url: '/index.html#/grundy?game=kayles&upto=200&x=9',
  ready: (p) => p.getByTestId('period'),
  then: async (p) => {
    await expect(p.getByTestId('grundy-table')).not.toHaveAttribute('aria-busy', 'true');
  },
};
const graph: State = {
  name: 'game graph of a heap of 16, take 2',
  url: '/index.html#/graph?game=position&rows=16&take=2&step=0',
  ready: (p) => p.getByTestId('graph'),
};
const sums: State = {
  name: 'sums of games',
  url: '/index.html#/sums',
  ready: (p) => p.getByTestId('sum-value'),
};
const exercise: State = {
  name: 'exercises',
  url: '/index.html#/exercise',
  ready: (p) => p.getByTestId('question'),
};
const contents: State = {
  name: 'contents',
  url: '/index.html#/contents',
  ready: (p) => p.getByTestId('contents'),
};

/**
 * A run of states in one page: the language and theme are chosen once, in the header of the
 * first state, and stay as the later links change only the hash. Every state is scanned even
 * when an earlier one fails (soft assertions), so one run lists every violation.
 */
interface Journey {
  lang: Lang;
  theme: Theme;
  states: State[];
}

const journeys: Journey[] = [
  { lang: 'en', theme: 'auto', states: [play, hints, menu] },
  { lang: 'en', theme: 'auto', states: [explanation, lecture] },
  { lang: 'en', theme: 'auto', states: [grundy, kayles, graph, oddSixteen] },
  { lang: 'en', theme: 'auto', states: [sums, exercise, contents] },
  { lang: 'en', theme: 'auto', states: [kaylesGame, splitExplained] },
  { lang: 'ja', theme: 'dark', states: [kaylesGame, splitExplained] },
  { lang: 'de', theme: 'auto', states: [hints, explanation, grundy] },
  { lang: 'ja', theme: 'auto', states: [hints, explanation, grundy] },
  { lang: 'en', theme: 'contrast', states: [hints, explanation, grundy] },
  { lang: 'en', theme: 'dark', states: [hints, grundy, kayles] },
];

const variant = (lang: Lang, theme: Theme) => `${lang}${theme === 'auto' ? '' : `, ${theme} theme`}`;

for (const { lang, theme, states } of journeys) {
  test(`axe, ${variant(lang, theme)}: ${states.map((s) => s.name).join('; ')}`, async ({ page }) => {
    for (const [i, state] of states.entries()) {
      await openLink(page, state.url);
      await expect(state.ready(page)).toBeVisible();
      await expect(page.getByTestId('input-error')).toHaveCount(0);
      if (i === 0) await choose(page, lang, theme);
      await state.then?.(page);
      await scan(page, `${state.name} — ${variant(lang, theme)}`);
    }
  });
}

/**
 * The contrast of text axe cannot judge, computed in the page as WCAG defines it: one-character
 * text (axe leaves it to review by hand), so the binary panel's digits and parity letters, and SVG
 * text (axe cannot find what is behind it), so the game graph's (ν, γ) marks below their nodes.
 * The background is the first opaque one among the cell, its column's `<col>` and the ancestors.
 */
async function lowContrast(page: Page, selector: string): Promise<{ checked: number; failures: string[] }> {
  return page.evaluate((selector) => {
    const rgb = (css: string): [number, number, number, number] | null => {
      const m = css.match(/^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/);
      if (m) return [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255, m[4] === undefined ? 1 : Number(m[4])];
      const c = css.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/);
      if (c) return [Number(c[1]), Number(c[2]), Number(c[3]), c[4] === undefined ? 1 : Number(c[4])];
      return null;
    };
    const luminance = ([r, g, b]: number[]) => {
      const f = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const opaque = (el: Element | null) => {
      const c = el ? rgb(getComputedStyle(el).backgroundColor) : null;
      return c && c[3] === 1 ? c : null;
    };
    const background = (el: Element) => {
      const cell = el.closest('td, th') as HTMLTableCellElement | null;
      const col = cell?.closest('table')?.querySelectorAll('col')[cell.cellIndex] ?? null;
      // A graph node's label is drawn on the node's ellipse; its mark below it, on the box.
      if (el instanceof SVGTextElement && el.classList.contains('label')) {
        const fill = rgb(getComputedStyle(el.parentElement!.querySelector('ellipse')!).fill);
        if (fill && fill[3] === 1) return fill;
      }
      for (let e: Element | null = el; e; e = e.parentElement) {
        // Above the cell (checked as e) a table paints its row, then the row's group, then the column.
        if (e === cell?.parentElement) {
          const c = opaque(e) ?? opaque(e.parentElement) ?? opaque(col);
          if (c) return c;
        }
        if (!(e instanceof SVGElement)) {
          const c = opaque(e);
          if (c) return c;
        }
      }
      return [1, 1, 1, 1];
    };
    const failures: string[] = [];
    let checked = 0;
    for (const el of document.querySelectorAll(selector)) {
      const style = getComputedStyle(el);
      const fg = rgb(el instanceof SVGElement ? style.fill : style.color);
      if (!fg || !el.textContent?.trim()) continue;
      checked++;
      const [a, b] = [luminance(fg), luminance(background(el))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const bold = Number(style.fontWeight) >= 700;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (bold && size >= 18.66);
      if (ratio < (large ? 3 : 4.5)) failures.push(`${el.outerHTML.slice(0, 120)}: ${ratio.toFixed(2)}:1`);
    }
    return { checked, failures };
  }, selector);
}

for (const theme of ['light', 'dark', 'contrast'] as Theme[]) {
  test(`contrast axe cannot judge, ${theme} theme: the binary panel's digits and the graph's marks`, async ({ page }) => {
    // 17 and 2: the columns 16, 2 and 1 are odd, 8 and 4 even.
    await openLink(page, '/index.html#/play?rows=17,2');
    await expect(page.getByTestId('col-1')).toBeVisible();
    await choose(page, 'en', theme);
    await settle(page);
    const panel = '.binary-panel :is(td, th, abbr)';
    expect(await page.locator('.binary-panel .odd').count()).toBeGreaterThan(0);
    const digits = await lowContrast(page, panel);
    expect(digits.checked).toBeGreaterThan(20);
    expect(digits.failures).toEqual([]);
    // Nim 1-2 at the end of backward induction: every node has its (ν, γ) mark, wins and losses.
    await openLink(page, '/index.html#/graph?game=position&rows=1,2&take=any&step=0');
    await page.getByTestId('induction-last').click();
    await expect(page.locator('svg.graph .win .mark').first()).toBeVisible();
    await expect(page.locator('svg.graph .loss .mark').first()).toBeVisible();
    await settle(page);
    const marks = await lowContrast(page, 'svg.graph text');
    expect(marks.checked).toBeGreaterThanOrEqual(2 * (await page.locator('svg.graph .node').count()));
    expect(marks.failures).toEqual([]);
  });
}
