#!/usr/bin/env node
// The browser figures of `cargo xtask budgets`: load, layout shift, offline use,
// responsiveness of clicks, input delay during long computations, and requests off the page,
// measured in headless Chromium against the release build in dist/ (served on 127.0.0.1).
//
//   node web/budgets/run.mjs [--first-load=BROTLI_BYTES/BUDGET_BYTES] [--on-demand=BROTLI_BYTES] [--out=FILE] [--quick]
//                            [--only=load,offline,explain,stick,cell,solve,table]
//
// Prints a line per figure as it is taken, then all of them as a Markdown table (also written
// to FILE), with the first load's size from the xtask's size report as the first row. Exits 1
// when a budget is missed, 2 when a measurement could not be taken. --quick takes few samples:
// it checks that the measurements still work, and judges no budget.
// Chromium: $NIMLAB_CHROMIUM, default /usr/bin/chromium. Build dist/ first (cargo xtask build).
//
// How each figure is taken is written beside its code below and in README.md; how the clicks are
// judged, as a ratio to hand-written JavaScript measured in the same run, in docs/budgets.md.

import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { args, executablePath } from '../chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '..');
const dist = path.resolve(web, '..', 'dist');

let out = null;
let quick = false;
let firstLoad = null;
let onDemand = null;
/** With --only=a,b: just these groups of figures (load, offline, explain, stick, cell, solve, table). */
let only = null;
for (const arg of process.argv.slice(2)) {
  const size = /^--first-load=(\d+)\/(\d+)$/.exec(arg);
  if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
  else if (arg === '--quick') quick = true;
  else if (size) firstLoad = { bytes: Number(size[1]), budget: Number(size[2]) };
  else if (arg.startsWith('--only=')) only = new Set(arg.slice('--only='.length).split(','));
  else if (/^--on-demand=\d+$/.test(arg)) onDemand = Number(arg.slice('--on-demand='.length));
  else {
    console.error(
      `run.mjs: unknown argument ${JSON.stringify(arg)}\n` +
        'usage: node web/budgets/run.mjs [--first-load=BROTLI_BYTES/BUDGET_BYTES] [--on-demand=BROTLI_BYTES] [--out=FILE] [--quick] [--only=GROUPS]',
    );
    process.exit(2);
  }
}

/** Fresh loads of the app and of the blank page. */
const LOADS = quick ? 2 : 10;
/** Measured clicks per scenario and CPU rate. */
const CLICKS = quick ? 5 : 50;
const WARMUP_CLICKS = 3;
/** CDP CPU throttling rates: unthrottled, and a slow phone's 4×. */
const RATES = [1, 4];

const BUDGET = {
  loadRatio: 8,
  layoutShift: 0,
  // A click's work and next frame, median and p95, each at most this many times the same
  // clicks' handled by hand-written JavaScript on the same page in the same run: the page's
  // own style, layout and paint, and the machine's speed, are in both and cancel out.
  byHand: 1.5,
  inputDelay: 50,
  // A stick click changes its own row; a cell click the marks of the cell explained and of
  // the heaps its moves lead to, before and after: 2 × (1 + 3) for the moves {2, 4, 7}.
  rowsChanged: 1,
  cellsChanged: 8,
  // The first explanation opened on the play page, once the page has loaded and been idle:
  // from the click to its step on screen, and the longest task meanwhile.
  firstExplanation: 100,
  firstExplanationTask: 50,
};

// ---------------------------------------------------------------- servers

