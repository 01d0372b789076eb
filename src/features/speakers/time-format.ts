// Clock text for segment times. Segment times are "seconds times ten" (SPEC §9: Jump seeks to
// the start time divided by 10).

import { clock } from '../../lib/clock';
import { formatFixed } from '../../lib/format';

export const toSeconds = (tenths: number): number => tenths / 10;

/** A talk time for people: "45 s", "12 min 05 s", "1 h 02 min". */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  return `${m} min ${String(s % 60).padStart(2, '0')} s`;
}

/** SPEC §2: each segment reads 'Segment from X to Y'. */
export function segmentTitle(s: { StartTime: number; EndTime: number }): string {
  return `Segment from ${clock(toSeconds(s.StartTime))} to ${clock(toSeconds(s.EndTime))}`;
}

/** The exact range, seconds with one decimal, and its length: "62.0 s – 75.4 s · 13 s". */
export function segmentRange(s: { StartTime: number; EndTime: number }): string {
  const a = toSeconds(s.StartTime);
  const b = toSeconds(s.EndTime);
  return `${formatFixed(a, 1)} s – ${formatFixed(b, 1)} s · ${duration(b - a)}`;
}
