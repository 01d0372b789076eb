// The synthetic hearing video (mocks/public/mock-media/test-pattern, made by
// scripts/make-test-stream.sh): a looped test pattern, in playlists of 10 minutes and 1, 3 and 12
// hours, so that a hearing's video lasts at least as long as its transcript and any word can be
// played from.

const LOOPS = [
  [10, '10m'],
  [60, '1h'],
  [180, '3h'],
  [720, '12h'],
] as const;

/** The shortest test stream that lasts `minutes`. */
export function testStream(minutes: number): string {
  const loop = LOOPS.find(([length]) => minutes <= length)?.[1] ?? '12h';
  return `/mock-media/test-pattern/loop-${loop}.m3u8`;
}