/** Starts web/serve.mjs on a free port of 127.0.0.1; resolves to its origin. */
function serve(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(web, 'serve.mjs'), dir, '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SERVE_QUIET: '1' },
    });
    servers.push(child);
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const m = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(text);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs ${dir} exited with ${code}`)));
  });
}
const servers = [];
const stopServers = () => servers.forEach((s) => s.kill());
process.on('exit', stopServers);

// ---------------------------------------------------------------- page instruments

/** Installed before any script of every page: load marks, layout shifts, CSP violations,
 * long tasks, and the delay of every pointerdown. */
function instrument() {
  const nl = (window.__nl = { ready: null, shift: 0, csp: [], delays: [], longtasks: [] });
  const marker = new MutationObserver(() => {
    if (document.querySelector('[data-testid="stick-1-1"]')) {
      nl.ready = performance.now();
      marker.disconnect();
    }
  });
  marker.observe(document, { childList: true, subtree: true });
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks: its figure stays at zero.
    }
  };
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) nl.shift += e.value;
  });
  observe('longtask', (e) => nl.longtasks.push({ start: e.startTime, duration: e.duration }));
  document.addEventListener('securitypolicyviolation', (e) => nl.csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  // How long input waited for the main thread: from the event's creation to its handler.
  window.addEventListener('pointerdown', (e) => nl.delays.push(performance.now() - e.timeStamp), true);

  /** Measures the next click: `work` from its pointerup until the DOM has changed and been
   * laid out (a MutationObserver that forces layout), `frame` until the next painted frame
   * (a message posted from requestAnimationFrame runs after that frame's paint), and how many
   * `unit`s inside `root` changed. */
  nl.interaction = (rootSelector, unitSelector) =>
    new Promise((resolve) => {
      const root = document.querySelector(rootSelector);
      const changed = new Set();
      let t0 = null;
      let done = null;
      let waiting = false;
      window.addEventListener('pointerup', (e) => (t0 = e.timeStamp), { capture: true, once: true });
      const give = (result) => {
        observer.disconnect();
        clearTimeout(timeout);
        resolve(result);
      };
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          const node = r.target.nodeType === 1 ? r.target : r.target.parentElement;
          const unit = node && node.closest(unitSelector);
          if (unit && root && root.contains(unit)) changed.add(unit);
        }
        void document.body.offsetHeight; // forces style and layout
        done = performance.now();
        if (waiting) return;
        waiting = true;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const painted = performance.now();
            give({ work: done - t0, frame: painted - t0, changed: changed.size });
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const timeout = setTimeout(() => give({ error: 'the click changed nothing within 5 s' }), 5000);
    });

  /** The median interval between painted frames, over `n` frames. */
  nl.frameInterval = (n) =>
    new Promise((resolve) => {
      const times = [];
      const tick = (t) => {
        times.push(t);
        if (times.length > n) {
          const gaps = times.slice(1).map((x, i) => x - times[i]).sort((a, b) => a - b);
          resolve(gaps[Math.floor(gaps.length / 2)]);
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
}

// ---------------------------------------------------------------- helpers

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** The nearest-rank percentile. */
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** How a figure names the CPU rate it was taken at. */
const atRate = (rate) => (rate === 1 ? 'unthrottled' : `${rate}× CPU slowdown`);

const figures = [];

/** A figure's value as printed: counts as they are, fractions to three places, times to one. */
function shown(f) {
  if (typeof f.value !== 'number') return f.value;
  if (f.unit === '' && Number.isInteger(f.value)) return String(f.value);
  return f.value.toFixed(f.unit === '' ? 3 : 1);
}

/** The figures as a Markdown table, with the machine and browser they were taken on. */
function markdown(rows) {
  const lines = [
    '| figure | measured | ÷ by hand | budget | | how |',
    '|---|---|---|---|---|---|',
    ...rows.map((f) => `| ${f.figure} | ${shown(f)}${f.unit ? ' ' + f.unit : ''} | ${f.ratio} | ${f.budget} | ${f.ok ? 'ok' : '**MISSED**'} | ${f.note.replaceAll('|', '\\|')} |`),
  ];
  return lines.join('\n') + '\n';
}
/** A figure and its budget; `ratio`, for a click, is the figure ÷ the same clicks by hand. */
function figure(name, value, unit, budget, ok, note = '', ratio = '') {
  figures.push({ figure: name, value, unit, budget, ok, note, ratio });
  const by = ratio ? `, ${ratio} by hand` : '';
  console.log(`${ok ? 'ok  ' : 'MISS'}  ${name}: ${shown(figures.at(-1))}${unit ? ' ' + unit : ''}${by}  (budget ${budget})${note ? '  ' + note : ''}`);
}

const offPage = [];
const consoleErrors = [];
const cspViolations = [];

async function newPage(browser, origins, { rate = 1, viewport = { width: 1280, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await context.addInitScript(instrument);
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (!origins.some((o) => url.origin === o) && url.protocol !== 'data:' && url.protocol !== 'blob:') offPage.push(r.url());
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  if (rate !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return { context, page };
}

async function collectCsp(page) {
  cspViolations.push(...(await page.evaluate(() => window.__nl.csp)));
}

// ---------------------------------------------------------------- measurements

/** One fresh load (a new context: no cache, no service worker): milliseconds from navigation
 * to the marker `stick-1-1` (the first stick of the board, clickable from then on), and the
 * layout shift summed until a second after it. */
async function load(browser, origins, url) {
  const { context, page } = await newPage(browser, origins);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__nl.ready !== null, null, { timeout: 30_000 });
  await sleep(1000);
  const { ready, shift } = await page.evaluate(() => window.__nl);
  await collectCsp(page);
  await context.close();
  return { ready, shift };
}

async function loading(browser, app, blank) {
  const origins = [app, blank];
  const appUrl = `${app}/index.html#/play?rows=22,5,13,27&end=normal&take=any`;
  const blankUrl = `${blank}/blank.html`;
  // A first load of each warms the browser's processes; then the two alternate.
  await load(browser, origins, blankUrl);
  await load(browser, origins, appUrl);
  const apps = [];
  const blanks = [];
  for (let i = 0; i < LOADS; i++) {
    blanks.push(await load(browser, origins, blankUrl));
    apps.push(await load(browser, origins, appUrl));
  }
  const appMs = median(apps.map((l) => l.ready));
  const blankMs = median(blanks.map((l) => l.ready));
  const ratio = appMs / blankMs;
  figure(
    `load to the first interactive board, median of ${LOADS} fresh loads, ÷ a blank page`,
    ratio,
    '×',
    `≤ ${BUDGET.loadRatio}×`,
    ratio <= BUDGET.loadRatio,
    `${appMs.toFixed(0)} ms vs ${blankMs.toFixed(1)} ms`,
  );
  const shift = Math.max(...apps.map((l) => l.shift));
  figure(`layout shift while loading (largest of ${LOADS} loads)`, shift, '', `${BUDGET.layoutShift}`, shift <= BUDGET.layoutShift);
}

