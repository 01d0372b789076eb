import { getGetTranscriptQueryOptions } from '../../api/gen/client/bill/bill';
import type { TranscriptState } from './states';

/** The transcript query, shared by the list's prefetch and the editor. A transcript is large:
 * it stays fresh while a hearing is worked on, and skips structural sharing, which would walk
 * 50,000 words to find what did not change. */
export function transcriptQuery(state: TranscriptState, id: number) {
  return getGetTranscriptQueryOptions(state, id, {
    query: { staleTime: 5 * 60_000, structuralSharing: false },
  });
}
