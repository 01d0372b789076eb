// Replacement words spread evenly across the replaced span (SPEC §5): word i of n gets the
// slice [start + i·span/n, start + (i+1)·span/n], in integer units, so the times stay in order,
// inside the span, contiguous, and exact to two decimals.
import { fromUnits, toUnits } from './times';

export function spreadEvenly(count: number, startUnits: number, endUnits: number): [number, number][] {
  const start = Math.min(startUnits, endUnits);
  const span = Math.max(startUnits, endUnits) - start;
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    out.push([start + Math.floor((i * span) / count), start + Math.floor(((i + 1) * span) / count)]);
  }
  return out;
}

export interface TimedText {
  word: string;
  startTime: string;
  endTime: string;
}

export function spreadWords(words: readonly string[], startTime: string, endTime: string): TimedText[] {
  const slots = spreadEvenly(words.length, toUnits(startTime), toUnits(endTime));
  return words.map((word, i) => {
    const [s, e] = slots[i] as [number, number];
    return { word, startTime: fromUnits(s), endTime: fromUnits(e) };
  });
}