/** Loads once, waits for the service worker, then reloads offline: the play page and (from
 * the cache, never fetched while online) the full module's Grundy page must work. */
async function offline(browser, app) {
  const { context, page } = await newPage(browser, [app]);
  await page.goto(`${app}/index.html#/play?rows=3,4,5`);
  await page.waitForFunction(() => window.__nl.ready !== null);
  let works = false;
  let note = '';
  try {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(async () => (await caches.keys()).length > 0);
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.__nl.ready !== null, null, { timeout: 10_000 });
    await page.goto(`${app}/index.html#/grundy?take=1,2&upto=20`);
    await page.getByTestId('grundy-20').waitFor({ timeout: 10_000 });
    works = (await page.getByTestId('grundy-20').getAttribute('data-value')) === '2';
    note = 'reloaded offline: play page, then the Grundy page';
  } catch (e) {
    note = String(e.message ?? e).split('\n')[0];
  }
  await context.close();
  figure('works offline once loaded', works ? 'yes' : 'no', '', 'yes', works, note);
}

/** The first explanation, as a lecturer opens it: a fresh play page, a few seconds spent on
 * the board (the page idle meanwhile: the time the first module has to make the full module
 * ready), then a click on the menu's first topic. The time from the pointerup until the
 * step's words are on screen, and the longest task between, median of a few such visits. */
