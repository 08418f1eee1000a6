// The step-through explanations, stepped through as a student and as a lecturer would, on the
// sources' positions: 22-5-13-27, the P-position 19-5-13-27 (S2), the misère ending 1-5,
// Marienbad 1-3-5-7 and two rows. Every number shown is checked against values computed here,
// independently of the app (pages/explain-page.ts), and so is what each step points at.
import { expect, test } from '@playwright/test';
import {
  after,
  bin,
  departureLine,
  ExplainPage,
  moveText,
  ones,
  pos,
  powers,
  setBits,
  sub,
  width,
  winningMoves,
  xor,
  type Move,
} from './pages/explain-page';

const S1 = [22, 5, 13, 27];
const S2 = [19, 5, 13, 27];
const SHOTS = 'e2e/screenshots';

test.describe('the nim-sum criterion', () => {
  // 7-3 has one odd column, named in the singular.
  for (const rows of [S1, S2, [7, 3]]) {
    test(`on ${pos(rows)}: rows in binary, column counts, parities, XOR, verdict`, async ({ page }) => {
      const ex = new ExplainPage(page);
      await ex.open(`rows=${rows}`);
      await ex.openTopic('nimsum');
      const w = width(rows);
      // The intro, a step per row, the counts, parities, XOR and verdict, and the lab's examples of XOR.
      const steps = 1 + rows.length + 5;
      await ex.expectStep(1, steps);
      await expect(ex.text).toHaveText(
        `Write each row's count in binary: one column per power of two, here from ${2 ** (w - 1)} down to 1.`,
      );
      for (const [i, n] of rows.entries()) {
        await ex.forward();
        const sum = setBits(n).length > 1 ? ` = ${powers(n)}` : '';
        await expect(ex.text).toHaveText(`Row ${i + 1}: ${n}${sum} = ${bin(n, w)}.`);
        await ex.expectRows([i + 1], rows.length);
        await ex.expectColumns(setBits(n), w);
      }
      const counts = [...Array(w).keys()].reverse().map((b) => ones(rows, b));
      await ex.forward();
      await expect(ex.answer).toHaveText(`Answer: Column counts: ${counts.join('-')}.`);
      await ex.expectColumns([...Array(w).keys()], w);
      await ex.forward();
      await expect(ex.answer).toHaveText(`Answer: Parities: ${counts.map((c) => (c % 2 ? 'o' : 'e')).join('-')}.`);
      await ex.forward();
      await expect(ex.text).toContainText(`The ordinary sum of the counts, ${rows.reduce((a, b) => a + b)}, is no use here`);
      const x = xor(rows);
      await expect(ex.answer).toHaveText(`Answer: nim-sum = ${bin(x, w)} = ${x}.`);
      await expect(page.getByTestId('explain-xor').locator('tr.result td.dec')).toHaveText(String(x));
      await ex.forward();
      await ex.expectColumns(setBits(x), w);
      if (x === 0) await expect(ex.answer).toContainText('Every column is even: the nim-sum is 0, a P-position');
      else if (setBits(x).length === 1) await expect(ex.answer).toContainText(`The column of ${x} is odd. The nim-sum is not 0: an N-position`);
      else await expect(ex.answer).toContainText(`The columns of ${setBits(x).map((b) => 2 ** b).join(' and ')} are odd. The nim-sum is not 0: an N-position`);
      await ex.forward();
      await expect(ex.text).toContainText("Examples: 0101 ⊕ 0110 = 0011");
      await expect(ex.next).toBeDisabled();
    });
  }
});

test("Bouton's construction on 22-5-13-27 in the lab's notation: E = 00101, B = 19, 0, 8, 30", async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27');
  await ex.openTopic('bouton');
  const E = xor(S1);
  const l = Math.floor(Math.log2(E));
  const top = S1.map((n, i) => [n, i + 1]).filter(([n]) => (n >> l) & 1).map(([, i]) => i);
  const winning = winningMoves(S1, false);
  await ex.expectStep(1, 4 + S1.length + 3);
  await expect(ex.text).toHaveText("The strategy for any number of piles: with S = A₁ ⊕ A₂ ⊕ … ⊕ Aₙ, the nim-sum of the piles, the player to move wins if S ≠ 0, since a move can always make S = 0, and loses if S = 0. Bouton's construction: n₁, n₂, … are the rows' counts; compute E = n₁ xor n₂ xor n₃ xor n₄.");
  await expect(ex.answer).toHaveText('Answer: E = 00101₂ = 5.');
  await ex.forward();
  await expect(ex.text).toHaveText(`The highest 1 of E = ${bin(E, 5)} is in the column of ${2 ** l} (2^ℓ with ℓ = ${l}).`);
  await ex.expectColumns([l], 5);
  await ex.forward();
  await expect(ex.answer).toHaveText(`Answer: Rows ${top.join(', ').replace(/, (\d+)$/, ' and $1')}: ${top.length}, an odd number, because E has a 1 here: the column is odd.`);
  await ex.expectRows(top, 4);
  await ex.forward();
  await expect(ex.text).toContainText('Why these rows');
  const targets: number[] = [];
  for (const [i, n] of S1.entries()) {
    await ex.forward();
    const r = i + 1;
    const b = E ^ n;
    targets.push(b);
    await expect(ex.text).toHaveText(`Row ${r}: compute B${sub(r)} = E xor n${sub(r)} = ${E} xor ${n}.`);
    await ex.expectRows([r], 4);
    await ex.expectColumns([l], 5);
    if (b < n) {
      const text = b === 0 ? `take the whole row, all ${n} — a winning move.` : `replace ${n} by ${b}, that is, take ${n - b} — a winning move.`;
      await expect(ex.answer).toHaveText(`Answer: B${sub(r)} = ${b} < ${n} = n${sub(r)}: ${text}`);
      expect(await ex.markedMoves()).toEqual([[r, n - b]]);
      await ex.expectTakenSticks([r, n - b]);
    } else {
      await expect(ex.answer).toHaveText(`Answer: B${sub(r)} = ${b} > ${n} = n${sub(r)}: a row cannot grow, so row ${r} has no winning move.`);
      expect(await ex.markedMoves()).toEqual([]);
    }
    // The lab's table: n_i and E, and B_i below the line.
    await expect(page.getByTestId('explain-xor').locator('tr.result td.dec')).toHaveText(String(b));
  }
  expect(targets).toEqual([19, 0, 8, 30]);
  await ex.forward();
  await expect(ex.answer).toContainText(`${winning.length}: one for each 1 in the column of 4. That column is odd`);
  expect(winning.length).toBe(ones(S1, l));
  await expect(ex.answer).toContainText(`The winning moves: ${winning.map((m) => moveText(m)).join(', ').replace(/, ([^,]+)$/, ' or $1')}.`);
  expect(await ex.markedMoves()).toEqual(winning);
  // All replacements in one table: each row replaced by its B_i gives E = 0; a move only where B_i < n_i.
  await ex.forward();
  await expect(ex.text).toContainText("All replacements in one table: each row in turn replaced by its Bᵢ.");
  const table = page.getByTestId('explain-replacements');
  await expect(table.getByTestId('replacement-e')).toHaveText(S1.map(() => '00000'));
  await expect(table.locator('td.replaced')).toHaveText(targets.map((b) => b.toString(2).padStart(5, '0')));
  const legal = await table.getByTestId('replacement-move').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-move')));
  expect(legal).toEqual(S1.map((n, i) => String(targets[i] < n)));
  expect(await ex.markedMoves()).toEqual(winning);
  await ex.forward();
  await expect(ex.text).toHaveText(
    `Check: after taking 3 from row 1 the rows are ${pos(after(S1, [1, 3]))}; every column is even again, E = 0: the opponent gets a P-position (Z).`,
  );
  expect(xor(after(S1, [1, 3]))).toBe(0);
});

