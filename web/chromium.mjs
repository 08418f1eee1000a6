// The system Chromium (never `npx playwright install`) and the flags it runs with, for the
// Playwright tests (playwright.config.ts) and the budget run (budgets/run.mjs) alike: no
// sandbox (root in CI), no shared-memory file system, and none of the browser's own requests.
export const executablePath = process.env.NIMLAB_CHROMIUM || '/usr/bin/chromium';

export const args = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
