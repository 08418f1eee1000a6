// Smoke test of the release build: the page loads, the wasm is served with the
// right MIME type, the app renders without errors, and a screenshot of the
// first screen is kept in e2e/screenshots/.
import path from 'node:path';
import { test, expect } from '@playwright/test';

test('the release build loads and renders the app', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  const wasm = page.waitForResponse((res) => res.url().endsWith('.wasm'));

  await page.goto('/');

  const wasmResponse = await wasm;
  expect(wasmResponse.status()).toBe(200);
  expect(wasmResponse.headers()['content-type']).toBe('application/wasm');

  await expect(page).toHaveTitle(/nimlab/);
  // Yew has mounted once the first element with a data-testid shows.
  await expect(page.locator('[data-testid]').first()).toBeVisible();
  expect(problems).toEqual([]);

  await page.screenshot({
    path: path.join(test.info().project.testDir, 'screenshots', 'home.png'),
    fullPage: true,
  });
});

test('missing files are a 404', async ({ request }) => {
  const res = await request.get('/no-such-file.js');
  expect(res.status()).toBe(404);
});