test("Bouton on the P-position 19-5-13-27: E = 0, every move loses", async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=19,5,13,27&explain=bouton&step=1');
  await ex.expectStep(1, 3);
  await expect(ex.answer).toHaveText(`Answer: E = ${bin(xor(S2), 5)} = 0.`);
  await ex.forward();
  await expect(ex.text).toContainText('E = 0: every column is even, a P-position.');
  await expect(ex.text).toContainText('against perfect play, every move loses.');
  expect(winningMoves(S2, false)).toEqual([]);
  await ex.forward();
  const left = after(S2, [1, 1]);
  await expect(ex.text).toHaveText(`For example, take 1 from row 1: ${pos(left)} is left. What is its nim-sum T?`);
  await expect(ex.answer).toHaveText(`Answer: T = ${xor(left)} ≠ 0.`);
  expect(await ex.markedMoves()).toEqual([[1, 1]]);
});

test('a position in an explanation stays on one line on a phone, the Japanese text too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const ex = new ExplainPage(page);
  await ex.open('rows=19,5,13,27&explain=bouton&step=3');
  const left = pos(after(S2, [1, 1]));
  for (const lang of ['en', 'ja']) {
    await page.getByTestId('lang').selectOption(lang);
    const position = ex.text.locator('.pos', { hasText: left });
    await expect(position).toHaveText(left);
    // One line box: no break at a hyphen of 18-5-13-27.
    expect(await position.evaluate((el) => el.getClientRects().length)).toBe(1);
  }
  // Still one text for a screen reader and for copying.
  await expect(ex.text).toContainText(`取ると ${left} が残ります。そのニム和 T は？`);
});

test('the proof with live numbers, on 22-5-13-27 and on the P-position 19-5-13-27', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=proof&step=1');
  const S = xor(S1);
  await ex.expectStep(1, 8);
  await expect(ex.text).toHaveText('A proof by two lemmas. Let A₁, …, A₄ be the piles and S = A₁ ⊕ A₂ ⊕ A₃ ⊕ A₄ their nim-sum.');
  await expect(ex.answer).toHaveText(`Answer: S = ${S}.`);
  await ex.forward();
  await expect(ex.text).toContainText('T = A₁ ⊕ … ⊕ Bₖ ⊕ … ⊕ Aₙ = S ⊕ Aₖ ⊕ Bₖ');
  await ex.forward();
  // A concrete move: 1 from pile 1. T = S ⊕ A₁ ⊕ B₁ is the nim-sum of the new piles.
  const T = S ^ 22 ^ 21;
  expect(T).toBe(xor(after(S1, [1, 1])));
  await expect(ex.text).toHaveText(`For example, take 1 from pile 1: A₁ = 22, B₁ = 21, T = S ⊕ A₁ ⊕ B₁ = ${S} ⊕ 22 ⊕ 21 — the nim-sum of the new position ${pos(after(S1, [1, 1]))}.`);
  await expect(ex.answer).toHaveText(`Answer: T = ${T} ≠ 0.`);
  expect(await ex.markedMoves()).toEqual([[1, 1]]);
  await ex.forward();
  await expect(ex.text).toContainText('Lemma 1: if S = 0, every move gives T ≠ 0.');
  await ex.forward();
  await expect(ex.text).toHaveText(`After the winning move the position is ${pos(S2)}, with S = 0. For example, taking 1 from pile 1 (19 → 18) gives T = A₁ ⊕ B₁ = 19 ⊕ 18.`);
  await expect(ex.answer).toHaveText(`Answer: T = ${19 ^ 18} ≠ 0.`);
  await ex.forward();
  await expect(ex.text).toContainText('Lemma 2: if S ≠ 0, some move gives T = 0.');
  await ex.forward();
  await expect(ex.text).toHaveText(`Here S = ${S} = ${S.toString(2)}₂; its highest 1 is in the column of 4. Pile 1 has a 1 there: A₁ = 22.`);
  await expect(ex.answer).toHaveText(`Answer: Take ${22 - (S ^ 22)} from pile 1 (22 → ${S ^ 22}): then T = 0.`);
  await ex.expectRows([1], 4);
  await ex.expectColumns([2], 5);
  expect(await ex.markedMoves()).toEqual([[1, 3]]);
  await ex.forward();
  await expect(ex.text).toContainText(`Here S = ${S}: the player to move wins.`);

  await ex.open('rows=19,5,13,27&explain=proof&step=5');
  await expect(ex.text).toHaveText('Here S = 0. For example, taking 1 from pile 1 (19 → 18) gives T = A₁ ⊕ B₁ = 19 ⊕ 18.');
  await expect(ex.answer).toHaveText('Answer: T = 1 ≠ 0.');
  expect(await ex.markedMoves()).toEqual([[1, 1]]);
  await ex.forward();
  await ex.forward();
  await expect(ex.text).toHaveText('Here S = 0, so Lemma 2 does not apply: the player to move is on the losing side.');
  await ex.forward();
  await expect(ex.text).toContainText('Here S = 0: the player to move loses against perfect play.');
});

