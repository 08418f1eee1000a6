// The page loads under its Content-Security-Policy, no request leaves 127.0.0.1, and hostile
// links get the contract's message and a working default game, with nothing rendered as HTML.
import { expect, test, type Page } from '@playwright/test';
import { PlayPage } from './pages/play-page';

function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:') problems.push(`request to ${r.url()}`);
  });
  return problems;
}

test('the app loads under its Content-Security-Policy and stays on 127.0.0.1', async ({ page }) => {
  const problems = watch(page);
  await page.addInitScript(() => {
    (window as any).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as any).__violations.push(e.violatedDirective));
  });
  const play = new PlayPage(page);
  await play.open('rows=3,4,5');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await play.take(1, 2);
  await page.goto('/index.html#/grundy?take=1,2&upto=20');
  await expect(page.getByTestId('grundy-20')).toHaveAttribute('data-value', '2');
  expect(await page.evaluate(() => (window as any).__violations)).toEqual([]);
  expect(problems).toEqual([]);
});

const hostile: Array<[string, string]> = [
  ['rows=99999999999999999999999', 'rows'],
  ['rows=-5,3', 'rows'],
  [`rows=${Array(10000).fill('1').join(',')}`, 'rows'],
  ['rows=%EF%BC%93,%D9%A3', 'rows'],
  ['rows=<script>alert(1)</script>', 'rows'],
  ['rows=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'rows'],
  ['rows=1,2&rows=3', 'rows'],
  ['rows=', 'rows'],
  ['end=', 'end'],
  ['take=', 'take'],
  ['take=0', 'take'],
  ['take=1-0', 'take'],
  ['take=1,a', 'take'],
  ['end=sudden-death', 'end'],
  ['vs=robot', 'vs'],
  ['hints=maybe', 'hints'],
  [`rows=1&x=${'y'.repeat(100000)}&end=%`, 'end'],
  // Take-and-break links (the first module hands them to the full one, which names the problem).
  ['rows=3&game=<script>alert(1)</script>', 'game'],
  [`rows=3&game=0.${'7'.repeat(200)}`, 'game'],
  ['rows=3&game=kayles&take=1-2', 'take'],
  ['rows=1000001&game=grundy', 'rows'],
  ['rows=3&game=kayles&explain=split&step=0', 'step'],
  [`game=kayles&rows=${Array(101).fill('1').join(',')}`, 'rows'],
];

for (const [query, param] of hostile) {
  test(`hostile link: ${query.slice(0, 60)}`, async ({ page }) => {
    const problems = watch(page);
    const play = new PlayPage(page);
    await play.open(query);
    const error = page.getByTestId('input-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText(param);
    // Text stays text: no element was created from the link.
    expect(await error.locator('img, script').count()).toBe(0);
    expect(await play.rows()).toEqual([22, 5, 13, 27]);
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'N');
    await play.take(1, 3);
    expect(await play.rows()).toEqual([19, 5, 13, 27]);
    expect(problems).toEqual([]);
  });
}

// A parameter the page does not have (a misspelt name, or one a newer version added) is named
// in a note, and the rest of the link opens as written: never a silently different game.
test('a parameter the page does not have is named, and the rest of the link opens', async ({ page }) => {
  const problems = watch(page);
  const play = new PlayPage(page);
  await play.open('rows=3,4,5&end=misere&colour=red&%3Cb%3Ebold%3C%2Fb%3E=1');
  const note = page.getByTestId('link-ignored');
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute('role', 'status');
  await expect(note).toContainText('Parameter “colour”');
  await expect(note).toContainText('Parameter “<b>bold</b>”');
  expect(await note.locator('b').count()).toBe(0);
  await expect(page.getByTestId('input-error')).toHaveCount(0);
  expect(await play.rows()).toEqual([3, 4, 5]);
  await play.take(1, 3);
  expect(await play.rows()).toEqual([0, 4, 5]);
  // The address follows the game: the rules as written, the ignored parameters gone.
  await expect(page).toHaveURL(/#\/play\?rows=0,4,5&end=misere&take=any/);
  expect(page.url()).not.toContain('colour');

  // A misspelt `rows`: the default game, with the misspelt name in the note.
  await play.open('row=3,4,5');
  await expect(page.getByTestId('link-ignored')).toContainText('Parameter “row”');
  await expect(page.getByTestId('link-ignored')).not.toContainText('colour');
  expect(await play.rows()).toEqual([22, 5, 13, 27]);

  // A level without a game against the computer: named, and the game of two people opens.
  await play.open('rows=3,4,5&level=good');
  await expect(page.getByTestId('link-ignored')).toContainText('Parameter “level”');
  await expect(page.getByTestId('link-ignored')).toContainText('vs=computer');
  expect(await play.rows()).toEqual([3, 4, 5]);
  await expect(page.getByTestId('level')).toHaveCount(0);

  // A step and lecture mode without an explanation: named, and the game opens.
  await play.open('rows=3,4,5&step=2&lecture=on');
  await expect(page.getByTestId('link-ignored')).toContainText(
    'Parameter “step”: it belongs to an explanation (explain=…), so it is ignored',
  );
  await expect(page.getByTestId('link-ignored')).toContainText('Parameter “lecture”');
  expect(await play.rows()).toEqual([3, 4, 5]);
  // The explanations' menu, no explanation open.
  await expect(page.getByTestId('explain-panel')).toHaveAttribute('data-step', '0');

  // The theory pages too.
  await page.goto('/index.html#/grundy?take=1,2&upto=20&to=5');
  await expect(page.getByTestId('grundy-20')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('link-ignored')).toContainText('Parameter “to”');
  expect(problems).toEqual([]);
});
