// The browser benchmark: the core's Grundy kernel compiled to wasm (the app's opt-level "z"
// build and an opt-level 3 build) against its JavaScript twin (grundy.js), in the same page;
// then the take-and-break tables γ(0..=10^4) of the Grundy page (issue 41), in both builds,
// reported also as a ratio to the JS twin's time on the first set (the machine is noisy).
// Each round runs every implementation once (after warm-up rounds); the median of the rounds
// is reported. The result is written to window.benchResult (run.mjs reads it).
//
// Query parameters: n (default 1000000), runs (default 11), warmup (default 3).

import initZ, { grundy_checksum as wasmZ, octal_checksum as octalZ } from './wasm/z/nimlab_bench_wasm.js';
import initO3, { grundy_checksum as wasmO3, octal_checksum as octalO3 } from './wasm/o3/nimlab_bench_wasm.js';
import { grundyChecksum } from './grundy.js';

const SETS = [
  // The native benchmark's set without a period in the first eighth: every value computed.
  { name: '10 counts up to 9973', set: [1000, 2001, 3050, 4111, 5003, 6007, 7019, 8039, 9001, 9973] },
  { name: '{1, 3, …, 19}', set: [1, 3, 5, 7, 9, 11, 13, 15, 17, 19] },
];

const IMPLS = [
  { name: 'JS twin', key: 'js', run: (set, n) => grundyChecksum(set, n) },
  { name: 'wasm z', key: 'wasm-z', run: (set, n) => wasmZ(set, n) },
  { name: 'wasm O3', key: 'wasm-o3', run: (set, n) => wasmO3(set, n) },
];

// Kayles and Dawson's Kayles certify a period early; 0.6 and Grundy's game have none, and
// their tables are the quadratic mex recursion throughout.
const GAMES = ['kayles', 'dawson', '0.6', 'grundy'];
const OCTAL_UPTO = 10_000;
const OCTAL_IMPLS = [
  { name: 'wasm z', key: 'wasm-z', run: (game) => octalZ(game, OCTAL_UPTO) },
  { name: 'wasm O3', key: 'wasm-o3', run: (game) => octalO3(game, OCTAL_UPTO) },
];

/** Each game's table in each build: medians of `runs` rounds after `warmup`. */
function benchOctal(runs, warmup) {
  return GAMES.map((game) => {
    const times = Object.fromEntries(OCTAL_IMPLS.map((i) => [i.key, []]));
    const sums = new Set();
    for (let round = 0; round < warmup + runs; round++) {
      for (const impl of OCTAL_IMPLS) {
        const start = performance.now();
        sums.add(impl.run(game));
        const ms = performance.now() - start;
        if (round >= warmup) times[impl.key].push(ms);
      }
    }
    return {
      game,
      upto: OCTAL_UPTO,
      checksumsEqual: sums.size === 1,
      checksum: [...sums][0],
      impls: OCTAL_IMPLS.map((i) => ({ key: i.key, name: i.name, medianMs: median(times[i.key]), timesMs: times[i.key] })),
    };
  });
}

function param(name, fallback) {
  const value = new URLSearchParams(location.search).get(name);
  const number = value === null ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`bad ${name}: ${value}`);
  return number;
}

function median(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function bench() {
  const n = param('n', 1_000_000);
  const runs = Math.max(1, param('runs', 11));
  const warmup = param('warmup', 3);
  await initZ();
  await initO3();
  const results = [];
  for (const { name, set } of SETS) {
    const setArray = Uint32Array.from(set);
    const times = Object.fromEntries(IMPLS.map((i) => [i.key, []]));
    const sums = Object.fromEntries(IMPLS.map((i) => [i.key, new Set()]));
    for (let round = 0; round < warmup + runs; round++) {
      for (const impl of IMPLS) {
        const start = performance.now();
        const sum = impl.run(setArray, n);
        const ms = performance.now() - start;
        sums[impl.key].add(sum);
        if (round >= warmup) times[impl.key].push(ms);
      }
    }
    const checksums = Object.fromEntries(IMPLS.map((i) => [i.key, [...sums[i.key]]]));
    const all = new Set(IMPLS.flatMap((i) => checksums[i.key]));
    results.push({
      set: name,
      counts: set,
      checksum: all.size === 1 ? [...all][0] : null,
      checksumsEqual: all.size === 1,
      checksums,
      impls: IMPLS.map((i) => ({
        key: i.key,
        name: i.name,
        medianMs: median(times[i.key]),
        timesMs: times[i.key],
      })),
    });
  }
  const octal = benchOctal(runs, warmup);
  return {
    n,
    runs,
    warmup,
    userAgent: navigator.userAgent,
    crossOriginIsolated: self.crossOriginIsolated,
    results,
    octal,
  };
}

const status = document.getElementById('status');
try {
  const result = await bench();
  window.benchResult = result;
  status.textContent = JSON.stringify(result, null, 2);
} catch (err) {
  window.benchResult = { error: String(err?.stack ?? err) };
  status.textContent = `failed: ${window.benchResult.error}`;
}
