#!/usr/bin/env node
// A smoke run of the release build in Firefox, as a person would use it: the README says
// nimlab runs in Firefox, and this keeps it true. The Playwright suite (web/e2e/) drives
// Chromium; here Debian's firefox-esr is driven over WebDriver BiDi by puppeteer-core (no
// browser download: the system Firefox, never `npx puppeteer browsers install`).
//
//   node --test-reporter=spec web/firefox/smoke.mjs [dist] [--screenshot=PATH]
//
// dist: an already built dist/ (default: $NIMLAB_DIST, else ../../dist next to this file). It
// is served by web/serve.mjs on 127.0.0.1 on a free port. Firefox: $NIMLAB_FIREFOX, else
// /usr/bin/firefox-esr. --screenshot=PATH keeps a PNG of the play page (test 1).
// Exits non-zero when a check fails; node:test's closing lines say how many passed and failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? process.env.NIMLAB_DIST ?? path.join(here, '..', '..', 'dist'));
const firefox = process.env.NIMLAB_FIREFOX || '/usr/bin/firefox-esr';
const screenshot = option('screenshot');
/** How long a single wait may take: generous, the machine may be busy. */
const WAIT = 20_000;

function fail(message) {
  console.error(`firefox smoke: ${message}`);
  process.exit(2);
}
if (!existsSync(path.join(dist, 'index.html')) || !statSync(dist).isDirectory()) {
  fail(`no built app in ${dist} (no index.html): build it first (cargo xtask build), or pass the dist/ folder`);
}
if (!existsSync(firefox)) {
  fail(`no Firefox at ${firefox}: apt-get install firefox-esr (Debian), or point NIMLAB_FIREFOX at one`);
}

/** web/serve.mjs on port 0 (the system picks a free one); resolves to its base URL. */
function serve() {
  const server = spawn(process.execPath, [path.join(here, '..', 'serve.mjs'), dist, '0'], {
    env: { ...process.env, SERVE_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve.mjs did not start within 10 s: ${output}`)), 10_000);
    const read = (chunk) => {
      output += chunk;
      const m = output.match(/on (http:\/\/127\.0\.0\.1:\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    server.stdout.setEncoding('utf8').on('data', read);
    server.stderr.setEncoding('utf8').on('data', read);
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve.mjs exited (${code}): ${output}`));
    });
  });
  return { server, base };
}

let server;
let base;
let browser;

/**
 * A fresh page in a fresh browser context (its own storage, so the language chosen in one test
 * is not the next one's), with every page error and console error collected.
 */
async function open(route) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  await page.setViewport({ width: 1280, height: 900 });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message ?? err}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  await page.goto(`${base}/index.html${route}`, { waitUntil: 'load' });
  return { context, page, problems };
}

/** Runs `body` on a fresh page at `route`; then no page or console error, no fatal-error panel. */
async function onPage(route, body) {
  const { context, page, problems } = await open(route);
  try {
    await body(page);
    if (await page.$('[data-testid="fatal-error"]')) {
      throw new Error(`the app shows its fatal error: ${await text(page, '[data-testid="fatal-error"]')}`);
    }
    if (problems.length) throw new Error(`errors in the page:\n  ${problems.join('\n  ')}`);
  } finally {
    await context.close();
  }
}

const id = (testId) => `[data-testid="${testId}"]`;

async function visible(page, selector, what = selector) {
  try {
    return await page.waitForSelector(selector, { visible: true, timeout: WAIT });
  } catch {
    throw new Error(`${what} did not show within ${WAIT / 1000} s`);
  }
}

async function text(page, selector) {
  return page.$eval(selector, (e) => e.textContent.trim().replace(/\s+/g, ' '));
}

/**
 * Waits until `read(page)` (run in Node) satisfies `ok`; the failure names what was wanted and
 * what the page showed last.
 */
