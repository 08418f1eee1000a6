// Playwright end-to-end tests against the release build in ../dist, served by
// serve.mjs on 127.0.0.1:8089. Run by `cargo xtask test` (which builds dist/
// first), or by hand: `cd web && npx playwright test`.
//
// The browser is the system Chromium (never `npx playwright install`):
// /usr/bin/chromium, or the path in NIMLAB_CHROMIUM (chromium.mjs).
import { defineConfig, devices } from '@playwright/test';
import { args, executablePath } from './chromium.mjs';

const port = Number(process.env.NIMLAB_E2E_PORT ?? 8089);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous: the suite shares two cores with its second worker and the browser, where a test
  // of 17 s once took 32 s; a hang still ends within a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // Every test is traced and the trace kept on failure; screenshots in it would load the machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: ['--headless=new', ...args],
        },
      },
    },
  ],
  webServer: {
    command: `node serve.mjs ../dist ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { SERVE_QUIET: '1' },
  },
});
