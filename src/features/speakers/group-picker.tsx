// 'Select Speaker Group': the pending voice groups, each with its segment count and talk time,
// and the controls to listen to the selected one.
import { memo } from 'react';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import type { SegmentGroup } from './groups';
import { duration, toSeconds } from './time-format';
import type { GroupPlayback } from './use-group-playback';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function groupLabel(g: SegmentGroup): string {
  return `Speaker ${g.speakerId} — ${plural(g.segments.length, 'segment')}, ${duration(toSeconds(g.talk))}`;
}

interface GroupPickerProps {
  id: string;
  groups: readonly SegmentGroup[];
  selected: SegmentGroup;
  onSelect(speakerId: number): void;
}

export const GroupPicker = memo(function GroupPicker({ id, groups, selected, onSelect }: GroupPickerProps) {
  return (
    <div className="field">
      <label htmlFor={id}>Select Speaker Group</label>
      <select
        id={id}
        className="select"
        value={selected.speakerId}
        onChange={(e) => onSelect(Number(e.target.value))}
      >
        {groups.map((g) => (
          <option key={g.speakerId} value={g.speakerId}>
            {groupLabel(g)}
          </option>
        ))}
      </select>
    </div>
  );
});

type PlaybackBarProps = { group: SegmentGroup } & Pick<
  GroupPlayback,
  'current' | 'playing' | 'toggle' | 'step'
>;

// Memoised with plain props: typing a name re-renders the panel, not this.
export const PlaybackBar = memo(function PlaybackBar({
  group,
  current,
  playing,
  toggle,
  step,
}: PlaybackBarProps) {
  const n = group.segments.length;
  return (
    <fieldset className="speakers-playback">
      <legend className="visually-hidden">Listen to Speaker {group.speakerId}</legend>
      <button type="button" className="btn btn-sm" onClick={toggle} aria-keyshortcuts="P">
        {playing ? 'Pause group' : current === null ? 'Play group' : 'Play group from here'}
      </button>
      {/* At the first or last segment they stay focusable: a press that got there keeps its focus. */}
      <FocusKeepingButton
        className="btn btn-sm"
        onClick={() => step(-1)}
        inactive={current === null || current === 0}
        aria-keyshortcuts="B"
      >
        Previous segment
      </FocusKeepingButton>
      <FocusKeepingButton
        className="btn btn-sm"
        onClick={() => step(1)}
        inactive={current !== null && current >= n - 1}
        aria-keyshortcuts="N"
      >
        Next segment
      </FocusKeepingButton>
      <span className="speakers-playback-where" aria-live="polite">
        {current === null
          ? `${plural(n, 'segment')} · ${duration(toSeconds(group.talk))} talk time`
          : `Segment ${current + 1} of ${n}`}
      </span>
    </fieldset>
  );
});
