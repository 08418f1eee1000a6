// The split explanation beside a take-and-break board (`#/play?…&game=kayles&explain=split`):
// Kayles 3-5 stepped through, its numbers checked against the brute force of break-brute.ts;
// the three languages; and lecture mode at 1280×720, every step fitting the slide with its
// words at 24 px or more.
import { expect, test } from '@playwright/test';
import { ExplainPage } from './pages/explain-page';
import { slideProblems } from './pages/slide';
import { breakValues, winningMoves } from './break-brute';

const LINK = 'rows=3,5&game=kayles&explain=split';

async function setLang(ex: ExplainPage, lang: string) {
  await ex.page.goto('/index.html');
  await ex.page.evaluate((lang) => localStorage.setItem('nimlab.settings', `lang=${lang}`), lang);
}

test('Kayles 3-5: the split, the sum, the mex, the theorem and the winning moves', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open(`${LINK}&step=1`);
  await ex.expectStep(1, 7);
  await expect(ex.panel).toHaveAttribute('data-topic', 'split');
  const g = breakValues('0.77', 5);
  await ex.next.click();
  const cut = page.getByTestId('split-figure');
  await expect(cut).toHaveAttribute('data-row', '2');
  await expect(cut).toHaveAttribute('data-take', '1');
  await expect(cut).toHaveAttribute('data-left', '2');
  await expect(cut).toHaveAttribute('data-right', '2');
  await ex.next.click();
  await expect(ex.answer).toContainText(`γ(2) ⊕ γ(2) = ${g[2]} ⊕ ${g[2]} = ${g[2] ^ g[2]}`);
  await ex.next.click();
  await expect(page.getByTestId('split-option')).toHaveCount(5);
  await expect(ex.answer).toContainText(`γ(5) = ${g[5]}`);
  await ex.next.click();
  await expect(ex.answer).toContainText(`s = ${g[3]} ⊕ ${g[5]} = ${g[3] ^ g[5]}`);
  await ex.next.click();
  await ex.next.click();
  await ex.expectStep(7, 7);
  const moves = page.getByTestId('split-move');
  const shown: string[] = [];
  for (let k = 0; k < (await moves.count()); k++) {
    const m = moves.nth(k);
    shown.push(`${await m.getAttribute('data-row')}/${await m.getAttribute('data-take')}/${await m.getAttribute('data-leaves')}`);
  }
  expect(shown.sort()).toEqual(winningMoves('0.77', [3, 5], false).sort());
  await ex.close.click();
  await expect(ex.panel).toHaveCount(0);
});

for (const [lang, title] of [
  ['de', 'Reihen teilen'],
  ['ja', '列を分ける'],
  ['en', 'Splitting rows'],
] as const) {
  test(`the explanation in ${lang}`, async ({ page }) => {
    const ex = new ExplainPage(page);
    await setLang(ex, lang);
    await ex.open(`${LINK}&step=2`);
    await expect(ex.panel.locator('h2')).toContainText(title);
    await expect(ex.text).not.toBeEmpty();
  });
}

test('lecture mode at 1280×720: every step fits the slide at 24 px words', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const ex = new ExplainPage(page);
  const problems: string[] = [];
  for (const lang of ['en', 'de', 'ja']) {
    await setLang(ex, lang);
    await ex.open(`${LINK}&step=1&lecture=on`);
    await expect(page.locator('.play.lecture')).toBeVisible();
    for (let step = 1; step <= 7; step++) {
      await expect(ex.counter).toHaveAttribute('data-step', String(step));
      problems.push(...(await slideProblems(page)).map((p) => `${lang} step ${step}: ${p}`));
      if ((await ex.reveal.count()) > 0) {
        await page.keyboard.press('ArrowRight');
        await expect(ex.answer).toBeVisible();
        problems.push(...(await slideProblems(page)).map((p) => `${lang} step ${step}, revealed: ${p}`));
      }
      if (step < 7) await page.keyboard.press('ArrowRight');
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
