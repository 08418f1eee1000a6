// Take-and-break games by brute force, for the end-to-end tests: the app's numbers are checked
// against these, never against themselves. A code is an octal code ("0.77") or "grundy".

/** Every way a row of n may be cut: [take, left, right] with left ≤ right (mirror images are one move). */
export function cuts(code: string, n: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  if (code === 'grundy') {
    for (let a = 1; 2 * a < n; a++) out.push([0, a, n - a]);
    return out;
  }
  const [whole, frac] = code.split('.');
  const digits = [Number(whole || '0'), ...frac.split('').map(Number)];
  digits.forEach((d, k) => {
    if (k > n || (k === 0 && n === 0)) return;
    for (let a = 0; 2 * a <= n - k; a++) {
      const b = n - k - a;
      const parts = (a > 0 ? 1 : 0) + (b > 0 ? 1 : 0);
      // Removing nothing is a move only when it splits the row.
      if (k === 0 && parts < 2) continue;
      if (d & [1, 2, 4][parts]) out.push([k, a, b]);
    }
  });
  return out;
}

/** γ(0..=upto), the mex over every cut. */
export function breakValues(code: string, upto: number): number[] {
  const g: number[] = [];
  for (let n = 0; n <= upto; n++) {
    const seen = new Set(cuts(code, n).map(([, a, b]) => g[a] ^ g[b]));
    let mex = 0;
    while (seen.has(mex)) mex++;
    g.push(mex);
  }
  return g;
}

/** A move as the contract's `winning-move` names it: row (from 1), take, leaves ascending. */
export type BreakMove = { row: number; take: number; leaves: string };

/** Whether the player to move wins `rows` (by exhaustive search, memoized on the sorted rows). */
export function wins(code: string, rows: number[], misere: boolean, memo = new Map<string, boolean>()): boolean {
  const key = [...rows].filter((n) => n > 0).sort((a, b) => a - b).join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let moved = false;
  let result = false;
  for (let i = 0; i < rows.length && !result; i++) {
    for (const [, a, b] of cuts(code, rows[i])) {
      moved = true;
      const next = [...rows.slice(0, i), a, b, ...rows.slice(i + 1)];
      if (!wins(code, next, misere, memo)) {
        result = true;
        break;
      }
    }
  }
  if (!moved) result = misere;
  memo.set(key, result);
  return result;
}

/** Every winning move of `rows`, sorted as strings. */
export function winningMoves(code: string, rows: number[], misere: boolean): string[] {
  const memo = new Map<string, boolean>();
  const out = new Set<string>();
  rows.forEach((n, i) => {
    for (const [take, a, b] of cuts(code, n)) {
      const next = [...rows.slice(0, i), a, b, ...rows.slice(i + 1)];
      const leaves = [a, b].filter((x) => x > 0).sort((x, y) => x - y).join(',');
      if (!wins(code, next, misere, memo)) out.add(`${i + 1}/${take}/${leaves}`);
    }
  });
  return [...out].sort();
}
