// The first paragraphs of a long transcript, shown while the rest of it arrives (a 50,000-word
// hearing is about 4 MB): hover times and Shift+click work at once; editing, find and the word
// count join when the whole transcript is here (the editor then takes this place).
import type { RefObject } from 'react';
import type { Hit } from './model/find';
import type { Transcript } from './model/types';
import { TranscriptView, type TranscriptViewHandle } from './transcript-view';

interface Props {
  transcript: Transcript;
  view: RefObject<TranscriptViewHandle | null>;
  onSeek(seconds: number): void;
}

const NO_HITS: ReadonlyMap<number, readonly Hit[]> = new Map();
const ignore = () => {};

export function TranscriptPreview({ transcript, view, onSeek }: Props) {
  return (
    <section className="tr-main" aria-label="Transcript editor" aria-busy="true">
      <div className="tr-main-bar">
        <p role="status" className="tr-loading tr-muted">
          <span className="spinner" aria-hidden="true" /> Loading the rest of the transcript…
        </p>
      </div>
      <TranscriptView
        ref={view}
        transcript={transcript}
        hitsByParagraph={NO_HITS}
        currentHit={null}
        selected={null}
        follow={false}
        readOnly
        onSeek={onSeek}
        onSelectRange={ignore}
        onEditParagraph={ignore}
        onUserScroll={ignore}
      />
    </section>
  );
}
