import { chromium } from '@playwright/test';
import { args, executablePath } from '/work/main/web/chromium.mjs';
const [url, out, w = 1280, h = 900] = process.argv.slice(2);
const b = await chromium.launch({ executablePath, args });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
p.on('console', m => m.type() === 'error' && console.log('console:', m.text()));
await p.goto(url); await p.waitForTimeout(2500);
await p.screenshot({ path: out, fullPage: true }); await b.close();
