// Page objects for the theory pages (Grundy table, game graphs, sums, exercises), driven only
// through data-testid hooks, and the mathematics recomputed independently in TypeScript: the
// tests never read an expected number from the app.
import { expect, type Locator, type Page } from '@playwright/test';
import { openLink } from './navigate';

// ---------------------------------------------------------------------------------------------
// Independent mathematics.
// ---------------------------------------------------------------------------------------------

/** A move rule: the allowed counts, or "any" count. */
export type Take = { any: true } | { any: false; counts: number[] };

/** Parses the link syntax of `take`: `any`, `1-K`, or `A,B,C`. */
export function parseTake(text: string): Take {
  if (text === 'any') return { any: true };
  const range = /^1-(\d+)$/.exec(text);
  if (range) return { any: false, counts: Array.from({ length: Number(range[1]) }, (_, i) => i + 1) };
  return { any: false, counts: text.split(',').map(Number).sort((a, b) => a - b) };
}

/** The counts one may take from a heap of n. */
export function takesFrom(take: Take, n: number): number[] {
  if (take.any) return Array.from({ length: n }, (_, i) => i + 1);
  return take.counts.filter((s) => s <= n);
}

/** mex: the smallest natural number not in the list. */
export function mex(values: number[]): number {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/**
 * Values of heaps 0..upto: γ under normal play; under misère play a heap without a move gets 1
 * instead of mex{} = 0 (γ⁻ = 0 exactly at misère losses of a single heap).
 */
export function heapValues(take: Take, upto: number, misere = false): number[] {
  const v: number[] = [];
  for (let n = 0; n <= upto; n++) {
    const opts = takesFrom(take, n).map((s) => v[n - s]);
    v.push(opts.length === 0 && misere ? 1 : mex(opts));
  }
  return v;
}

/** ν by its own recursion: 1 (win) or 0 (loss); a heap without a move is a loss in normal play. */
export function winTable(take: Take, upto: number): number[] {
  const w: number[] = [];
  for (let n = 0; n <= upto; n++) {
    const opts = takesFrom(take, n);
    w.push(opts.some((s) => w[n - s] === 0) ? 1 : 0);
  }
  return w;
}

/**
 * The minimal pre-period and period of a set's values, by brute force over a long prefix:
 * the smallest p for which some q has v(n) = v(n + p) for all n ≥ q in the prefix, then the
 * smallest such q.
 */
export function bruteForcePeriod(counts: number[], misere = false, length = 3000): { preperiod: number; period: number } {
  const v = heapValues({ any: false, counts }, length, misere);
  const half = Math.floor(length / 2);
  for (let p = 1; p < half; p++) {
    let q = length - p;
    while (q > 0 && v[q - 1] === v[q - 1 + p]) q--;
    if (q < half) return { preperiod: q, period: p };
  }
  throw new Error('no period within the prefix');
}

/** The value of a heap of n (n may be huge) via the brute-force period. */
export function hugeHeapValue(counts: number[], n: bigint, misere = false): number {
  const { preperiod, period } = bruteForcePeriod(counts, misere);
  const v = heapValues({ any: false, counts }, preperiod + 2 * period, misere);
  if (n < BigInt(v.length)) return v[Number(n)];
  const m = BigInt(preperiod) + ((n - BigInt(preperiod)) % BigInt(period));
  return v[Number(m)];
}

/** Outcome of a position by exhaustive search: normal or misère play, any rule. */
export function solve(rows: number[], take: Take, misere: boolean): { outcome: 'P' | 'N'; winning: Array<[number, number]> } {
  const memo = new Map<string, boolean>();
  const isP = (pos: number[]): boolean => {
    const key = [...pos].sort((a, b) => a - b).join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let anyMove = false;
    let p = true;
    for (let i = 0; i < pos.length && p; i++) {
      for (const t of takesFrom(take, pos[i])) {
        anyMove = true;
        const next = pos.slice();
        next[i] -= t;
        if (isP(next)) {
          p = false;
          break;
        }
      }
    }
    const result = anyMove ? p : !misere;
    memo.set(key, result);
    return result;
  };
  const winning: Array<[number, number]> = [];
  rows.forEach((n, i) => {
    for (const t of takesFrom(take, n)) {
      const next = rows.slice();
      next[i] -= t;
      if (isP(next)) winning.push([i + 1, t]);
    }
  });
  return { outcome: isP(rows) ? 'P' : 'N', winning };
}

/** γ and ν of every node of a graph by backward induction over its arrows (nodes 0..n-1). */
export function induction(n: number, arrows: Array<[number, number]>): Array<{ nu: number; grundy: number }> {
  const g: Array<number | undefined> = new Array(n).fill(undefined);
  const value = (v: number, depth = 0): number => {
    if (depth > n) throw new Error('cycle');
    const known = g[v];
    if (known !== undefined) return known;
    const succ = arrows.filter(([a]) => a === v).map(([, b]) => value(b, depth + 1));
    g[v] = mex(succ);
    return g[v] as number;
  };
  return Array.from({ length: n }, (_, v) => {
    const grundy = value(v);
    return { nu: grundy === 0 ? 0 : 1, grundy };
  });
}

// ---------------------------------------------------------------------------------------------
// Page objects.
// ---------------------------------------------------------------------------------------------

async function num(locator: Locator, name: string): Promise<number> {
  return Number(await locator.getAttribute(name));
}

export class GrundyPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await openLink(this.page, `/index.html#/grundy${query ? '?' + query : ''}`);
    await expect(this.page.getByTestId('grundy-0')).toBeAttached();
  }

  table(): Locator {
    return this.page.getByTestId('grundy-table');
  }

  cell(n: number): Locator {
    return this.page.getByTestId(`grundy-${n}`);
  }

  async values(upto: number): Promise<number[]> {
    // One round trip for the whole table.
    return this.page.evaluate((upto) => {
      const out: number[] = [];
      for (let n = 0; n <= upto; n++) {
        out.push(Number(document.querySelector(`[data-testid="grundy-${n}"]`)?.getAttribute('data-value')));
      }
      return out;
    }, upto);
  }

  async period(): Promise<{ preperiod: number; period: number }> {
    const p = this.page.getByTestId('period');
    return { preperiod: await num(p, 'data-preperiod'), period: await num(p, 'data-period') };
  }

  async typeSet(text: string) {
    await this.page.getByTestId('set-input').fill(text);
    await this.page.getByTestId('set-apply').click();
  }

  async step(): Promise<{ x: number; value: number; nu: number; options: Array<[number, number]> }> {
    const s = this.page.getByTestId('step');
    const options: Array<[number, number]> = [];
    const items = s.getByTestId('step-option');
    for (let i = 0; i < (await items.count()); i++) {
      options.push([await num(items.nth(i), 'data-to'), await num(items.nth(i), 'data-value')]);
    }
    return { x: await num(s, 'data-x'), value: await num(s, 'data-value'), nu: await num(s, 'data-nu'), options };
  }
}

