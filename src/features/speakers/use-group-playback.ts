// Listening to one voice: play the selected group's segments one after another, skipping what
// the other voices say in between, and step to the next or previous segment. A seek elsewhere
// (the player's own controls) ends group play instead of fighting the user.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { SpeakerSegment } from '../../api/gen/model';
import type { VideoPlayerHandle } from '../../components/video-player/video-player';
import { toSeconds } from './time-format';

/** Slack around a segment within which a time update still belongs to it, seconds. */
const SLACK = 1.5;

export interface GroupPlayback {
  /** The segment the cursor is on (index into the group's segments), or null. */
  current: number | null;
  /** Whether the group plays on from segment to segment. */
  playing: boolean;
  /** Seek to a segment's start; while the group plays, play on from there. */
  jump(index: number): void;
  /** Play the group from the cursor (or its first segment); pause if it is playing. */
  toggle(): void;
  step(by: 1 | -1): void;
  /** For the player's onTime. */
  onTime(seconds: number): void;
}

export function useGroupPlayback(
  player: RefObject<VideoPlayerHandle | null>,
  /** Holds the player: its <video> tells when the user pauses it with its own controls. */
  media: RefObject<HTMLElement | null>,
  segments: readonly SpeakerSegment[],
): GroupPlayback {
  const [current, setCurrent] = useState<number | null>(null);
  const [playing, setPlayingState] = useState(false);
  const state = useRef({ segments, current, playing });
  state.current = { segments, current, playing };
  const setPlaying = useCallback((on: boolean) => {
    state.current.playing = on;
    setPlayingState(on);
  }, []);

  useEffect(() => {
    const video = media.current?.querySelector('video');
    if (!video) return;
    const paused = () => setPlaying(false);
    video.addEventListener('pause', paused);
    return () => video.removeEventListener('pause', paused);
  }, [media, setPlaying]);

  // Another group (or a reassignment) changes the list: start again from its top, stopped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the list changes
  useEffect(() => {
    setCurrent(null);
    setPlaying(false);
  }, [segments, setPlaying]);

  const seekTo = useCallback(
    (index: number, play: boolean) => {
      const s = state.current.segments[index];
      if (!s) return;
      state.current.current = index;
      setCurrent(index);
      player.current?.seek(toSeconds(s.StartTime));
      if (play) {
        // A refused autoplay leaves the seek in place; the player shows its own controls.
        player.current?.play().catch(() => setPlaying(false));
      }
    },
    [player, setPlaying],
  );

  const jump = useCallback((index: number) => seekTo(index, state.current.playing), [seekTo]);

  const toggle = useCallback(() => {
    if (state.current.playing) {
      setPlaying(false);
      player.current?.pause();
      return;
    }
    setPlaying(true);
    seekTo(state.current.current ?? 0, true);
  }, [player, seekTo, setPlaying]);

  const step = useCallback(
    (by: 1 | -1) => {
      const { current: at, segments: list, playing: on } = state.current;
      const next = at === null ? (by > 0 ? 0 : list.length - 1) : at + by;
      if (next >= 0 && next < list.length) seekTo(next, on);
    },
    [seekTo],
  );

  const onTime = useCallback(
    (seconds: number) => {
      const { current: at, segments: list, playing: on } = state.current;
      if (!on || at === null) return;
      const s = list[at];
      if (!s) return;
      const start = toSeconds(s.StartTime);
      const end = toSeconds(s.EndTime);
      if (seconds < start - SLACK || seconds > end + SLACK) {
        setPlaying(false);
        return;
      }
      if (seconds < end) return;
      if (at + 1 < list.length) seekTo(at + 1, true);
      else {
        setPlaying(false);
        player.current?.pause();
      }
    },
    [player, seekTo, setPlaying],
  );

  return { current, playing, jump, toggle, step, onTime };
}
