// The JavaScript twin of the core's Grundy kernel (crates/nimlab-core/src/kernel.rs), written
// plainly with typed arrays: the same mex recurrence over a flat byte table, the options of one
// step in one bitset, and the same checksum. The browser benchmark (bench.mjs) times it against
// the kernel compiled to wasm.

/** γ(0), …, γ(len − 1) under the allowed set `set` (ascending, distinct, positive, at most 31). */
export function grundyValues(set, len) {
  const counts = Int32Array.from(set);
  if (counts.length === 0 || counts.length > 31) {
    throw new RangeError(`the JS twin takes 1 to 31 allowed counts, got ${counts.length}`);
  }
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] < 1 || (i > 0 && counts[i] <= counts[i - 1])) {
      throw new RangeError(`allowed counts must be positive and ascending: ${set}`);
    }
  }
  const k = counts.length;
  const values = new Uint8Array(len);
  for (let n = 0; n < len; n++) {
    // Values are at most |S| ≤ 31, so the options' values fit one 32-bit mask.
    let seen = 0;
    // `counts` is ascending: stop at the first count larger than the row.
    for (let i = 0; i < k; i++) {
      const s = counts[i];
      if (s > n) break;
      seen |= 1 << values[n - s];
    }
    // mex = the lowest clear bit of `seen`.
    const free = ~seen;
    values[n] = 31 - Math.clz32(free & -free);
  }
  return values;
}

/** h ← 31·h + v (mod 2^32) over every value, as kernel::checksum. */
export function checksum(values) {
  let h = 0;
  for (let i = 0; i < values.length; i++) {
    h = (Math.imul(h, 31) + values[i]) | 0;
  }
  return h >>> 0;
}

/** The checksum of γ(0), …, γ(n): the JS twin of the wasm module's grundy_checksum. */
export function grundyChecksum(set, n) {
  return checksum(grundyValues(set, n + 1));
}
