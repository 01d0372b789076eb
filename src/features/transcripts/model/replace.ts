// Find and replace: each hit's words are rewritten with the hit's characters replaced. Words
// keep their times (and speaker) when their number is unchanged, as when a spelling is fixed;
// otherwise the new words are spread evenly over the replaced words. A replacement that leaves no
// word removes them, and a paragraph left empty is removed.
import { type Hit, paragraphText } from './find';
import { spreadWords } from './spread';
import type { Paragraph, Transcript, Word } from './types';

function rewrite(old: readonly Word[], text: string): Word[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  if (words.length === old.length) return words.map((word, i) => ({ ...(old[i] as Word), word }));
  const first = old[0];
  const last = old[old.length - 1];
  if (!first || !last) return [];
  return spreadWords(words, first.startTime, last.endTime).map((w) => ({ ...w, speaker: first.speaker }));
}

/** Hits that share a word (two hits inside "banana") are rewritten together. */
function groups(hits: readonly Hit[]): Hit[][] {
  const out: Hit[][] = [];
  for (const h of hits) {
    const last = out[out.length - 1];
    const lastHit = last?.[last.length - 1];
    if (last && lastHit && h.w0 <= lastHit.w1) last.push(h);
    else out.push([h]);
  }
  return out;
}

function replaceInParagraph(para: Paragraph, hits: readonly Hit[], replacement: string): Word[] {
  const { text, starts } = paragraphText(para);
  const words = [...para];
  const all = groups(hits);
  // From the last group back, so the earlier groups' word indexes stay valid.
  for (let g = all.length - 1; g >= 0; g--) {
    const group = all[g] as Hit[];
    const w0 = (group[0] as Hit).w0;
    const w1 = Math.max(...group.map((h) => h.w1));
    let at = starts[w0] ?? 0;
    let next = '';
    for (const h of group) {
      next += text.slice(at, h.from) + replacement;
      at = h.to;
    }
    next += text.slice(at, (starts[w1] ?? 0) + (para[w1]?.word.length ?? 0));
    words.splice(w0, w1 - w0 + 1, ...rewrite(para.slice(w0, w1 + 1), next));
  }
  return words;
}

/** The transcript with the given hits replaced; hits come from findHits on `t`, in order. */
export function replaceHits(t: Transcript, hits: readonly Hit[], replacement: string): Transcript {
  if (hits.length === 0) return t;
  const byParagraph = new Map<number, Hit[]>();
  for (const h of hits) {
    const list = byParagraph.get(h.p);
    if (list) list.push(h);
    else byParagraph.set(h.p, [h]);
  }
  const out: Paragraph[] = [];
  t.forEach((para, p) => {
    const list = byParagraph.get(p);
    if (!list) {
      out.push(para);
      return;
    }
    const words = replaceInParagraph(para, list, replacement);
    if (words.length > 0) out.push(words);
  });
  return out;
}
