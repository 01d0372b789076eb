import type { Video } from '../../api/gen/model';
import { formatDate } from '../../lib/format';

/** SPEC §2: a video to update reads committee, an en dash, then the date (as every date reads). */
export const videoLabel = (v: Pick<Video, 'Committee' | 'Date'>): string =>
  `${v.Committee} – ${formatDate(v.Date)}`;

/** Newest hearing first, then by committee. */
export function sortVideos(videos: readonly Video[]): Video[] {
  return [...videos].sort((a, b) => b.Date.localeCompare(a.Date) || a.Committee.localeCompare(b.Committee));
}
