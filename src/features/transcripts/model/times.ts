// Transcript times are strings with two decimals in seconds times ten ("123.45" is 12.345 s;
// the player seeks to the value divided by 10, SPEC §9). The editor computes in integer
// hundredths of that unit ("units"), so that spreading and formatting never meet float error.

const TIME = /^(\d+)\.(\d{2})$/;

export function toUnits(time: string): number {
  const m = TIME.exec(time);
  if (m) return Number(m[1]) * 100 + Number(m[2]);
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