async function firstExplanation(browser, app) {
  const visits = [];
  for (let i = 0; i < (quick ? 1 : 5); i++) {
    const { context, page } = await newPage(browser, [app]);
    await page.goto(`${app}/index.html#/play?rows=22,5,13,27&end=normal&take=any`);
    await page.getByTestId('stick-1-1').waitFor();
    await sleep(3000);
    const open = page.getByTestId('explain-open-nimsum');
    await open.scrollIntoViewIfNeeded();
    const box = await open.boundingBox();
    await page.evaluate(() => {
      const nl = window.__nl;
      nl.longtasks = [];
      nl.explained = new Promise((resolve) => {
        let t0 = null;
        window.addEventListener('pointerup', (e) => (t0 = e.timeStamp), { capture: true, once: true });
        const seen = () => {
          const text = document.querySelector('[data-testid="explain-text"]');
          if (t0 !== null && text && text.textContent.trim() !== '') {
            resolve({ ms: performance.now() - t0, t0 });
            return true;
          }
          return false;
        };
        // The full module mounts a new body: the observer watches the whole document.
        const observer = new MutationObserver(() => seen() && observer.disconnect());
        observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
      });
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await sleep(100);
    await page.mouse.down();
    await sleep(60);
    await page.mouse.up();
    const { ms, t0 } = await page.evaluate(() => window.__nl.explained);
    // Tasks are reported once they end: a frame for the last of them.
    await sleep(200);
    const longest = await page.evaluate(
      (from) => Math.max(0, ...window.__nl.longtasks.filter((t) => t.start + t.duration >= from).map((t) => t.duration)),
      t0,
    );
    await collectCsp(page);
    await context.close();
    visits.push({ ms, longest });
  }
  const ms = median(visits.map((v) => v.ms));
  const longest = Math.max(...visits.map((v) => v.longest));
  const note = `${visits.length} fresh visits, each 3 s on the board before the click`;
  figure('first explanation: click to its step on screen, median', ms, 'ms', `≤ ${BUDGET.firstExplanation} ms`, ms <= BUDGET.firstExplanation, note);
  figure(
    'first explanation: longest task from the click to its step, most',
    longest,
    'ms',
    `≤ ${BUDGET.firstExplanationTask} ms`,
    longest <= BUDGET.firstExplanationTask,
    'a long task is one the browser reports over 50 ms; 0 when none',
  );
}

/** Clicks each side's `target(i)` CLICKS times (after warm-up clicks), the sides in turn
 * (the app's page, then the reference's), and measures each click: the two pages are open
 * side by side, so a moment of load on this shared machine falls on both alike rather than on
 * one run of fifty. A side is `{ page, rootSelector, unitSelector, target }`. */
async function clicks(sides) {
  const results = sides.map(() => ({ work: [], frame: [], changed: 0 }));
  for (let i = 0; i < WARMUP_CLICKS + CLICKS; i++) {
    for (const [s, side] of sides.entries()) {
      const m = await oneClick(side, i);
      if (i < WARMUP_CLICKS) continue;
      results[s].work.push(m.work);
      results[s].frame.push(m.frame);
      results[s].changed = Math.max(results[s].changed, m.changed);
    }
  }
  for (const [s, side] of sides.entries()) {
    results[s].interval = await side.page.evaluate(() => window.__nl.frameInterval(30));
  }
  return results;
}

/** One click on `target(i)`, as a person clicks, measured by `__nl.interaction`. */
async function oneClick({ page, rootSelector, unitSelector, target }, i) {
  const locator = await target(i);
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`click ${i}: the target is not on screen`);
  // Two frames for anything the scroll started.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // Braces: evaluate would wait for a returned promise, and the click comes after it.
  await page.evaluate(
    ([root, unit]) => {
      window.__nlNext = window.__nl.interaction(root, unit);
    },
    [rootSelector, unitSelector],
  );
  // As a person clicks: point, see the hover preview settle, press, release.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await sleep(250);
  await page.mouse.down();
  await sleep(60);
  await page.mouse.up();
  const m = await page.evaluate(() => window.__nlNext);
  if (m.error) throw new Error(`click ${i}: ${m.error}`);
  return m;
}

/** The app's clicks `m` against the same clicks by hand `r` (see handWrittenStickClicks):
 * the work and the next frame, each judged by its ratio at the median and at the p95; the
 * times themselves are shown, not judged. */
function report(what, rate, m, r, unitName, unitBudget) {
  const at = atRate(rate);
  const ms = (xs) => `${percentile(xs, 95).toFixed(1)} (${median(xs).toFixed(1)})`;
  for (const [part, key] of [['work', 'work'], ['next frame', 'frame']]) {
    const p95 = percentile(m[key], 95) / percentile(r[key], 95);
    const mid = median(m[key]) / median(r[key]);
    const frame = key === 'frame' ? `; a frame is ${m.interval.toFixed(1)} ms` : '';
    figure(
      `${what}, ${part}, ${at}: p95 (median)`,
      ms(m[key]),
      'ms',
      `≤ ${BUDGET.byHand}× by hand, p95 and median`,
      p95 <= BUDGET.byHand && mid <= BUDGET.byHand,
      `by hand ${ms(r[key])} ms; ${m[key].length} clicks each${frame}`,
      `${p95.toFixed(2)}× (${mid.toFixed(2)}×)`,
    );
  }
  figure(`${what}, ${unitName} changed per click, ${at}: most`, m.changed, '', `≤ ${unitBudget}`, m.changed <= unitBudget);
}

/** A fresh page with the board of 20 rows of 50 sticks. */
async function stickBoard(browser, app, rate) {
  const rows = Array(20).fill(50).join(',');
  const { context, page } = await newPage(browser, [app], { rate });
  await page.goto(`${app}/index.html#/play?rows=${rows}&end=normal&take=any`);
  await page.getByTestId('stick-20-50').waitFor();
  return { context, page };
}

/** The stick clicks on that board: each takes the last stick of the next row, a one-stick
 * move, as a person plays. */
const stickSide = (page) => ({
  page,
  rootSelector: '.board',
  unitSelector: '[data-testid^="row-"]',
  target: async (i) => {
    const row = (i % 20) + 1;
    const count = Number(await page.getByTestId(`row-${row}`).getAttribute('data-count'));
    return page.getByTestId(`stick-${row}-${count}`);
  },
});

/** The stick clicks by the app and by hand, on two fresh pages of the same board, in turn. */
async function stickClicks(browser, app, rate) {
  const mine = await stickBoard(browser, app, rate);
  const hand = await stickBoard(browser, app, rate);
  // One move by the app, so the record has a current line for the handler to write a move into.
  await hand.page.getByTestId('stick-20-50').click();
  await hand.page.getByTestId('record-2').waitFor();
  await hand.page.evaluate(handWrittenStickClicks);
  const [m, r] = await clicks([stickSide(mine.page), stickSide(hand.page)]);
  await collectCsp(mine.page);
  await mine.context.close();
  await hand.context.close();
  report('stick click on 20 rows of 50', rate, m, r, 'rows', BUDGET.rowsChanged);
}

/** Runs in the page: the floor under the app's stick clicks. The app's listeners are cut off
 * (the body is replaced by a copy of itself, which has none) and this handler makes the DOM
 * changes the app makes, with no framework: the clicked row, the binary panel's line, columns
 * and foot, the status, the notice and the record's new line. What is left of a click's time
 * is the page's own style and layout and the browser's input routing, which no implementation
 * of the same display avoids, on the same machine at the same moment. */
function handWrittenStickClicks() {
  const body = document.body.cloneNode(true);
  document.documentElement.replaceChild(body, document.body);
  // Writes only what differs, as a virtual DOM's diff does.
  const set = (el, name, value) => {
    if (value === null) {
      if (el.hasAttribute(name)) el.removeAttribute(name);
    } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  };
  const text = (el, value) => {
    const t = el.lastChild;
    if (t && t.nodeType === Node.TEXT_NODE) {
      if (t.nodeValue !== value) t.nodeValue = value;
    } else el.append(value);
  };
  const element = (tag, attrs, ...children) => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.append(...children);
    return el;
  };
  const board = body.querySelector('.board');
  const panel = body.querySelector('[data-testid="binary-panel"]');
  const record = body.querySelector('[data-testid="record"] tbody');
  let moves = record.children.length - 1;
  board.addEventListener('mousedown', (e) => {
    if (e.target.classList.contains('stick')) e.preventDefault();
  });
  board.addEventListener('click', (e) => {
    const stick = e.target.closest('.stick');
    if (!stick) return;
    const row = stick.closest('.row');
    const r = Number(row.dataset.testid.slice('row-'.length));
    const count = Number(row.dataset.count);
    const left = Number(stick.dataset.testid.split('-')[2]) - 1;
    const take = count - left;
    // The row: the taken places, the labels of the sticks left, the row's own label and count.
    const places = row.querySelectorAll('.sticks > button');
    for (let j = left; j < count; j++) {
      const b = places[j];
      b.className = 'taken';
      b.disabled = true;
      set(b, 'aria-hidden', 'true');
      set(b, 'tabindex', '-1');
      set(b, 'aria-label', null);
      set(b, 'data-testid', null);
    }
    for (let j = 0; j < left; j++) set(places[j], 'aria-label', places[j].getAttribute('aria-label').replace(/\d+$/, String(left - j)));
    set(row, 'aria-label', row.getAttribute('aria-label').replace(/\d+ sticks/, `${left} sticks`));
    set(row, 'data-count', String(left));
    set(row, 'data-grundy', String(left));
    text(row.querySelector('.row-count'), String(left));
    // The binary panel: the row's line, each column's count of 1s, parity and nim-sum bit.
    const counts = [...board.querySelectorAll('.row')].map((x) => Number(x.dataset.count));
    const nimSum = counts.reduce((a, b) => a ^ b, 0);
    const lines = panel.querySelectorAll('tbody tr');
    const width = lines[0].querySelectorAll('td').length;
    const bit = (n, k) => Math.floor(n / 2 ** k) % 2;
    text(lines[r - 1].querySelector('th'), `${r}: ${left}`);
    lines[r - 1].querySelectorAll('td').forEach((td, i) => text(td, String(bit(left, width - 1 - i))));
    const cols = [...panel.querySelectorAll('col')].slice(1);
    const heads = panel.querySelectorAll('thead th.bit');
    const [ones, parity, sum] = panel.querySelectorAll('tfoot tr');
    for (let i = 0; i < width; i++) {
      const k = width - 1 - i;
      const n = counts.filter((x) => bit(x, k)).length;
      const odd = n % 2 === 1;
      const cls = odd ? 'bit odd' : 'bit';
      set(cols[i], 'class', odd ? 'odd' : null);
      set(heads[i], 'class', cls);
      const o = ones.querySelectorAll('td')[i];
      set(o, 'data-ones', String(n));
      set(o, 'data-parity', odd ? 'odd' : 'even');
      set(o, 'class', cls);
      text(o, String(n));
      const p = parity.querySelectorAll('td')[i];
      set(p, 'class', cls);
      set(p.querySelector('abbr'), 'title', odd ? 'odd' : 'even');
      text(p.querySelector('abbr'), odd ? 'o' : 'e');
      const b = sum.querySelectorAll('td')[i];
      set(b, 'class', cls);
      text(b, String(bit(nimSum, k)));
    }
    text(sum.querySelector('th'), `nim-sum = ${nimSum}`);
    const status = nimSum === 0 ? 'P' : 'N';
    const verdict = status === 'P' ? 'P-position: the player to move loses against perfect play' : 'N-position: the player to move wins with perfect play';
    text(panel.querySelector('.panel-status'), verdict);
    // The status line and the notice.
    moves++;
    const mover = moves % 2 === 1 ? 1 : 2;
    const next = 3 - mover;
    const toMove = body.querySelector('[data-testid="to-move"]');
    set(toMove, 'data-player', String(next));
    set(toMove, 'class', `to-move player-${next}`);
    text(toMove.querySelector('.player-dot'), String(next));
    text(toMove, `Player ${next} to move`);
    const outcome = body.querySelector('[data-testid="outcome"]');
    set(outcome, 'data-outcome', status);
    set(outcome, 'class', `outcome outcome-${status}`);
    text(outcome.querySelector('.badge'), status);
    text(outcome, verdict);
    const sumLine = body.querySelector('[data-testid="nim-sum"]');
    set(sumLine, 'data-value', String(nimSum));
    text(sumLine.querySelector('strong'), String(nimSum));
    text(sumLine.querySelector('.bits'), ` (${nimSum.toString(2)})`);
    text(body.querySelector('[data-testid="notice"]'), `Player ${mover} took ${take} from row ${r}.`);
    // The record: the move on the line before, and a new current line.
    const last = record.lastElementChild;
    set(last, 'aria-current', null);
    set(last, 'class', null);
    text(last.lastElementChild, `Player ${mover}: row ${r}, takes ${take}`);
    const n = moves + 1;
    record.append(
      element(
        'tr',
        { role: 'row', 'data-testid': `record-${n}`, 'data-status': status, 'aria-current': 'step', class: 'current' },
        element('th', { scope: 'row', role: 'rowheader' }, element('button', { 'data-testid': `jump-${n}`, class: 'link' }, `S${n}`)),
        element('td', { role: 'cell', class: 'rows' }, counts.join('-')),
        element('td', { role: 'cell' }, element('span', { class: `badge outcome-${status}` }, status)),
        element('td', { role: 'cell' }),
      ),
    );
  });
}

