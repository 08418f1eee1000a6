#!/usr/bin/env node
// The browser benchmark of `cargo xtask bench`: serves web/bench/ and the wasm-bindgen output
// in target/bench-wasm/ on 127.0.0.1, opens index.html in headless Chromium, and prints the
// Grundy kernel's figures (wasm "z" as shipped, wasm opt-level 3, the JavaScript twin) in the
// native benchmark's style. Exits 1 when a budget is missed or the checksums differ.
//
//   node web/bench/run.mjs [--n=N] [--runs=R] [--warmup=W]
//
// Budget: the shipped wasm ("z") at least 1.5× faster than the JS twin at n = 10^6, that is
// its median at most the JS median / 1.5. The opt-level 3 figure is informational.
// Take-and-break tables γ(0..=10^4) (issue 41): the shipped wasm within 200 ms each; each is
// also given as a ratio to the JS twin's median on the first set, measured in the same page.
// Build first (cargo xtask bench does): target/bench-wasm/{z,o3}/nimlab_bench_wasm.js.
// Chromium: $NIMLAB_CHROMIUM, default /usr/bin/chromium.

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const SPEEDUP = 1.5;
const BUDGETED = 'wasm-z';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const wasmDir = path.join(repo, 'target', 'bench-wasm');

const query = new URLSearchParams();
for (const arg of process.argv.slice(2)) {
  const m = /^--(n|runs|warmup)=(\d+)$/.exec(arg);
  if (!m) {
    console.error(`run.mjs: unknown argument ${JSON.stringify(arg)}\nusage: node web/bench/run.mjs [--n=N] [--runs=R] [--warmup=W]`);
    process.exit(2);
  }
  query.set(m[1], m[2]);
}

for (const build of ['z', 'o3']) {
  const glue = path.join(wasmDir, build, 'nimlab_bench_wasm.js');
  try {
    await stat(glue);
  } catch {
    console.error(`run.mjs: ${path.relative(repo, glue)} is missing: build it with cargo xtask bench`);
    process.exit(2);
  }
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
};

// "/wasm/…" is target/bench-wasm/…, anything else web/bench/…; nothing outside them.
async function resolveFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const clean = path.posix.normalize('/' + decoded);
  const [base, rest] = clean.startsWith('/wasm/') ? [wasmDir, clean.slice('/wasm'.length)] : [here, clean];
  let file = path.resolve(base, '.' + rest);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  try {
    if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
    const real = await realpath(file);
    const realBase = await realpath(base);
    if (!real.startsWith(realBase + path.sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { file: real, size: info.size } : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const found = req.method === 'GET' ? await resolveFile(new URL(req.url ?? '/', 'http://localhost').pathname) : null;
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('not found\n');
    return;
  }
  res.writeHead(200, {
    'Content-Type': MIME[path.extname(found.file)] ?? 'application/octet-stream',
    'Content-Length': found.size,
    'Cache-Control': 'no-store',
    // Cross-origin isolation gives performance.now() its fine resolution.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
  });
  createReadStream(found.file).on('error', () => res.destroy()).pipe(res);
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(0, '127.0.0.1', resolve);
});
const url = `http://127.0.0.1:${server.address().port}/index.html${query.size ? `?${query}` : ''}`;

const executablePath = process.env.NIMLAB_CHROMIUM || '/usr/bin/chromium';
let browser;
let result;
try {
  browser = await chromium.launch({
    executablePath,
    args: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.error(`console: ${msg.text()}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.benchResult !== undefined, null, { timeout: 600_000, polling: 250 });
  result = await page.evaluate(() => window.benchResult);
} catch (err) {
  console.error(`run.mjs: the browser benchmark failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server.close();
}
if (!result) process.exit(1);
if (result.error) {
  console.error(`run.mjs: the benchmark page failed:\n${result.error}`);
  process.exit(1);
}

const us = (ms) => (ms * 1000).toFixed(1).padStart(12);
const nText = result.n === 1_000_000 ? '10^6' : String(result.n);
const version = result.userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? result.userAgent;
console.log(`Chromium ${version}, median of ${result.runs} runs after ${result.warmup} warm-up(s), crossOriginIsolated ${result.crossOriginIsolated}`);
console.log(`${'task'.padEnd(66)} ${'median'.padStart(15)} ${'budget'.padStart(12)}`);
let allOk = true;
for (const r of result.results) {
  const js = r.impls.find((i) => i.key === 'js').medianMs;
  if (!r.checksumsEqual) {
    allOk = false;
    console.log(`browser: Grundy kernel, ${r.set}: checksums DIFFER ${JSON.stringify(r.checksums)}  OVER`);
  }
  for (const impl of r.impls) {
    const name = `browser: Grundy kernel, ${r.set}, n = ${nText}, ${impl.name}`;
    if (impl.key === 'js') {
      console.log(`${name.padEnd(66)} ${us(impl.medianMs)} µs`);
      continue;
    }
    const speedup = js / impl.medianMs;
    const budgeted = impl.key === BUDGETED;
    const ok = speedup >= SPEEDUP;
    if (budgeted) allOk &&= ok;
    const budget = budgeted ? `${(((js / SPEEDUP) * 1000).toFixed(0)).padStart(9)} µs` : `${'—'.padStart(9)}   `;
    const verdict = budgeted ? (ok ? 'ok' : 'OVER') : '(info)';
    console.log(`${name.padEnd(66)} ${us(impl.medianMs)} µs ${budget}  ${verdict}  ${speedup.toFixed(2)}× the JS twin`);
  }
}
const OCTAL_BUDGET_MS = 200;
const reference = result.results[0];
const referenceMs = reference.impls.find((i) => i.key === 'js').medianMs;
for (const r of result.octal) {
  if (!r.checksumsEqual) {
    allOk = false;
    console.log(`browser: take-and-break ${r.game}: the builds' checksums DIFFER  OVER`);
  }
  for (const impl of r.impls) {
    const name = `browser: take-and-break γ(0..=10^4) of ${r.game}, ${impl.name}`;
    const ratio = `${(impl.medianMs / referenceMs).toFixed(3)}× the reference`;
    if (impl.key !== BUDGETED) {
      console.log(`${name.padEnd(66)} ${us(impl.medianMs)} µs ${'—'.padStart(9)}     (info)  ${ratio}`);
      continue;
    }
    const ok = impl.medianMs <= OCTAL_BUDGET_MS;
    allOk &&= ok;
    console.log(`${name.padEnd(66)} ${us(impl.medianMs)} µs ${String(OCTAL_BUDGET_MS * 1000).padStart(9)} µs  ${ok ? 'ok' : 'OVER'}  ${ratio}`);
  }
}
console.log(
  `reference: the JS twin of the Grundy kernel, ${reference.set}, n = ${nText} (${us(referenceMs).trim()} µs).`,
);
console.log(
  `wasm z: opt-level "z" as the app ships; wasm O3: opt-level 3 (profile wasm-o3), not budgeted.\n` +
    `budget: wasm z at least ${SPEEDUP}× faster than the JS twin (median ≤ JS median / ${SPEEDUP}), ` +
    `all checksums equal (${result.results.map((r) => `${r.set}: ${r.checksum}`).join(', ')})`,
);
process.exit(allOk ? 0 : 1);