test("column by column: the lab's four cases for each column of 22-5-13-27", async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=columns&step=1');
  const w = width(S1);
  await ex.expectStep(1, 1 + w + 2);
  await expect(page.getByTestId('explain-cases').locator('li')).toHaveCount(4);
  const caseText: Record<number, string> = { 0: 'No 1 — case 1, even', 1: 'One 1 — case 3, odd', 2: 'Two 1s — case 2, even', 3: 'Three 1s — case 4, odd' };
  for (let b = w - 1; b >= 0; b--) {
    await ex.forward();
    const rows = S1.map((n, i) => [n, i + 1]).filter(([n]) => (n >> b) & 1).map(([, i]) => i);
    const list = rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.join(', ').replace(/, (\d+)$/, ' and $1')}`;
    await expect(ex.text).toHaveText(`Column of ${2 ** b}: ${rows.length === 1 ? 'the 1 is' : 'the 1s are'} in ${list}.`);
    await expect(ex.answer).toContainText(caseText[ones(S1, b)]);
    await ex.expectColumns([b], w);
    await ex.expectRows(rows, 4);
    await expect(page.getByTestId('explain-cases').locator('li.current')).toHaveCount(1);
  }
  await ex.forward();
  await expect(ex.answer).toHaveText('Answer: Case 3 or 4 in at least one column (the columns of 4 and 1): a won game for the player to move (an N-position, C).');
  await ex.expectColumns([2, 0], w);
  await ex.forward();
  await expect(ex.text).toContainText(`here row 1, 22 = ${bin(22, 5)} → 19 = ${bin(19, 5)} changes the columns of 4 and 1. Take 3.`);
  expect(22 ^ 19).toBe(xor(S1));
  expect(await ex.markedMoves()).toEqual([[1, 3]]);
});

test('misère play on the German ending 1-5: case B, and misère departs at once', async ({ page }) => {
  const ex = new ExplainPage(page);
  const rows = [1, 5];
  await ex.open('rows=1,5&end=misere&explain=misere&step=1');
  await ex.expectStep(1, 7);
  await expect(ex.text).toContainText('Misère play: whoever takes the last stick loses');
  await expect(ex.text).toContainText('This game is played under the misère rule.');
  await ex.forward();
  await expect(ex.answer).toHaveText('Answer: Two or more: 1 (row 2). Exactly one: 1 (row 1).');
  await ex.expectRows([2], 2);
  await ex.forward();
  await expect(ex.answer).toContainText('Case B: exactly one row with more than one stick');
  await expect(page.getByTestId('explain-cases').locator('li.current')).toContainText('Case B');
  // The article's aside below its cases.
  await expect(page.getByTestId('explain-cases-note')).toHaveText(
    'Under the normal rule this split into cases is not needed: it leads to the same result as the nim-sum criterion.',
  );
  const misere = winningMoves(rows, true);
  const normal = winningMoves(rows, false);
  expect(misere).toEqual([[2, 5]]);
  expect(normal).toEqual([[2, 4]]);
  await ex.forward();
  await expect(ex.text).toContainText("The misère rule, counting the large rows. Let m be the number of rows with two or more sticks.");
  await expect(ex.answer).toHaveText(`Answer: Here m = 1; single sticks: 1. So: ${moveText(misere[0])}.`);
  expect(await ex.markedMoves()).toEqual(misere);
  await ex.forward();
  await expect(ex.text).toHaveText(
    `Normal rule: an N-position (C); ${moveText(normal[0], rows)}. Misère rule: an N-position (C); ${moveText(misere[0], rows)}.`,
  );
  await ex.forward();
  const line = departureLine(rows);
  expect(line.departure).toBe(0);
  await expect(ex.answer).toHaveText('Answer: At move 1: the first position with at most one row of two or more sticks.');
  await ex.forward();
  await expect(ex.text).toContainText(`Misère departs at move 1, at 1-5: the normal rule: ${moveText(normal[0], rows)}; the misère rule: ${moveText(misere[0], rows)}.`);
  await expect(page.getByTestId('explain-record').locator('tr.departure')).toContainText('1-5');
  expect(await ex.markedMoves()).toEqual(misere);
  await ex.expectRows([2], 2);
});

test('misère play on Marienbad 1-3-5-7: case A, and the move where misère departs', async ({ page }) => {
  const ex = new ExplainPage(page);
  const rows = [1, 3, 5, 7];
  await ex.open('rows=1,3,5,7&end=misere&explain=misere&step=3');
  await expect(ex.answer).toContainText('Case A: at least two rows with at least two sticks');
  await ex.forward();
  expect(winningMoves(rows, true)).toEqual([]);
  await expect(ex.answer).toHaveText('Answer: Here m = 3 and the nim-sum is 0: a P-position (Z) under misère too.');
  await ex.forward();
  await expect(ex.text).toHaveText('Normal rule: a P-position (Z); no winning move. Misère rule: a P-position (Z); no winning move.');
  await ex.forward();
  const { positions, departure } = departureLine(rows);
  const figure = page.getByTestId('explain-record');
  await expect(figure.locator('tbody tr')).toHaveCount(positions.length);
  for (const [k, p] of positions.entries()) await expect(figure.locator('tbody tr').nth(k).locator('td.pos')).toHaveText(pos(p));
  await expect(ex.answer).toHaveText(`Answer: At move ${departure + 1}: the first position with at most one row of two or more sticks.`);
  await ex.forward();
  const d = positions[departure];
  const [normal, misere] = [winningMoves(d, false), winningMoves(d, true)];
  await expect(ex.text).toContainText(
    `Misère departs at move ${departure + 1}, at ${pos(d)}: the normal rule: ${moveText(normal[0], d)}; the misère rule: ${moveText(misere[0], d)}.`,
  );
  await expect(figure.locator('tr.departure')).toContainText(pos(d));
  await ex.expectRows(d.map((n, i) => [n, i + 1]).filter(([n]) => n >= 2).map(([, i]) => i), 4);
});

test('two rows: the mirror strategy on 7-4 and 5-5; other positions say it needs two rows', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=7,4&explain=mirror&step=1');
  await ex.expectStep(1, 4);
  await expect(ex.text).toContainText('row 1 has 7, row 2 has 4');
  await ex.expectRows([1, 2], 2);
  await ex.forward();
  await expect(ex.text).toHaveText('The rows differ (7 ≠ 4): an N-position. How does the player to move win?');
  await expect(ex.answer).toContainText('Take the difference, 3, from the larger row 1: both rows hold 4');
  expect(await ex.markedMoves()).toEqual(winningMoves([7, 4], false));
  await ex.forward();
  await expect(ex.text).toHaveText('For example: 1 from row 1 is answered by 1 from row 2 — 3 and 3, equal again.');
  await ex.forward();
  await expect(ex.text).toHaveText(`The same by the nim-sum: 7 ⊕ 4 = ${7 ^ 4}, and a ⊕ b = 0 exactly when a = b.`);
  await ex.expectColumns(setBits(7 ^ 4), 3);

  await ex.open('rows=5,5&explain=mirror&step=2');
  await expect(ex.text).toContainText('Both rows hold 5: a P-position.');
  expect(winningMoves([5, 5], false)).toEqual([]);
  await ex.forward();
  await expect(ex.text).toHaveText('For example: 1 from row 1 is answered by 1 from row 2 — 4 and 4, equal again.');
  expect(await ex.markedMoves()).toEqual([[1, 1], [2, 1]]);

  await ex.open('rows=22,5,13,27&explain=mirror&step=1');
  await ex.expectStep(1, 2);
  await expect(ex.text).toContainText('The mirror strategy is for exactly two non-empty rows; this position has 4.');
  await ex.forward();
  await expect(ex.text).toContainText('if only rows 1 and 2 were left (22 and 5), the player to move would take 17 from row 1');
  await ex.expectRows([1, 2], 4);
});

/** The rows' counts on the board (what it shows, which need not be the game's position). */
async function boardRows(page: import('@playwright/test').Page): Promise<number[]> {
  const rows = page.locator('[data-testid^="row-"]');
  const out: number[] = [];
  for (let i = 1; i <= (await rows.count()); i++) out.push(Number(await page.getByTestId(`row-${i}`).getAttribute('data-count')));
  return out;
}

test("a whole game: the German article's record S1…S9, with the normal and the misère ending", async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=record&step=1');
  await ex.expectStep(1, 13);
  await expect(ex.text).toContainText('A worked game: S1 = 22-5-13-27, player A begins.');
  // The article's moves, replayed here: A, B, A, B, … from S1.
  const opening: Move[] = [[1, 3], [4, 27], [1, 11], [3, 9], [1, 7], [3, 4]];
  let rows = S1;
  for (const [k, mv] of opening.entries()) {
    await ex.forward();
    const who = k % 2 === 0 ? 'A' : 'B';
    const winning = winningMoves(rows, false);
    const status = winning.length ? 'an N-position (C)' : 'a P-position (Z)';
    await expect(ex.text).toHaveText(`S${k + 1} = ${pos(rows)}, ${status}: ${who} takes ${mv[1]} from row ${mv[0]} → ${pos(after(rows, mv))}.`);
    if (winning.length) {
      expect(winning).toContainEqual(mv);
      await expect(ex.answer).toContainText('A winning move: the opponent gets a P-position.');
    } else {
      await expect(ex.answer).toHaveText('Answer: From a P-position every move loses against perfect play; only a mistake of the opponent can help.');
    }
    await ex.expectRows([mv[0]], 4);
    await expect(page.getByTestId('explain-record').locator('tr.current th')).toHaveText(`S${k + 1}`);
    // The board and the binary panel show the step's position with its move marked; S1 is the
    // game's own position, the later ones are pictures of the record.
    expect(await boardRows(page)).toEqual(rows);
    expect(await ex.markedMoves()).toEqual([mv]);
    await expect(page.getByTestId('binary-panel').locator('tr.sum th')).toHaveText(`nim-sum = ${xor(rows)}`);
    // The status line says so in place of whose turn it is, with the shown position's status.
    await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', String(xor(rows)));
    if (k === 0) {
      await expect(page.getByTestId('explain-board')).toBeHidden();
      await expect(page.getByTestId('to-move')).toBeVisible();
    } else {
      await expect(page.getByTestId('explain-board')).toHaveText(`The board and the binary panel show this step's position, ${pos(rows)}, under normal play. Closing the explanation shows the game again.`);
      await expect(page.getByTestId('step-shown')).toHaveText(`On the board: the step's position ${pos(rows)}, under normal play`);
      await expect(page.getByTestId('to-move')).toHaveCount(0);
    }
    rows = after(rows, mv);
  }
  // S1: the article's short bars, the alternatives 5 from row 2 or row 3.
  await ex.goTo(2);
  await expect(ex.answer).toContainText('Also winning: take 5 from row 2 or take 5 from row 3.');
  expect(await ex.markedMoves()).toEqual([[1, 3]]);
  await ex.goTo(8);
  expect(rows).toEqual([1, 5, 0, 0]);
  await expect(ex.text).toContainText('S7 = 1-5-0-0: only one row has more than one stick — case B.');
  await expect(page.getByTestId('explain-record').locator('tr.departure th')).toHaveText('S7');
  await ex.forward();
  expect(winningMoves(rows, false)).toEqual([[2, 4]]);
  await expect(ex.text).toHaveText('S7 = 1-5-0-0, an N-position (C): A takes 4 from row 2 → 1-1-0-0.');
  await ex.forward();
  await expect(ex.text).toHaveText('S8 = 1-1-0-0, a P-position (Z): B takes 1 from row 2 → 1-0-0-0.');
  await ex.forward();
  await expect(ex.text).toHaveText('S9 = 1-0-0-0: A takes the last stick and wins (normal rule).');
  await ex.forward();
  expect(winningMoves(rows, true)).toEqual([[2, 5]]);
  await expect(ex.text).toHaveText('S7 = 1-5-0-0, an N-position (C) under misère: A takes 5 from row 2 → 1-0-0-0.');
  await ex.forward();
  expect(winningMoves([1, 0, 0, 0], true)).toEqual([]);
  await expect(ex.text).toHaveText('S8 = 1-0-0-0, a P-position under misère: B must take the last stick and loses — A wins.');
  expect(await boardRows(page)).toEqual([1, 0, 0, 0]);
  // Judged under misère play, as the step says, though the game is played under the normal rule.
  await expect(page.getByTestId('step-shown')).toHaveText("On the board: the step's position 1-0-0-0, under misère play");
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'P');
  // Closed, the explanation gives the board back to the game.
  await ex.close.click();
  await expect.poll(() => boardRows(page)).toEqual(S1);
  await expect(page.getByTestId('binary-panel').locator('tr.sum th')).toHaveText(`nim-sum = ${xor(S1)}`);
});