/** A fresh page with the Grundy table of "take 2, 4 or 7" up to 9,999. */
async function cellTable(browser, app, rate) {
  const { context, page } = await newPage(browser, [app], { rate });
  await page.goto(`${app}/index.html#/grundy?take=2,4,7&upto=9999`);
  await page.getByTestId('grundy-9999').waitFor({ state: 'attached', timeout: 60_000 });
  return { context, page };
}

/** Cells spread over the whole table, each a new one. */
const cellSide = (page) => ({
  page,
  rootSelector: '[data-testid="grundy-table"]',
  unitSelector: 'li[data-x]',
  target: async (i) => page.getByTestId(`grundy-${(i * 1987 + 13) % 10000}`),
});

/** The cell clicks by the app and by hand, on two fresh pages of the same table, in turn. */
async function cellClicks(browser, app, rate) {
  const mine = await cellTable(browser, app, rate);
  const hand = await cellTable(browser, app, rate);
  // One click by the app, so the step panel has the step for the handler to rewrite.
  await hand.page.getByTestId('grundy-20').click();
  await hand.page.locator('[data-testid="step"][data-x="20"]').waitFor();
  await hand.page.evaluate(handWrittenCellClicks, [2, 4, 7]);
  const [m, r] = await clicks([cellSide(mine.page), cellSide(hand.page)]);
  await collectCsp(mine.page);
  await mine.context.close();
  await hand.context.close();
  report('cell click on a 10,000-cell Grundy table', rate, m, r, 'cells', BUDGET.cellsChanged);
}