async function until(page, what, read, ok) {
  const deadline = Date.now() + WAIT;
  let last;
  for (;;) {
    try {
      last = await read(page);
      if (ok(last)) return last;
    } catch (err) {
      last = `(${err.message})`;
    }
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)} after ${WAIT / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const attr = (page, selector, name) => page.$eval(selector, (e, n) => e.getAttribute(n), name);
const untilAttr = (page, selector, name, want) =>
  until(page, `${selector} ${name} should be ${JSON.stringify(want)}`, (p) => attr(p, selector, name), (v) => v === want);
const untilText = (page, selector, ok, what) =>
  until(page, `${selector} ${what}`, (p) => text(p, selector), ok);

/** The paths of the files the page has fetched (Resource Timing, the browser's own record). */
const fetched = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
const FULL_WASM = /nimlab-full_bg\.wasm$/;

describe(`nimlab in Firefox (${path.basename(firefox)})`, () => {
  before(async () => {
    ({ server, base } = serve());
    base = await base;
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefox,
      headless: true,
      // The page's language is English unless a test chooses another; no updates, no telemetry.
      extraPrefsFirefox: {
        'intl.accept_languages': 'en-US, en',
        'intl.locale.requested': 'en-US',
        'app.update.enabled': false,
        'datareporting.policy.dataSubmissionEnabled': false,
      },
    });
    console.log(`# ${await browser.version()} on ${base}/ serving ${dist}`);
  });

  after(async () => {
    await browser?.close();
    server?.kill();
  });

  const PLAY = '#/play?rows=3,4,5&end=normal&take=any';

  test('the play page loads without errors and shows the board and the nim-sum', () =>
    onPage(PLAY, async (page) => {
      await visible(page, id('row-1'), 'the board (row-1)');
      for (const [i, n] of [3, 4, 5].entries()) {
        await untilAttr(page, id(`row-${i + 1}`), 'data-count', String(n));
        for (let j = 1; j <= n; j++) await visible(page, id(`stick-${i + 1}-${j}`));
      }
      // 3 xor 4 xor 5 = 2: the 2s column is the odd one.
      await untilAttr(page, id('nim-sum'), 'data-value', '2');
      await visible(page, id('binary-panel'), 'the binary panel');
      const sum = await text(page, `${id('binary-panel')} tr.sum th`);
      if (sum !== 'nim-sum = 2') throw new Error(`the binary panel's sum row says ${JSON.stringify(sum)}, not "nim-sum = 2"`);
      const parities = await page.$$eval(`${id('binary-panel')} [data-testid^="col-"]`, (cells) =>
        cells.map((c) => `${c.dataset.testid}:${c.dataset.ones}:${c.dataset.parity}`).sort(),
      );
      const want = ['col-0:2:even', 'col-1:1:odd', 'col-2:2:even'];
      if (parities.join() !== want.join()) throw new Error(`binary panel columns ${parities}, want ${want}`);
      await untilAttr(page, id('outcome'), 'data-outcome', 'N');
      const title = await page.title();
      if (!/nimlab/.test(title)) throw new Error(`the title is ${JSON.stringify(title)}`);
      if (screenshot) {
        mkdirSync(path.dirname(path.resolve(screenshot)), { recursive: true });
        // The whole page in the viewport: Firefox does not paint what `content-visibility: auto`
        // skips below the fold (the game record), so a full-page shot would show it blank.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewport({ width: 1280, height });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await page.screenshot({ path: screenshot });
        console.log(`# screenshot of the play page: ${path.resolve(screenshot)}`);
      }
    }));

  test('a click on a stick takes it and the notice says so', () =>
    onPage(PLAY, async (page) => {
      await visible(page, id('stick-2-3'));
      await untilAttr(page, id('to-move'), 'data-player', '1');
      // Stick 3 of row 2 (of 4): takes it and the one right of it.
      await page.click(id('stick-2-3'));
      await untilAttr(page, id('row-2'), 'data-count', '2');
      await untilText(page, id('notice'), (t) => t === 'Player 1 took 2 from row 2.', 'should say "Player 1 took 2 from row 2."');
      await untilAttr(page, id('to-move'), 'data-player', '2');
      // 3 xor 2 xor 5 = 4.
      await untilAttr(page, id('nim-sum'), 'data-value', '4');
      if (await page.$(id('stick-2-3'))) throw new Error('stick 2-3 is still on the board');
    }));

  // The full module is fetched once: ahead, while the page is idle, or at the click if the
  // click comes first (play/loader.rs); either way the explanation opens on its first step.
  test('opening an explanation loads the full module once and shows its first step', () =>
    onPage(PLAY, async (page) => {
      const open = await visible(page, id('explain-open-nimsum'), 'the explanation menu (explain-open-nimsum)');
      await open.click();
      await visible(page, id('explain-panel'), 'the explanation panel');
      await untilAttr(page, id('explain-step-counter'), 'data-step', '1');
      // Eight steps of the criterion and one of the lab's worked examples after the verdict.
      await untilAttr(page, id('explain-step-counter'), 'data-steps', '9');
      await untilText(
        page,
        id('explain-text'),
        (t) => t === "Write each row's count in binary: one column per power of two, here from 4 down to 1.",
        'should be the first step of the nim-sum criterion',
      );
      const full = (await fetched(page)).filter((p) => FULL_WASM.test(p));
      if (full.length !== 1) throw new Error(`the full module was fetched ${full.length} times, want once`);
      // The game is still the one on screen.
      await untilAttr(page, id('row-3'), 'data-count', '5');
    }));

  test('a theory page renders its Grundy table', () =>
    onPage('#/grundy?take=1,2&upto=20', async (page) => {
      await visible(page, id('grundy-20'), 'the Grundy table (grundy-20)');
      const values = await page.$$eval('[data-testid^="grundy-"]', (cells) =>
        cells.filter((c) => /^grundy-\d+$/.test(c.dataset.testid)).map((c) => [Number(c.dataset.testid.slice(7)), c.dataset.value]),
      );
      // take 1 or 2: γ(n) = n mod 3, for n = 0 … 20.
      const want = [...Array(21).keys()].map((n) => [n, String(n % 3)]);
      const got = values.sort((a, b) => a[0] - b[0]);
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        throw new Error(`Grundy values ${JSON.stringify(got)}, want n mod 3 for 0…20`);
      }
      await untilAttr(page, id('period'), 'data-period', '3');
      await untilAttr(page, id('period'), 'data-preperiod', '0');
      await untilText(page, 'main h1', (t) => t.length > 0, 'should have a heading');
    }));

  test('choosing Deutsch changes the texts', () =>
    onPage(PLAY, async (page) => {
      await visible(page, id('nim-sum'));
      await untilAttr(page, 'html', 'lang', 'en');
      const nav = (p) => p.$$eval('header nav a', (links) => links.map((a) => a.textContent.trim()));
      const before = { nav: await nav(page), sum: await text(page, id('nim-sum')), title: await page.title() };
      if (before.nav[0] !== 'Play') throw new Error(`the header starts in ${JSON.stringify(before.nav)}, not English`);
      // As a person does: the option named "Deutsch" in the language switch.
      const value = await page.$eval(id('lang'), (select) => [...select.options].find((o) => o.textContent.trim() === 'Deutsch')?.value);
      if (!value) throw new Error('the language switch has no "Deutsch"');
      await page.select(id('lang'), value);
      await untilAttr(page, 'html', 'lang', 'de');
      await untilText(page, id('nim-sum'), (t) => t.startsWith('Nim-Summe = 2'), 'should read "Nim-Summe = 2 …"');
      const after = await until(page, 'the header links should change', nav, (n) => n[0] === 'Spielen');
      const same = after.filter((t, i) => t === before.nav[i]);
      if (same.length) throw new Error(`header links still in English: ${same}`);
      await untilText(page, `${id('binary-panel')} h2`, (t) => t !== 'Rows in binary', 'should be translated');
      const title = await page.title();
      if (title === before.title) throw new Error(`the title stayed ${JSON.stringify(title)}`);
      // The game is untouched by the switch.
      await untilAttr(page, id('row-2'), 'data-count', '4');
    }));
});
