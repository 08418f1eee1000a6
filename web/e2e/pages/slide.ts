// What does not fit a lecture slide: the measure lecture-explain.spec.ts and
// split-explain.spec.ts apply to every step.
import type { Page } from '@playwright/test';

/** What does not fit the slide, in words (empty when all fits). */
export function slideProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const [W, H] = [window.innerWidth, window.innerHeight];
    const root = document.documentElement;
    if (root.scrollHeight > H || root.scrollWidth > W) problems.push(`page scrolls: ${root.scrollWidth}×${root.scrollHeight}`);
    const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    for (const id of ['explain-text', 'explain-answer']) {
      const el = document.querySelector(`[data-testid="${id}"]`);
      if (el && px(el) < 24) problems.push(`${id} at ${px(el)}px`);
    }
    // Every text on screen: the parents of visible text nodes, and the controls.
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      if (el && walker.currentNode.textContent!.trim()) seen.add(el);
    }
    document.querySelectorAll('select, button').forEach((el) => seen.add(el));
    for (const el of seen) {
      const r = el.getBoundingClientRect();
      // Text for readers only (.sr-only and the like) is a pixel wide; a closed select's options have no box.
      if (r.width <= 1 || r.height <= 1 || el.closest('.sr-only')) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (px(el) < 18) problems.push(`${px(el)}px: ${el.localName}.${el.className} “${el.textContent!.trim().slice(0, 30)}”`);
    }
    // The step, what it points at and its buttons inside the viewport, nothing clipped in its box.
    const boxes = ['.board', '[data-testid="binary-panel"]', '.explain-panel', '.explain-step'];
    for (const sel of boxes) {
      const el = document.querySelector(sel);
      if (!el) continue;
      if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        problems.push(`${sel} clips: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
    }
    const inside = [
      ...boxes,
      '[data-testid="explain-text"]',
      '[data-testid="explain-answer"]',
      '[data-testid="explain-reveal"]',
      '[data-testid="explain-next"]',
      '[data-testid="explain-prev"]',
      ...[...document.querySelectorAll('[data-testid^="row-"]')].map((r) => `[data-testid="${r.getAttribute('data-testid')}"]`),
    ];
    for (const sel of inside) {
      const el = document.querySelector(sel);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      if (r.top < -1 || r.left < -1 || r.bottom > H + 1 || r.right > W + 1)
        problems.push(`${sel} outside the viewport: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    return problems;
  });
}