/** Runs in the page: the floor under the app's cell clicks, as handWrittenStickClicks is under
 * the stick clicks. It makes the DOM changes the app makes: the marks of the cell explained
 * and of its options, off the last ones and on the new ones, and the step panel's step (its
 * data, the options' lines, the mex, the sentences with the new heap's number, the field and
 * the Back and Next buttons). */
function handWrittenCellClicks(take) {
  const body = document.body.cloneNode(true);
  document.documentElement.replaceChild(body, document.body);
  // As in handWrittenStickClicks (page.evaluate sends a function without what it closes over).
  const set = (el, name, value) => {
    if (value === null) {
      if (el.hasAttribute(name)) el.removeAttribute(name);
    } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  };
  const text = (el, value) => {
    const t = el.lastChild;
    if (t && t.nodeType === Node.TEXT_NODE) {
      if (t.nodeValue !== value) t.nodeValue = value;
    } else el.append(value);
  };
  const table = body.querySelector('[data-testid="grundy-table"]');
  const cells = [...table.querySelectorAll('li[data-x]')];
  const step = body.querySelector('[data-testid="step"]');
  const list = step.querySelector('ul.options');
  const [said, mex, nu, check] = ['p:not([class])', '.mex', '.nu', '.check'].map((s) => step.querySelector(s));
  const field = body.querySelector('[data-testid="step-x"]');
  const [back, next] = ['step-prev', 'step-next'].map((id) => body.querySelector(`[data-testid="${id}"]`));
  let marked = [...table.querySelectorAll('li.sel, li.opt')];
  let last = Number(step.dataset.x);
  table.addEventListener('click', (e) => {
    const cell = e.target.closest('li[data-x]');
    if (!cell) return;
    const x = Number(cell.dataset.x);
    const value = cell.dataset.value;
    const options = take.filter((t) => t <= x).map((t) => ({ take: t, to: x - t, value: cells[x - t].dataset.value }));
    // The table: the marks of the cell explained and of its options.
    for (const c of marked) {
      c.classList.remove('sel', 'opt');
      set(c, 'aria-current', null);
    }
    cell.classList.add('sel');
    set(cell, 'aria-current', 'true');
    for (const o of options) cells[o.to].classList.add('opt');
    marked = [cell, ...options.map((o) => cells[o.to])];
    // The step: its data, a line per option, the mex, and the sentences about x.
    set(step, 'data-x', String(x));
    set(step, 'data-value', value);
    set(step, 'data-nu', cell.dataset.nu);
    set(step, 'data-options', String(options.length));
    while (list.children.length > options.length) list.lastElementChild.remove();
    while (list.children.length < options.length) list.append(document.createElement('li'));
    options.forEach((o, i) => {
      const li = list.children[i];
      set(li, 'data-testid', 'step-option');
      set(li, 'data-take', String(o.take));
      set(li, 'data-to', String(o.to));
      set(li, 'data-value', o.value);
      text(li, `${x} − ${o.take} = ${o.to}: γ(${o.to}) = ${o.value}`);
    });
    const seen = [...new Set(options.map((o) => Number(o.value)))].sort((a, b) => a - b);
    text(mex, `mex{${seen.join(', ')}} = ${value} ⇒ γ(${x}) = ${value}`);
    // The app's sentences, with this heap's number for the last one's (not their every word).
    const renumber = (el) => text(el, el.textContent.replace(new RegExp(`\\b${last}\\b`, 'g'), String(x)));
    [said, nu, check].forEach(renumber);
    field.value = String(x);
    back.disabled = x === 0;
    next.disabled = x >= cells.length - 1;
    last = x;
  });
}

