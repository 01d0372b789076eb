// How much of the video's talk is still unnamed: the pending groups' talk time against what was
// pending when the video was opened.
import { memo } from 'react';
import { duration, toSeconds } from './time-format';

interface TalkSummaryProps {
  /** Tenths of a second. */
  remaining: number;
  initial: number;
  groups: number;
}

export const TalkSummary = memo(function TalkSummary({ remaining, initial, groups }: TalkSummaryProps) {
  const done = initial > 0 ? Math.round(((initial - remaining) / initial) * 100) : 100;
  return (
    <div className="speakers-talk">
      <p>
        Unassigned talk time: <strong>{duration(toSeconds(remaining))}</strong> of{' '}
        {duration(toSeconds(initial))}
        {' · '}
        {groups} {groups === 1 ? 'group' : 'groups'} left
      </p>
      <div className="speakers-talk-bar" aria-hidden="true">
        <div style={{ width: `${done}%` }} />
      </div>
    </div>
  );
});
