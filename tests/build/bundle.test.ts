// Runs after `vite build` (the test command builds first): the production bundle holds no mock
// code and no fake data, and the worker script of the mock layer is not shipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = process.env.E2E_DIST ?? 'dist';

describe('the production build', () => {
  it('exists (the test command builds before this test)', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });

  const files = existsSync(join(dist, 'assets'))
    ? readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
    : [];

  it('contains no mock layer (MSW) and no faker', () => {
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.filter((f) => {
      const code = readFileSync(join(dist, 'assets', f), 'utf8');
      return /setupWorker|mockServiceWorker|@faker-js|faker\.(person|string|number)|mock-backend-secret|DEMO_ACCOUNTS/.test(
        code,
      );
    });
    expect(offenders).toEqual([]);
  });

  it('holds no demo account: a mock backend announces its own in /config.json (decision 0027)', () => {
    const offenders = files.filter((f) => /\banalyst\b/.test(readFileSync(join(dist, 'assets', f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it("starts every chunk but hls.js's with V8's compile hint, on the first line (decision 0017)", () => {
    const read = (f: string) => readFileSync(join(dist, 'assets', f), 'utf8');
    // hls.js's worker script is copied as it ships (an asset of the build, not a chunk).
    const chunks = files.filter((f) => !/^hls\.worker-[\w-]+\.js$/.test(f));
    expect(files.length - chunks.length).toBe(1);
    const hls = chunks.filter((f) => read(f).includes('hlsManifestLoaded'));
    expect(hls).toHaveLength(1);
    const unhinted = chunks.filter((f) => !read(f).startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(unhinted).toEqual(hls);
  });

  it('keeps each dataset configuration in a chunk of its own (a table screen loads one, not seventy)', () => {
    const crowded = files.filter((f) => {
      const code = readFileSync(join(dist, 'assets', f), 'utf8');
      return (code.match(/endpointAdd:/g) ?? []).length > 1;
    });
    expect(files.some((f) => readFileSync(join(dist, 'assets', f), 'utf8').includes('endpointAdd:'))).toBe(
      true,
    );
    expect(crowded).toEqual([]);
  });

  it('needs nothing the Content Security Policy refuses (decision 0039)', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    // No inline script, style element or style attribute in the page.
    expect(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expect(html).not.toMatch(/<style\b|\sstyle=/);
    const code = files.map((f) => readFileSync(join(dist, 'assets', f), 'utf8')).join('\n');
    // sonner's injected <style> is left out; its stylesheet is among the build's CSS.
    expect(code).not.toContain('__insertCSS');
    const css = readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))
      .join('\n');
    expect(css).toContain('[data-sonner-toaster]');
    // zod's `new Function` probe only runs when its config allows it, which the console's forbids.
    expect(code).toContain('jitless:!0');
  });

  it('holds the first paint until the entry script has set the stored theme (decision 0025)', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const entries = html.match(/<script\b[^>]*\bsrc="\/assets\/index-[^"]+\.js"[^>]*>/g) ?? [];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain('type="module"');
    expect(entries[0]).toContain('blocking="render"');
  });

  it('does not ship the mock service worker script', () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
  });
});