test('a whole game: the commentary on the game just played by clicks', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ex = new ExplainPage(page);
  await ex.open('rows=3,4,5');
  const played: Move[] = [[1, 1], [3, 2], [2, 3]];
  for (const [row, take] of played) {
    const count = Number(await page.getByTestId(`row-${row}`).getAttribute('data-count'));
    await page.getByTestId(`stick-${row}-${count - take + 1}`).click();
  }
  await ex.openTopic('record');
  await ex.expectStep(1, 1 + played.length + 2);
  await expect(ex.text).toContainText('The game: 3 moves from 3-4-5.');
  let rows = [3, 4, 5];
  for (const [k, mv] of played.entries()) {
    await ex.forward();
    const winning = winningMoves(rows, false);
    const status = winning.length ? 'an N-position (C)' : 'a P-position (Z)';
    await expect(ex.text).toHaveText(`Move ${k + 1}: ${pos(rows)}, ${status}: player ${(k % 2) + 1} takes ${mv[1]} from row ${mv[0]} → ${pos(after(rows, mv))}.`);
    if (!winning.length) await expect(ex.answer).toContainText('From a P-position every move loses');
    else if (winning.some((m) => m[0] === mv[0] && m[1] === mv[1])) await expect(ex.answer).toContainText('A winning move');
    else await expect(ex.answer).toHaveText(`Answer: A mistake: it leaves the opponent an N-position. Winning instead: ${winning.map((m) => moveText(m)).join(' or ')}.`);
    // The board shows the position before the move, the move marked.
    expect(await boardRows(page)).toEqual(rows);
    expect(await ex.markedMoves()).toEqual([mv]);
    rows = after(rows, mv);
  }
  const end = rows;
  await ex.forward();
  await expect(ex.text).toHaveText(`The game goes on: player 2 is to move, at ${winningMoves(rows, false).length ? 'an N-position (C)' : 'a P-position (Z)'}.`);
  await ex.forward();
  await expect(ex.text).toContainText('The two rules agree at every move of this game');
  // A stick of a step's picture is no move of the game: the click changes nothing.
  await ex.goTo(2);
  // The link to this step holds the position, not the moves: the note says so.
  await page.getByTestId('explain-copy-link').click();
  await expect(ex.panel.locator('.copied')).toHaveText('Link copied. It holds the position on screen, not the moves played: opened elsewhere, this explanation comments on a game of perfect play from there.');
  await expect(page.getByTestId('stick-3-5')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('stick-3-5').click({ force: true });
  await expect(page.getByTestId('notice')).toHaveText("The board shows the step's position, not the game: close the explanation to play on.");
  await expect.poll(() => boardRows(page)).toEqual([3, 4, 5]);
  // The hints list the winning move of the position shown (3-4-5: take 2 from row 1).
  await page.getByTestId('hint-toggle').click();
  await expect(page.getByTestId('winning-move')).toHaveCount(1);
  await expect(page.getByTestId('winning-move')).toHaveAttribute('data-row', '1');
  await expect(page.getByTestId('winning-move')).toHaveAttribute('data-take', '2');
  await ex.close.click();
  await expect.poll(() => boardRows(page)).toEqual(end);
  await expect(page.getByTestId('notice')).not.toContainText("step's position");
  await page.getByTestId(`stick-3-${end[2]}`).click();
  await expect.poll(() => boardRows(page)).toEqual(after(end, [3, 1]));
});

