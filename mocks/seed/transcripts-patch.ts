// An edited transcript kept as a patch over its generated words: runs of untouched paragraphs are
// two numbers, only changed paragraphs are written out. The browser's mock store lives in
// localStorage, where a 50,000-word transcript written in full would take megabytes.
import type { Word } from './transcripts.ts';

/** [from, count]: `count` paragraphs of the base starting at `from`; or paragraphs written out. */
type PatchPart = [from: number, count: number] | { paragraphs: Word[][] };

export interface TranscriptPatch {
  parts: PatchPart[];
}

export function encodePatch(base: Word[][], next: Word[][]): TranscriptPatch {
  const index = new Map<string, number>();
  base.forEach((p, i) => {
    const key = JSON.stringify(p);
    if (!index.has(key)) index.set(key, i);
  });
  const parts: PatchPart[] = [];
  for (const paragraph of next) {
    const at = index.get(JSON.stringify(paragraph));
    const last = parts[parts.length - 1];
    if (at === undefined) {
      if (last && !Array.isArray(last)) last.paragraphs.push(paragraph);
      else parts.push({ paragraphs: [paragraph] });
    } else if (Array.isArray(last) && last[0] + last[1] === at) {
      last[1] += 1;
    } else {
      parts.push([at, 1]);
    }
  }
  return { parts };
}

export function decodePatch(base: Word[][], patch: TranscriptPatch): Word[][] {
  const out: Word[][] = [];
  for (const part of patch.parts) {
    if (Array.isArray(part)) out.push(...base.slice(part[0], part[0] + part[1]));
    else out.push(...part.paragraphs);
  }
  return out;
}
