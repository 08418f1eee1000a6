// Page object for the step-through explanations, driven through data-testid hooks, and the
// mathematics to check them against, computed here independently of the app (brute force
// where the app uses a formula).
import { expect, type Locator, type Page } from '@playwright/test';
import { openLink } from './navigate';

export type Move = [row: number, take: number]; // row from 1, as on screen

export class ExplainPage {
  constructor(readonly page: Page) {}

  async open(query: string) {
    await openLink(this.page, `/index.html#/play?${query}`);
    await expect(this.panel).toBeVisible();
  }

  get panel(): Locator {
    return this.page.getByTestId('explain-panel');
  }
  get text(): Locator {
    return this.page.getByTestId('explain-text');
  }
  get answer(): Locator {
    return this.page.getByTestId('explain-answer');
  }
  get counter(): Locator {
    return this.page.getByTestId('explain-step-counter');
  }
  get next(): Locator {
    return this.page.getByTestId('explain-next');
  }
  get prev(): Locator {
    return this.page.getByTestId('explain-prev');
  }
  get reveal(): Locator {
    return this.page.getByTestId('explain-reveal');
  }
  get lectureToggle(): Locator {
    return this.page.getByTestId('lecture-toggle');
  }
  get close(): Locator {
    return this.page.getByTestId('explain-close');
  }

  async openTopic(word: string) {
    await this.page.getByTestId(`explain-open-${word}`).click();
    await expect(this.counter).toHaveAttribute('data-step', '1');
  }

  /** [step, steps] as the counter shows them. */
  async step(): Promise<[number, number]> {
    return [Number(await this.counter.getAttribute('data-step')), Number(await this.counter.getAttribute('data-steps'))];
  }

  async expectStep(step: number, steps?: number) {
    await expect(this.counter).toHaveAttribute('data-step', String(step));
    await expect(this.counter.locator('[aria-hidden="true"]')).toHaveText(`${step} / ${steps ?? (await this.step())[1]}`);
    await expect(this.counter.locator('.sr-only')).toHaveText(`Step ${step} of ${steps ?? (await this.step())[1]}`);
    if (steps !== undefined) await expect(this.counter).toHaveAttribute('data-steps', String(steps));
  }

  async goTo(step: number) {
    await this.page.getByTestId('explain-jump').selectOption(String(step));
    await expect(this.counter).toHaveAttribute('data-step', String(step));
  }

  async forward() {
    const [step] = await this.step();
    await this.next.click();
    await expect(this.counter).toHaveAttribute('data-step', String(step + 1));
  }

  /** Exactly `rows` (from 1) are outlined on the board and in the binary panel. */
  async expectRows(rows: number[], count: number) {
    for (let i = 1; i <= count; i++) {
      const row = this.page.getByTestId(`row-${i}`);
      if (rows.includes(i)) await expect(row, `row ${i}`).toHaveClass(/\bemphasized\b/);
      else await expect(row, `row ${i}`).not.toHaveClass(/\bemphasized\b/);
    }
  }

  /** Exactly the columns of `bits` (weight 2^b) are outlined in the binary panel. */
  async expectColumns(bits: number[], width: number) {
    for (let b = 0; b < width; b++) {
      const col = this.page.getByTestId('binary-panel').getByTestId(`col-${b}`);
      if (bits.includes(b)) await expect(col, `column ${2 ** b}`).toHaveClass(/\bemphasized\b/);
      else await expect(col, `column ${2 ** b}`).not.toHaveClass(/\bemphasized\b/);
    }
  }

  /** The moves whose sticks are marked on the board: the clicked stick of each (hint-click). */
  async markedMoves(): Promise<Move[]> {
    const out: Move[] = [];
    const rows = this.page.locator('[data-testid^="row-"]');
    for (let i = 1; i <= (await rows.count()); i++) {
      const count = Number(await this.page.getByTestId(`row-${i}`).getAttribute('data-count'));
      const marked = this.page.getByTestId(`row-${i}`).locator('.stick.hint-click');
      for (let k = 0; k < (await marked.count()); k++) {
        const id = (await marked.nth(k).getAttribute('data-testid'))!;
        const stick = Number(id.split('-')[2]);
        out.push([i, count - stick + 1]);
      }
    }
    return out;
  }

