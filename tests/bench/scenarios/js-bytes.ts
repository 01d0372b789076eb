// JavaScript (gzip) that each route loads on a cold load, and the total of the build. Byte counts
// do not depend on the CPU: each is measured once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { RunContext, Scenario } from '../types.ts';
import { collectScripts, gzipSize, KiB, needVisible } from './common.ts';
import { openDatasetRows } from './datasets.ts';
import { openSpeakerVideo } from './speakers-screen.ts';
import { openHearing } from './transcript-screen.ts';

/** A byte-count scenario: load, do what `until` does, wait for the network to settle, sum. */
function routeBytes(name: string, title: string, until: (ctx: RunContext) => Promise<void>): Scenario {
  return {
    name,
    title,
    once: true,
    metrics: [{ id: 'gzip', label: title, unit: 'KiB' }],
    async run(ctx) {
      const scripts = collectScripts(ctx.page, ctx.baseURL);
      await until(ctx);
      await settle(ctx.page);
      const { bytes, files } = await scripts.total();
      ctx.record('gzip', KiB(bytes), { files, bytes });
    },
  };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}

export const jsSignIn = routeBytes('js-sign-in', '/sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await needVisible(page.getByLabel('Username'), 'no Username field on /sign-in');
});

export const jsDataset = routeBytes(
  'js-dataset',
  '/admin/master-bills, data shown',
  async ({ page, signIn }) => {
    await signIn();
    await openDatasetRows(page, '/admin/master-bills');
  },
);

export const jsTranscripts = routeBytes(
  'js-transcripts',
  '/transcripts, a hearing open',
  async ({ page, signIn }) => {
    await signIn();
    await openHearing(page);
  },
);

export const jsSpeakers = routeBytes('js-speakers', '/speakers, a video open', async ({ page, signIn }) => {
  await signIn();
  await openSpeakerVideo(page);
});

export const jsTotal: Scenario = {
  name: 'js-total',
  title: 'the whole build (every .js)',
  once: true,
  metrics: [
    { id: 'gzip', label: 'the whole build (every .js)', unit: 'KiB' },
    // Chromium plays HLS natively, so the video routes above do not load hls.js; a browser without
    // native HLS loads this chunk on them too.
    { id: 'hls', label: '  of which hls.js (video routes, where HLS is not native)', unit: 'KiB' },
  ],
  async run(ctx) {
    const assets = join(ctx.dist, 'assets');
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const size = (f: string) => gzipSize(readFileSync(join(assets, f)));
    const bytes = files.reduce((sum, f) => sum + size(f), 0);
    ctx.record('gzip', KiB(bytes), { files: files.length, bytes });
    const hls = files.filter((f) => f.startsWith('hls'));
    if (hls.length) {
      const b = hls.reduce((sum, f) => sum + size(f), 0);
      ctx.record('hls', KiB(b), { files: hls.length, bytes: b });
    }
  },
};