test('restricted moves: the explanation says the XOR of counts does not decide and uses Grundy values', async ({ page }) => {
  const ex = new ExplainPage(page);
  const rows = [7, 5, 3, 1];
  const g = rows.map((n) => n % 3); // take 1 or 2: γ(n) = n rem 3 (Satz 1a)
  await ex.open('rows=7,5,3,1&take=1-2&explain=bouton&step=1');
  await expect(ex.text).toContainText(`here the XOR of the counts (${xor(rows)}) does not decide who wins`);
  await expect(ex.text).toContainText(`the XOR of the Grundy values (${xor(g)}) decides`);
  await ex.goTo(6);
  await expect(ex.text).toHaveText(`Row 1: 7 sticks, γ₁ = ${g[0]}. It would need the Grundy value B₁ = E xor γ₁ = ${xor(g)} xor ${g[0]}.`);
  await expect(ex.answer).toContainText('impossible');
  await ex.forward();
  await expect(ex.answer).toContainText('a reducing move. It always exists');
  await expect(ex.answer).toContainText('take 2.');
  await ex.forward();
  await expect(ex.answer).toContainText('a raising move');
  await expect(ex.answer).toContainText('take 1.');
});

test('misère play with restricted moves: the explanation opens before the exact solve ends and then gives its outcome', async ({ page }) => {
  const ex = new ExplainPage(page);
  // Too many positions for the explanation to solve on its own: the play page solves them in
  // slices, and the explanation follows once they are solved.
  await ex.open('rows=20,21,22,23,24&end=misere&take=1-3&explain=misere&step=2');
  await expect(page.getByTestId('outcome')).not.toHaveAttribute('data-outcome', '?', { timeout: 20_000 });
  const outcome = await page.getByTestId('outcome').getAttribute('data-outcome');
  await expect(ex.text).toContainText(new RegExp(`Here: an? ${outcome}-position`));
  await expect(ex.text).not.toContainText('too large');
});

