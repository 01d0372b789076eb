// The selected group's segments (SPEC §2): 'Segment from X to Y', the exact range, Jump (seeks
// to the start time divided by 10) and Reassign.
import { memo } from 'react';
import type { SpeakerSegment } from '../../api/gen/model';
import { segmentRange, segmentTitle } from './time-format';

interface SegmentListProps {
  idPrefix: string;
  segments: readonly SpeakerSegment[];
  current: number | null;
  onJump(index: number): void;
  onReassign(segment: SpeakerSegment): void;
}

export const SegmentList = memo(function SegmentList({
  idPrefix,
  segments,
  current,
  onJump,
  onReassign,
}: SegmentListProps) {
  return (
    <ol className="speakers-segments" aria-label="Segments of this group">
      {segments.map((s, i) => {
        const titleId = `${idPrefix}-${s.SpeakerSegmentID}`;
        return (
          <li
            key={s.SpeakerSegmentID}
            className="speakers-segment"
            aria-current={i === current ? 'true' : undefined}
          >
            <div className="speakers-segment-text">
              <span id={titleId} className="speakers-segment-title">
                {segmentTitle(s)}
              </span>
              <span className="speakers-segment-range">{segmentRange(s)}</span>
            </div>
            <button type="button" className="btn btn-sm" aria-describedby={titleId} onClick={() => onJump(i)}>
              Jump
            </button>
            <button
              type="button"
              className="btn btn-sm"
              aria-describedby={titleId}
              data-reassign
              onClick={() => onReassign(s)}
            >
              Reassign
            </button>
          </li>
        );
      })}
    </ol>
  );
});