export class GraphPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await openLink(this.page, `/index.html#/graph${query ? '?' + query : ''}`);
    await expect(this.page.getByTestId('graph')).toBeVisible();
  }

  node(label: string): Locator {
    return this.page.getByTestId(`node-${label}`);
  }

  /** Node labels in node order (data-index) and the arrows read from the drawing. */
  async structure(): Promise<{ labels: string[]; arrows: Array<[number, number]> }> {
    return this.page.evaluate(() => {
      const nodes = [...document.querySelectorAll('[data-testid^="node-"]')];
      const labels: string[] = [];
      for (const n of nodes) labels[Number(n.getAttribute('data-index')) - 1] = n.getAttribute('data-testid')!.slice(5);
      const arrows = [...document.querySelectorAll('[data-testid^="edge-"]')].map((e) => {
        const [, a, b] = /^edge-(\d+)-(\d+)$/.exec(e.getAttribute('data-testid')!)!;
        return [Number(a) - 1, Number(b) - 1] as [number, number];
      });
      return { labels, arrows };
    });
  }

  async labels(): Promise<Record<string, [string | null, string | null]>> {
    return this.page.evaluate(() => {
      const out: Record<string, [string | null, string | null]> = {};
      for (const n of document.querySelectorAll('[data-testid^="node-"]')) {
        out[n.getAttribute('data-testid')!.slice(5)] = [n.getAttribute('data-nu'), n.getAttribute('data-grundy')];
      }
      return out;
    });
  }

  async stepCount(): Promise<{ step: number; total: number }> {
    const s = this.page.getByTestId('induction-step');
    return { step: await num(s, 'data-step'), total: await num(s, 'data-total') };
  }
}

export class SumsPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await openLink(this.page, `/index.html#/sums${query ? '?' + query : ''}`);
    await expect(this.page.getByTestId('sum-value')).toBeVisible();
  }

  async targetMoves(): Promise<Array<{ row: number; take: number; from: number; to: number; direction: string }>> {
    const items = this.page.getByTestId('target-move');
    const out = [];
    for (let i = 0; i < (await items.count()); i++) {
      const m = items.nth(i);
      out.push({
        row: await num(m, 'data-row'),
        take: await num(m, 'data-take'),
        from: await num(m, 'data-from'),
        to: await num(m, 'data-to'),
        direction: (await m.getAttribute('data-direction'))!,
      });
    }
    return out;
  }
}

export class ExercisePage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await openLink(this.page, `/index.html#/exercise${query ? '?' + query : ''}`);
    await expect(this.page.getByTestId('question')).toBeVisible();
  }

  question(): Locator {
    return this.page.getByTestId('question');
  }

  async attr(name: string): Promise<string> {
    return (await this.question().getAttribute(name)) ?? '';
  }

  async score(): Promise<{ correct: number; answered: number; total: number }> {
    const s = this.page.getByTestId('score');
    return { correct: await num(s, 'data-correct'), answered: await num(s, 'data-answered'), total: await num(s, 'data-total') };
  }
}