  /** The sticks a marked move takes are outlined: for one move per row, exactly the last `take`. */
  async expectTakenSticks([row, take]: Move) {
    const count = Number(await this.page.getByTestId(`row-${row}`).getAttribute('data-count'));
    await expect(this.page.getByTestId(`stick-${row}-${count - take + 1}`)).toHaveClass(/\bhint-take\b/);
    if (count - take >= 1) await expect(this.page.getByTestId(`stick-${row}-${count - take}`)).not.toHaveClass(/\bhint-take\b/);
    await expect(this.page.getByTestId(`stick-${row}-${count}`)).toHaveClass(/\bhint-take\b/);
  }
}

// ---------------------------------------------------------------------------------------------
// Independent mathematics.

export const sub = (n: number) =>
  String(n)
    .split('')
    .map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)])
    .join('');

export const bitLength = (n: number) => (n === 0 ? 0 : n.toString(2).length);
export const width = (values: number[]) => Math.max(1, ...values.map(bitLength));
export const bin = (v: number, w: number) => v.toString(2).padStart(w, '0') + '₂';
export const xor = (values: number[]) => values.reduce((a, b) => a ^ b, 0);
export const ones = (values: number[], b: number) => values.filter((v) => (v >> b) & 1).length;
export const pos = (rows: number[]) => rows.join('-');
/** The bits set in v, highest first. */
export const setBits = (v: number) => [...Array(bitLength(v)).keys()].reverse().filter((b) => (v >> b) & 1);
/** 22 → "16 + 4 + 2". */
export const powers = (v: number) => setBits(v).map((b) => 2 ** b).join(' + ');

/** Every legal move under unrestricted rules, by row then take. */
function movesOf(rows: number[]): Move[] {
  const out: Move[] = [];
  rows.forEach((n, i) => {
    for (let t = 1; t <= n; t++) out.push([i + 1, t]);
  });
  return out;
}

const play = (rows: number[], [row, take]: Move) => rows.map((n, i) => (i === row - 1 ? n - take : n));

/** Brute force: does the player to move win? `misere`: a player who cannot move wins. */
export function wins(rows: number[], misere: boolean, memo = new Map<string, boolean>()): boolean {
  const key = [...rows].sort((a, b) => a - b).join(',') + (misere ? 'm' : 'n');
  const known = memo.get(key);
  if (known !== undefined) return known;
  const moves = movesOf(rows);
  const result = moves.length === 0 ? misere : moves.some((m) => !wins(play(rows, m), misere, memo));
  memo.set(key, result);
  return result;
}

/** Brute force: every winning move, by row then take. */
export function winningMoves(rows: number[], misere: boolean): Move[] {
  const memo = new Map<string, boolean>();
  return movesOf(rows).filter((m) => !wins(play(rows, m), misere, memo));
}

/** The game the app plays from `rows` to show where misère departs: the winning side plays its
 * first winning move (misère), the losing side empties its largest row. Returns the positions
 * before each move and the index of the first position whose normal and misère winning moves
 * differ. */
export function departureLine(rows: number[]): { positions: number[][]; departure: number } {
  const positions: number[][] = [];
  let p = rows;
  for (;;) {
    positions.push(p);
    const normal = winningMoves(p, false);
    const misere = winningMoves(p, true);
    if (JSON.stringify(normal) !== JSON.stringify(misere)) return { positions, departure: positions.length - 1 };
    const mv: Move | undefined = misere[0] ?? largest(p);
    if (!mv) throw new Error('the line ended without departing');
    p = play(p, mv);
  }
}

function largest(rows: number[]): Move | undefined {
  let best = -1;
  rows.forEach((n, i) => {
    if (n > 0 && (best < 0 || n > rows[best])) best = i;
  });
  return best < 0 ? undefined : [best + 1, rows[best]];
}

/** "take 3 from row 1 (→ 19-5-13-27)" as the app writes a move in English. */
export function moveText([row, take]: Move, rows?: number[]) {
  const base = `take ${take} from row ${row}`;
  return rows ? `${base} (→ ${pos(play(rows, [row, take]))})` : base;
}

export { play as after };