test('outside lecture mode Space presses the focused button: Back goes back, Close closes', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=3,4,5&explain=nimsum&step=6');
  await ex.prev.focus();
  await page.keyboard.press(' ');
  await ex.expectStep(5);
  await ex.next.focus();
  await page.keyboard.press(' ');
  await ex.expectStep(6);
  await page.getByTestId('explain-close').focus();
  await page.keyboard.press(' ');
  await expect(ex.counter).toHaveCount(0);
});

test('keys and lecture mode, driven as a presenter does, with screenshots at 1920×1080', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27');
  await ex.openTopic('bouton');
  await ex.lectureToggle.click();
  await expect(page.locator('.play.lecture')).toBeVisible();
  await expect(ex.lectureToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/explain=bouton&step=1&lecture=on/);
  // Step 1: the audience computes E; the nim-sum is hidden everywhere until revealed.
  await expect(ex.answer).toHaveCount(0);
  await expect(ex.reveal).toBeVisible();
  await expect(page.getByTestId('binary-panel').locator('tr.sum')).toBeHidden();
  await expect(page.getByTestId('nim-sum')).toBeHidden();
  await expect(page.getByTestId('explain-xor').locator('tr.result td.dec')).toHaveText('?');
  await page.screenshot({ path: `${SHOTS}/lecture-bouton-1-question.png` });
  // The clicker: Page Down first reveals, then advances.
  await page.keyboard.press('PageDown');
  await expect(ex.answer).toHaveText('Answer: E = 00101₂ = 5.');
  await expect(page.getByTestId('binary-panel').locator('tr.sum')).toBeVisible();
  await ex.expectStep(1);
  await page.keyboard.press('PageDown');
  await ex.expectStep(2);
  await page.keyboard.press('ArrowRight');
  await ex.expectStep(3);
  await page.keyboard.press('PageUp');
  await ex.expectStep(2);
  // Row 1: the winning move is hidden until revealed, then marked on the board.
  await ex.goTo(5);
  await expect(ex.answer).toHaveCount(0);
  expect(await ex.markedMoves()).toEqual([[1, 3]]);
  await expect(page.getByTestId('stick-1-20')).toHaveCSS('box-shadow', 'none');
  await page.screenshot({ path: `${SHOTS}/lecture-bouton-5-question.png` });
  await page.keyboard.press(' ');
  await expect(ex.answer).toContainText('replace 22 by 19, that is, take 3');
  await expect(page.getByTestId('stick-1-20')).not.toHaveCSS('box-shadow', 'none');
  await page.screenshot({ path: `${SHOTS}/lecture-bouton-5-answer.png` });
  await page.keyboard.press(' ');
  await ex.expectStep(6);
  await page.keyboard.press('Shift+Space');
  await ex.expectStep(5);
  // The answer is hidden again on every visit of a step.
  await expect(ex.answer).toHaveCount(0);
  // Revealed by keyboard, the answer hands the focus on to Next (the button goes away; the
  // lecture toggle, which a second Enter would turn off, must not get it).
  await ex.reveal.focus();
  await page.keyboard.press('Enter');
  await expect(ex.answer).toBeVisible();
  await expect(ex.next).toBeFocused();
  // So do Space, which presses the focused button, and r.
  for (const key of [' ', 'r']) {
    await ex.prev.click();
    await ex.next.click();
    await ex.expectStep(5);
    await ex.reveal.focus();
    await page.keyboard.press(key);
    await expect(ex.answer).toBeVisible();
    await expect(ex.next).toBeFocused();
  }
  await expect(ex.lectureToggle).toHaveAttribute('aria-pressed', 'true');
  // In lecture mode Space is Next wherever the focus is, as on a presenter's slide.
  await ex.prev.focus();
  await page.keyboard.press(' ');
  await ex.expectStep(6);
  await page.keyboard.press('End');
  await ex.expectStep(11, 11);
  await page.keyboard.press('Home');
  await ex.expectStep(1);
  // The nim-sum asked after the counts and parities: those stay, the nim-sum and outcome go.
  await ex.open('rows=22,5,13,27&explain=nimsum&step=8&lecture=on');
  await ex.expectStep(8);
  const foot = page.getByTestId('binary-panel').locator('tfoot');
  await expect(foot.locator('tr.ones')).toBeVisible();
  await expect(foot.locator('tr.parity')).toBeVisible();
  await expect(foot.locator('tr.sum')).toBeHidden();
  await expect(page.getByTestId('outcome')).toBeHidden();
  await page.keyboard.press('PageDown');
  await expect(foot.locator('tr.sum')).toBeVisible();
  // A list of cases names none before the answer is revealed: which one applies is the answer.
  await ex.open('rows=3,4,9&explain=columns&step=2&lecture=on');
  const cases = page.getByTestId('explain-cases');
  await expect(cases.locator('li')).toHaveCount(4);
  await expect(cases.locator('li[aria-current]')).toHaveCount(0);
  await ex.reveal.click();
  await expect(cases.locator('li[aria-current]')).toHaveText('Case 3: one 1 — odd');
  // Keys typed into a text field stay there.
  await ex.open('rows=100,3&explain=nimsum&step=1&lecture=on');
  await page.getByTestId('take-1').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageDown');
  await ex.expectStep(1);
  await ex.text.click();
  await page.keyboard.press('ArrowRight');
  await ex.expectStep(2);
  // Leaving lecture mode shows the answers again.
  await ex.lectureToggle.click();
  await expect(page.locator('.play.lecture')).toHaveCount(0);
  await expect(ex.answer).toHaveCount(0); // step 2 has no answer
  // The verdict, the step before the last (the lab's examples of XOR, which have no answer).
  await page.keyboard.press('End');
  const [, last] = await ex.step();
  await ex.goTo(last - 1);
  await expect(ex.answer).toBeVisible();
});