/** The attribute `name` of the element with test id `id` (null without either), read with one
 * `querySelector`: a Playwright locator runs its selector engine in the page, which on a
 * 10,000-cell table keeps the main thread busy itself and adds its own wait to the input's. */
function attribute(page, id, name) {
  return page.evaluate(([id, name]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(name) ?? null, [id, name]);
}

/** Clicks a still part of the page every 20 ms while `busy()` holds, and reports the longest
 * wait of a pointerdown for the main thread and the longest task (PerformanceObserver) from
 * the first probe on, or from `since` (the page's clock) when given. */
async function inputDuring(page, busy, since = null) {
  const heading = page.locator('header').first();
  const box = await heading.boundingBox();
  const started = await page.evaluate(() => {
    window.__nl.delays.length = 0;
    return performance.now();
  });
  let probes = 0;
  const deadline = Date.now() + 180_000;
  while (await busy()) {
    if (Date.now() > deadline) throw new Error('still busy after 3 minutes');
    await page.mouse.click(box.x + 2, box.y + 2);
    probes++;
    await sleep(20);
  }
  const { delays, longtasks } = await page.evaluate(() => window.__nl);
  const tasks = longtasks.filter((t) => t.start >= (since ?? started)).map((t) => t.duration);
  return { delay: Math.max(0, ...delays), longest: Math.max(0, ...tasks), probes };
}

function reportInput(what, rate, m) {
  const at = atRate(rate);
  const worst = Math.max(m.delay, m.longest);
  figure(
    `input blocked during ${what}, ${at}: longest`,
    worst,
    'ms',
    `≤ ${BUDGET.inputDelay} ms`,
    worst <= BUDGET.inputDelay,
    `longest input delay ${m.delay.toFixed(1)} ms over ${m.probes} clicks; longest task ${m.longest ? m.longest.toFixed(0) + ' ms' : 'none over 50 ms'}`,
  );
}

async function longSolve(browser, app, rate) {
  const { context, page } = await newPage(browser, [app], { rate });
  // About 1.5 million positions of misère "take 1 to 3": the exact solver runs for seconds.
  await page.goto(`${app}/index.html#/play?rows=25,26,27,28,29,30&end=misere&take=1-3`);
  await page.getByTestId('analysis-progress').waitFor({ timeout: 30_000 });
  const outcome = page.getByTestId('outcome');
  const m = await inputDuring(page, () => attribute(page, 'outcome', 'data-outcome').then((v) => v === '?'));
  const solved = await outcome.getAttribute('data-outcome');
  if (solved !== 'N') throw new Error(`the long solve ended with outcome ${solved}, not N`);
  await collectCsp(page);
  await context.close();
  reportInput('an exact solve of 1.5 million positions', rate, m);
}

async function solveToLimit(browser, app, rate) {
  const { context, page } = await newPage(browser, [app], { rate });
  // Misère "take 1 to 3" on 16 rows: too many positions to number densely, so the solver
  // keeps them in its hash table, which grows until the solve gives up at its limit.
  await page.goto(`${app}/index.html#/play?rows=${Array.from({ length: 16 }, (_, i) => i + 9).join(',')}&end=misere&take=1-3`);
  const progress = page.getByTestId('analysis-progress');
  await progress.waitFor({ timeout: 30_000 });
  const m = await inputDuring(page, () => attribute(page, 'analysis-progress', 'data-testid').then((v) => v !== null));
  const outcome = await page.getByTestId('outcome').getAttribute('data-outcome');
  if (outcome !== '?') throw new Error(`the solve to the limit ended with outcome ${outcome}, not ?`);
  await collectCsp(page);
  await context.close();
  reportInput('an exact solve that fills the hash table to its limit (1.3 million positions)', rate, m);
}

async function bigTable(browser, app, rate) {
  const { context, page } = await newPage(browser, [app], { rate });
  // The play page first, so the full module is loaded; then the table arrives in slices.
  await page.goto(`${app}/index.html#/play?rows=3`);
  await page.waitForFunction(() => window.__nl.ready !== null);
  // The Grundy page's first frame (the first with the table's element, after the hand-over to
  // the full module) belongs to the navigation, as long with a table of 20 cells, not to the
  // mount: long tasks count from the end of that frame, seen in the page (a locator may find
  // the table a frame or more later, and the mount's first frames are its longest).
  const since = await page.evaluate(
    () =>
      new Promise((done) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="grundy-table"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
        });
        observer.observe(document, { childList: true, subtree: true });
        location.hash = '#/grundy?take=2,4,7&upto=9999';
      }),
  );
  const m = await inputDuring(page, () => attribute(page, 'grundy-table', 'aria-busy').then((v) => v === 'true'), since);
  await page.getByTestId('grundy-9999').waitFor({ state: 'attached' });
  await collectCsp(page);
  await context.close();
  reportInput('the mounting of a 10,000-cell Grundy table', rate, m);
}

