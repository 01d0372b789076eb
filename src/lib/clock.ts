// Clock text for media positions, shared by the player and the speakers screen.

/** 75.4 → "1:15", 3725 → "1:02:05" (whole seconds, rounded down; not-a-number reads 0:00). */
export function clock(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
