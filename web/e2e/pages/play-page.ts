// Page object for the play page, driven only through the contract's data-testid hooks.
import { expect, type Locator, type Page } from '@playwright/test';
import { openLink } from './navigate';

export class PlayPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await openLink(this.page, `/index.html#/play${query ? '?' + query : ''}`);
    await expect(this.page.getByTestId('row-1')).toBeVisible();
  }

  row(i: number): Locator {
    return this.page.getByTestId(`row-${i}`);
  }

  stick(i: number, j: number): Locator {
    return this.page.getByTestId(`stick-${i}-${j}`);
  }

  async rows(): Promise<number[]> {
    // After a reload or navigation the app may not have rendered yet.
    await expect(this.row(1)).toBeAttached();
    const rows = this.page.locator('[data-testid^="row-"]');
    const n = await rows.count();
    const out: number[] = [];
    for (let i = 1; i <= n; i++) out.push(Number(await this.row(i).getAttribute('data-count')));
    return out;
  }

  /** Sets the pace (ms per move of the computer and of a replay) as a person does in its field. */
  async pace(ms: number) {
    const field = this.page.getByTestId('pace');
    await field.fill(String(ms));
    await field.dispatchEvent('change');
  }

  /** Takes `take` sticks from row `i` (1-based) by clicking the stick a person would click. */
  async take(i: number, take: number) {
    const count = Number(await this.row(i).getAttribute('data-count'));
    await this.stick(i, count - take + 1).click();
  }

  async attr(testId: string, name: string): Promise<string | null> {
    return this.page.getByTestId(testId).getAttribute(name);
  }

  async winningMoves(): Promise<Array<[number, number]>> {
    const items = this.page.getByTestId('winning-move');
    const n = await items.count();
    const out: Array<[number, number]> = [];
    for (let k = 0; k < n; k++) {
      const item = items.nth(k);
      out.push([Number(await item.getAttribute('data-row')), Number(await item.getAttribute('data-take'))]);
    }
    return out;
  }
}

/** Normal-play Nim computed independently of the app: nim-sum, column counts, winning moves. */
export function nimFacts(rows: number[]) {
  const nimSum = rows.reduce((a, b) => a ^ b, 0);
  const bits = Math.max(1, ...rows.map((r) => (r === 0 ? 0 : Math.floor(Math.log2(r)) + 1)));
  const ones: number[] = [];
  for (let b = 0; b < bits; b++) ones.push(rows.filter((r) => (r >> b) & 1).length);
  const winning: Array<[number, number]> = [];
  rows.forEach((r, i) => {
    const target = r ^ nimSum;
    if (nimSum !== 0 && target < r) winning.push([i + 1, r - target]);
  });
  return { nimSum, ones, bits, winning, outcome: nimSum === 0 ? 'P' : 'N' };
}
