import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VideoControls } from './video-controls';

/** jsdom's media elements do not play: a video whose state the test sets, firing the events a
 * browser would. */
function fakeMedia(video: HTMLVideoElement, duration: number) {
  let paused = true;
  let time = 0;
  Object.defineProperties(video, {
    duration: { configurable: true, get: () => duration },
    paused: { configurable: true, get: () => paused },
    currentTime: {
      configurable: true,
      get: () => time,
      set: (t: number) => {
        time = t;
        video.dispatchEvent(new Event('seeking'));
      },
    },
  });
  video.play = vi.fn(async () => {
    paused = false;
    video.dispatchEvent(new Event('play'));
  });
  video.pause = vi.fn(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  act(() => {
    video.dispatchEvent(new Event('durationchange'));
  });
}

function Player() {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div ref={frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: a stand-in for the player's video, never played */}
      <video ref={video} data-testid="video" />
      <VideoControls video={video} frame={frame} />
    </div>
  );
}

describe('VideoControls', () => {
  it('waits for the stream: the position slider is disabled until the length is known', () => {
    render(<Player />);
    expect(screen.getByRole('slider', { name: 'Position' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Player controls' })).toHaveTextContent('0:00 / 0:00');
  });

  it('plays and pauses from the button and from K; arrows and Page keys seek, within the stream', async () => {
    const user = userEvent.setup();
    render(<Player />);
    const video = screen.getByTestId('video') as HTMLVideoElement;
    fakeMedia(video, 3725);
    const position = screen.getByRole('slider', { name: 'Position' });
    expect(position).toHaveAttribute('aria-valuetext', '0:00 of 1:02:05');

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(video.play).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    position.focus();
    await user.keyboard('k');
    expect(video.pause).toHaveBeenCalledOnce();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(video.currentTime).toBe(5);
    await user.keyboard('{PageUp}');
    expect(video.currentTime).toBe(65);
    expect(position).toHaveAttribute('aria-valuetext', '1:05 of 1:02:05');
    await user.keyboard('{PageDown}{PageDown}');
    expect(video.currentTime).toBe(0);
    video.currentTime = 3720;
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(3725);
  });

  it('mutes with M and the button, and sets the playback speed', async () => {
    const user = userEvent.setup();
    render(<Player />);
    const video = screen.getByTestId('video') as HTMLVideoElement;
    fakeMedia(video, 60);
    screen.getByRole('button', { name: 'Play' }).focus();
    await user.keyboard('m');
    expect(video.muted).toBe(true);
    fireEvent(video, new Event('volumechange'));
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Playback speed' }), '1.5');
    expect(video.playbackRate).toBe(1.5);
  });
});
