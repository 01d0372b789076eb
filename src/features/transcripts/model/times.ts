// Transcript times are strings with two decimals in seconds times ten ("123.45" is 12.345 s;
// the player seeks to the value divided by 10, SPEC §9). The editor computes in integer
// hundredths of that unit ("units"), so that spreading and formatting never meet float error.

const DOT = 46;
const ZERO = 48;

function digit(s: string, i: number): number {
  const d = s.charCodeAt(i) - ZERO;
  return d >= 0 && d <= 9 ? d : -1;
}

/** "123.45" → 12345. Read digit by digit: the playback index reads 50,000 of these after an edit. */
export function toUnits(time: string): number {
  const dot = time.length - 3;
  if (dot > 0 && time.charCodeAt(dot) === DOT) {
    let units = 0;
    let i = 0;
    for (; i < dot; i++) {
      const d = digit(time, i);
      if (d < 0) break;
      units = units * 10 + d;
    }
    const tenths = digit(time, dot + 1);
    const hundredths = digit(time, dot + 2);
    if (i === dot && tenths >= 0 && hundredths >= 0) return units * 100 + tenths * 10 + hundredths;
  }
  const n = Number.parseFloat(time);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
}

export function fromUnits(units: number): string {
  const u = Math.max(0, Math.round(units));
  return `${Math.floor(u / 100)}.${String(u % 100).padStart(2, '0')}`;
}

/** Seconds of video for a transcript time: the value divided by 10. */
export function toSeconds(time: string): number {
  return toUnits(time) / 1000;
}

/** Seconds as a clock, with hundredths: 0:05.49, 12:03.10, 1:02:03.45. */
export function clock(seconds: number): string {
  const hundredths = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(hundredths / 360_000);
  const m = Math.floor((hundredths % 360_000) / 6000);
  const s = (hundredths % 6000) / 100;
  const ss = s.toFixed(2).padStart(5, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Seconds as a short clock without fractions, for lists: 0:05, 1:02:03. */
export function shortClock(seconds: number): string {
  return clock(Math.floor(Math.max(0, seconds))).replace(/\.\d\d$/, '');
}