// ---------------------------------------------------------------- main

if (firstLoad) {
  const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
  figure(
    'first load (html, css, js, wasm; all three languages), brotli',
    firstLoad.bytes / 1024,
    'KiB',
    `≤ ${kib(firstLoad.budget)}`,
    firstLoad.bytes <= firstLoad.budget,
    'the size report of `cargo xtask size` has every file',
  );
}
if (onDemand !== null) {
  figure('the full module (explanations, theory pages), loaded on demand, brotli', onDemand / 1024, 'KiB', '—', true, 'after the first load; cached for offline use');
}

const app = await serve(dist);
const blank = await serve(here);
const browser = await chromium.launch({ executablePath, args });
const version = browser.version();
console.log(`Chromium ${version}; app on ${app}, blank page on ${blank}${quick ? '; quick run' : ''}`);
let failed = null;
try {
  const wanted = (group) => !only || only.has(group);
  if (wanted('load')) await loading(browser, app, blank);
  if (wanted('offline')) await offline(browser, app);
  if (wanted('explain')) await firstExplanation(browser, app);
  for (const rate of RATES) {
    if (wanted('stick')) await stickClicks(browser, app, rate);
    if (wanted('cell')) await cellClicks(browser, app, rate);
  }
  for (const rate of RATES) {
    if (wanted('solve')) await longSolve(browser, app, rate);
    if (wanted('solve')) await solveToLimit(browser, app, rate);
    if (wanted('table')) await bigTable(browser, app, rate);
  }
  figure('requests off 127.0.0.1', offPage.length, '', '0', offPage.length === 0, offPage.slice(0, 3).join(' '));
  figure('Content-Security-Policy violations', cspViolations.length, '', '0', cspViolations.length === 0, cspViolations.slice(0, 3).join('; '));
  figure('console errors', consoleErrors.length, '', '0', consoleErrors.length === 0, consoleErrors.slice(0, 3).join('; '));
} catch (e) {
  failed = e;
}
await browser.close();
stopServers();
const table = markdown(figures);
console.log(`\n${table}`);
if (out) await writeFile(out, table);
if (failed) {
  console.error(`run.mjs: a measurement failed: ${failed.stack ?? failed}`);
  process.exit(2);
}
const missed = figures.filter((f) => !f.ok);
if (quick) {
  console.log(`quick run: ${figures.length} figures taken; budgets are judged by the full run only`);
  process.exit(0);
}
console.log(missed.length ? `${missed.length} of ${figures.length} budgets MISSED` : `all ${figures.length} budgets kept`);
process.exit(missed.length ? 1 : 0);
