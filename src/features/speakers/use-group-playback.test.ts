import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SpeakerSegment } from '../../api/gen/model';
import type { VideoPlayerHandle } from '../../components/video-player/video-player';
import { useGroupPlayback } from './use-group-playback';

const seg = (id: number, start: number, end: number): SpeakerSegment => ({
  SpeakerSegmentID: id,
  SpeakerID: 1,
  StartTime: start,
  EndTime: end,
});
const segments = [seg(1, 100, 200), seg(2, 500, 650), seg(3, 900, 950)];

function setup() {
  const player: VideoPlayerHandle = {
    seek: vi.fn(),
    play: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
    currentTime: () => 0,
  };
  const hook = renderHook(() => useGroupPlayback({ current: player }, { current: null }, segments));
  return { player, hook };
}

describe('useGroupPlayback', () => {
  it('plays the group: first segment, then on to the next at each end, then pauses', () => {
    const { player, hook } = setup();
    act(() => hook.result.current.toggle());
    expect(player.seek).toHaveBeenLastCalledWith(10);
    expect(player.play).toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ current: 0, playing: true });

    act(() => hook.result.current.onTime(15));
    expect(hook.result.current.current).toBe(0);
    act(() => hook.result.current.onTime(20));
    expect(player.seek).toHaveBeenLastCalledWith(50);
    expect(hook.result.current.current).toBe(1);

    act(() => hook.result.current.onTime(65));
    act(() => hook.result.current.onTime(95));
    expect(player.pause).toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ current: 2, playing: false });
  });

  it('Jump and the steps seek to start time / 10 without starting playback', () => {
    const { player, hook } = setup();
    act(() => hook.result.current.jump(2));
    expect(player.seek).toHaveBeenLastCalledWith(90);
    act(() => hook.result.current.step(-1));
    expect(player.seek).toHaveBeenLastCalledWith(50);
    expect(player.play).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ current: 1, playing: false });
  });

  it('a seek elsewhere (the player’s own controls) ends group play', () => {
    const { player, hook } = setup();
    act(() => hook.result.current.toggle());
    act(() => hook.result.current.onTime(400));
    expect(hook.result.current.playing).toBe(false);
    expect(player.seek).toHaveBeenCalledTimes(1);
  });
});
