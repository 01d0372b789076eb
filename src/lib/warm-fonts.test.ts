import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIZE_TOKENS, WEIGHTS, warmFonts } from './warm-fonts';

describe('warmFonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warms every size token that global.css declares', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    const declared = [...css.matchAll(/^\s*(--text[\w-]*):\s*[\d.]+rem;/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(3);
    expect([...SIZE_TOKENS].sort()).toEqual(declared.sort());
  });

  it('lays out one size per idle task, each weight and the mono face, then removes its samples', () => {
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    const doc = document.implementation.createHTMLDocument();
    warmFonts(doc);
    expect(doc.body.children).toHaveLength(0);

    const idle = () => idles.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
    idle();
    const box = doc.body.lastElementChild as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    const fonts = [...box.children].map((s) => (s as HTMLElement).style.font);
    expect(fonts).toHaveLength(WEIGHTS.length + 1);
    expect(fonts).toContain('700 var(--text-2xs) var(--font)');
    expect(fonts).toContain('400 var(--text-2xs) var(--mono)');

    for (let i = 1; i < SIZE_TOKENS.length; i++) idle();
    expect(box.children).toHaveLength(SIZE_TOKENS.length * (WEIGHTS.length + 1));
    expect(box.isConnected).toBe(true);
    idle();
    expect(box.isConnected).toBe(false);
    expect(idles).toHaveLength(0);
  });

  it('warms a document once, however often it is asked', () => {
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    const doc = document.implementation.createHTMLDocument();
    warmFonts(doc);
    warmFonts(doc);
    expect(idles).toHaveLength(1);
    warmFonts(document.implementation.createHTMLDocument());
    expect(idles).toHaveLength(2);
  });
});