test('lecture screenshots of each explanation at 1920×1080', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const ex = new ExplainPage(page);
  const shots: Array<[string, string, boolean]> = [
    ['lecture-nimsum-verdict', 'rows=22,5,13,27&explain=nimsum&step=9', true],
    ['lecture-proof-lemma2', 'rows=22,5,13,27&explain=proof&step=7', true],
    ['lecture-columns', 'rows=22,5,13,27&explain=columns&step=4', true],
    ['lecture-mirror', 'rows=7,4&explain=mirror&step=2', true],
    ['lecture-misere-departure', 'rows=1,5&end=misere&explain=misere&step=7', false],
    ['lecture-marienbad-line', 'rows=1,3,5,7&end=misere&explain=misere&step=6', true],
    ['lecture-record-s7', 'rows=22,5,13,27&explain=record&step=8', false],
  ];
  for (const [name, query, reveal] of shots) {
    await ex.open(`${query}&lecture=on`);
    await expect(page.locator('.play.lecture')).toBeVisible();
    if (reveal) await ex.reveal.click();
    // Nothing of the step is cut off: the navigation is on screen.
    await expect(ex.next).toBeInViewport();
    await expect(ex.text).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
});

test('lecture mode on a projector of 720 to 1080 lines: every row of the board, the whole step and its buttons on screen, nothing scrolled', async ({ page }) => {
  const ex = new ExplainPage(page);
  // The German article's 22-5-13-27, whose rows of 22 and 27 take two lines on a 1280 wide screen.
  const steps: Array<[string, boolean]> = [
    ['explain=bouton&step=5', true],
    ['explain=misere&step=6', true],
    ['explain=record&step=8', false],
  ];
  // At 720 lines a long step's type shrinks until the page fits, as far as it can (a long figure
  // beside it, such as the record's, may still need a scroll there).
  const at720: Array<[string, boolean]> = [
    ['explain=bouton&step=5', true],
    ['explain=misere&step=4', true],
  ];
  for (const [width, height] of [[1280, 720], [1280, 900], [1280, 1024], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    for (const [query, reveal] of height === 720 ? at720 : steps) {
      await ex.open(`rows=22,5,13,27&end=normal&take=any&${query}&lecture=on`);
      await expect(page.locator('.play.lecture')).toBeVisible();
      if (reveal) await ex.reveal.click();
      // The step's type fits itself in the next frame.
      const clipped = () =>
        page.evaluate(() => {
          const over = (el: Element) => el.scrollHeight - el.clientHeight;
          return {
            board: over(document.querySelector('.board')!),
            step: over(document.querySelector('.explain-step')!),
            page: document.documentElement.scrollHeight - window.innerHeight,
          };
        });
      await expect.poll(clipped, { message: `${width}×${height} ${query}` }).toEqual({ board: 0, step: 0, page: 0 });
      await expect(page.getByTestId('row-4')).toBeInViewport({ ratio: 1 });
      await expect(ex.next).toBeInViewport({ ratio: 1 });
    }
  }
});

test('every step has a permanent link, and the link can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=bouton&step=1');
  await ex.goTo(5);
  await expect(page).toHaveURL(/rows=22,5,13,27.*explain=bouton&step=5/);
  await page.getByTestId('explain-copy-link').click();
  await expect(ex.panel.locator('.copied')).toHaveText('Link copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  const other = await context.newPage();
  const ex2 = new ExplainPage(other);
  await other.goto(copied);
  await expect(ex2.counter).toHaveAttribute('data-step', '5');
  await expect(ex2.text).toHaveText('Row 1: compute B₁ = E xor n₁ = 5 xor 22.');
  // Closing the explanation removes it from the link; the list of explanations returns.
  await ex2.close.click();
  await expect(other.getByTestId('explain-open-bouton')).toBeVisible();
  await expect(other).not.toHaveURL(/explain=/);
});

test('the explanations speak German and Japanese', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=bouton&step=5');
  await page.getByTestId('lang').selectOption('de');
  await expect(ex.text).toHaveText('Reihe 1: berechne B₁ = E xor n₁ = 5 xor 22.');
  await expect(ex.answer).toHaveText('Lösung: B₁ = 19 < 22 = n₁: ersetze 22 durch 19, nimm also 3 — ein Gewinnzug.');
  await ex.goTo(9);
  await expect(ex.answer).toContainText('3: einer für jede 1 in der 4er-Spalte.');
  await page.getByTestId('lang').selectOption('ja');
  await ex.goTo(5);
  await expect(ex.text).toHaveText('1番目の山：B₁ = E xor n₁ = 5 xor 22 を計算します。');
  await expect(ex.answer).toContainText('22 を 19 にする、つまり3本取るのが必勝手です。');
  await ex.open('rows=19,5,13,27&explain=nimsum&step=9');
  await expect(ex.answer).toContainText('P局面(後手必勝)です');
});

test('lecture mode on a 1920×1080 projector: a long step fits, and what a step points at is in view', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  // The misère cases in German, the longest step: its answer and all three cases on screen.
  await page.goto('/index.html#/play?rows=22,5,13,27&explain=misere&step=3&lecture=on');
  await page.evaluate(() => localStorage.setItem('nimlab.settings', 'lang=de'));
  await page.reload();
  await expect(page.getByTestId('explain-text')).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByTestId('explain-answer')).toBeVisible();
  const fits = () =>
    page.locator('.explain-step').evaluate((step) => step.scrollHeight <= step.clientHeight + 1);
  await expect.poll(fits).toBe(true);
  // At its full size: the slide's layout makes room, the type never shrinks to fit.
  const px = (id: string) => page.getByTestId(id).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(await px('explain-text')).toBeGreaterThanOrEqual(24);
  expect(await px('explain-answer')).toBeGreaterThanOrEqual(24);
  await expect(page.locator('.explain-step')).not.toHaveAttribute('style', /.*/);
  await page.evaluate(() => localStorage.removeItem('nimlab.settings'));
  // Inside its box's view: the box scrolls to it, the page does not.
  const inView = (box: string, target: string) =>
    page.evaluate(
      ([box, target]) => {
        const b = document.querySelector(box)!.getBoundingClientRect();
        const t = document.querySelector(target)!.getBoundingClientRect();
        return t.top >= b.top - 1 && t.bottom <= b.bottom + 1 && t.left >= b.left - 1 && t.right <= b.right + 1;
      },
      [box, target],
    );
  // Twenty rows: the step about row 15 shows row 15 on the board and in the binary panel.
  const rows = Array.from({ length: 20 }, (_, i) => i + 1).join(',');
  await page.goto(`/index.html#/play?rows=${rows}&explain=bouton&step=19&lecture=on`);
  await expect(page.locator('.board .row.emphasized')).toHaveCount(1);
  // The boxes scroll to what the step points at once it has rendered: polled, not read once.
  await expect.poll(() => inView('.board', '.board .row.emphasized')).toBe(true);
  await expect.poll(() => inView('[data-testid="binary-panel"]', '.binary-panel tbody tr.emphasized')).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Twenty binary digits: the column of the nim-sum's highest 1 (64) comes into view.
  await page.goto('/index.html#/play?rows=1000000,999999,3&explain=bouton&step=2&lecture=on');
  await expect(page.locator('.binary-panel thead th.emphasized')).toHaveCount(1);
  await expect(page.locator('.binary-panel thead th.emphasized')).toHaveText('64');
  await expect.poll(() => inView('[data-testid="binary-panel"]', '.binary-panel thead th.emphasized')).toBe(true);
});

test('Escape in lecture mode leaves it at the same step; a second Escape closes', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=22,5,13,27&explain=bouton&step=4&lecture=on');
  await expect(page.locator('body.lecture')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('body.lecture')).toHaveCount(0);
  await expect(ex.counter).toHaveAttribute('data-step', '4');
  await expect(page).toHaveURL(/explain=bouton&step=4(?!.*lecture)/);
  await page.keyboard.press('Escape');
  await expect(ex.next).toHaveCount(0);
  await expect(page).not.toHaveURL(/explain=/);
  // The board keeps its arrow keys and Space, not Escape: from a stick too, Escape leaves.
  await ex.open('rows=22,5,13,27&explain=bouton&step=2&lecture=on');
  await page.getByTestId('stick-1-1').focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('body.lecture')).toHaveCount(0);
  await expect(ex.counter).toHaveAttribute('data-step', '2');
});

test('a link to a step past the last shows the last step and says so', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=3,4&explain=bouton&step=999');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('The link asks for step 999');
  const last = /has (\d+) steps/.exec((await notice.textContent()) ?? '')![1];
  // The address follows the step on screen.
  await expect(page).toHaveURL(new RegExp(`step=${last}(&|$)`));
  await page.getByTestId('explain-prev').click();
  await expect(notice).not.toContainText('step 999');
});

test('opening an explanation by keyboard focuses its Next button; closing gives the focus back to its button', async ({ page }) => {
  await page.goto('/index.html#/play?rows=3,4,5');
  const open = page.getByTestId('explain-open-bouton');
  await open.focus();
  // The first opening loads the full module: the focus crosses the handover.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('explain-next')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('explain-panel')).toHaveAttribute('data-step', '2');
  await page.getByTestId('explain-close').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('explain-open-bouton')).toBeFocused();
  // Opened again, now within the full module.
  await page.getByTestId('explain-open-nimsum').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('explain-next')).toBeFocused();
});

test('Escape closes the explanation and gives the focus back to the button that opened it', async ({ page }) => {
  const ex = new ExplainPage(page);
  await ex.open('rows=3,4,5');
  await page.getByTestId('explain-open-proof').focus();
  await page.keyboard.press('Enter');
  await expect(ex.next).toBeFocused();
  await expect(ex.counter).toContainText('Step 1 of');
  await page.keyboard.press('Escape');
  await expect(ex.next).toHaveCount(0);
  await expect(page.getByTestId('explain-open-proof')).toBeFocused();
  await expect(page).not.toHaveURL(/explain=/);
});

test('on a phone the record figure and the binary panel fit without a sideways scroll, in lecture mode too, in English and German', async ({ page }) => {
  // Every step at two widths, in two languages, with and without lecture mode.
  test.slow();
  for (const lang of ['en', 'de']) {
    for (const [width, height] of [[360, 740], [390, 844]]) {
      await page.setViewportSize({ width, height });
      for (const lecture of ['', '&lecture=on']) {
        for (const step of [1, 3]) {
          await page.goto(`/index.html#/play?rows=22,5,13,27&explain=record&step=${step}${lecture}`);
          // The language is a stored setting, read as the app starts (lecture mode hides its select).
          await page.evaluate((l) => localStorage.setItem('nimlab.settings', `lang=${l}`), lang);
          await page.reload();
          await expect(page.getByTestId('explain-text')).toBeVisible();
          for (const box of ['.record-figure', '[data-testid="binary-panel"]']) {
            const [scroll, client] = await page.locator(box).evaluate((f) => [f.scrollWidth, f.clientWidth]);
            expect(scroll, `${lang}, ${width}px, step ${step}${lecture}: ${box}'s width`).toBeLessThanOrEqual(client);
          }
        }
      }
    }
  }
});

test("an explanation's example link opens it with the focus on its Next button, as the menu does", async ({ page }) => {
  for (const topic of ['record', 'bouton']) {
    await page.goto(`/index.html#/play?rows=22,5,13,27&explain=${topic}&step=3`);
    await expect(page.getByTestId('explain-step-counter')).toHaveAttribute('data-step', '3');
    const examples = page.locator('.explain-examples a');
    await expect(examples.first()).toBeVisible();
    await examples.last().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('explain-step-counter')).toHaveAttribute('data-step', '1');
    await expect(page.getByTestId('explain-next')).toBeFocused();
  }
});
