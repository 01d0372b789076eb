// The player's control bar, in place of the browser's own (docs/decisions/0015): Chromium builds
// its native controls as a shadow tree styled with a dozen SVG images, each decoded as a document
// of its own, and keeps them in step with the video on the page's thread. These are plain
// buttons, one slider and one select: named, reached with Tab, and operated with the keys people
// expect of a player (Space or K play and pause, arrows seek 5 s, Page Up and Page Down a minute,
// M mutes, F fills the screen).
import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { clock } from '../../lib/clock';

interface MediaState {
  paused: boolean;
  /** Whole seconds: what the clock and the slider show (a 3-hour slider moves a pixel in half a
   * minute), so a seek or a timeupdate within the same second renders nothing. */
  time: number;
  /** Seconds; 0 until the stream's metadata is in. */
  duration: number;
  muted: boolean;
  volume: number;
  rate: number;
}

const INITIAL: MediaState = { paused: true, time: 0, duration: 0, muted: false, volume: 1, rate: 1 };

function read(v: HTMLVideoElement): MediaState {
  return {
    paused: v.paused,
    time: Math.floor(v.currentTime),
    duration: Number.isFinite(v.duration) ? v.duration : 0,
    muted: v.muted || v.volume === 0,
    volume: v.volume,
    rate: v.playbackRate,
  };
}

function same(a: MediaState, b: MediaState): boolean {
  return (
    a.paused === b.paused &&
    a.time === b.time &&
    a.duration === b.duration &&
    a.muted === b.muted &&
    a.volume === b.volume &&
    a.rate === b.rate
  );
}

/** What changes what the bar shows; timeupdate comes about four times a second while playing. */
const EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeking',
  'seeked',
  'durationchange',
  'loadedmetadata',
  'emptied',
  'volumechange',
  'ratechange',
] as const;

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Plays a paused (or ended) video, else pauses it. A refused play() (no stream yet) leaves it
 * as it is; the player says why a stream fails in its own message. */
export function togglePlay(el: HTMLVideoElement): void {
  if (el.paused || el.ended) el.play().catch(() => {});
  else el.pause();
}

const SEEK_STEP = 5;
const SEEK_PAGE = 60;

interface VideoControlsProps {
  video: RefObject<HTMLVideoElement | null>;
  /** The element shown full screen: the video with this bar. */
  frame: RefObject<HTMLDivElement | null>;
}

export function VideoControls({ video, frame }: VideoControlsProps) {
  const [m, setM] = useState<MediaState>(INITIAL);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const update = () =>
      setM((prev) => {
        const next = read(v);
        return same(prev, next) ? prev : next;
      });
    for (const e of EVENTS) v.addEventListener(e, update);
    update();
    return () => {
      for (const e of EVENTS) v.removeEventListener(e, update);
    };
  }, [video]);

  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement === frame.current && frame.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [frame]);

  const v = () => video.current;
  /** The exact position (the state holds whole seconds). */
  const now = () => v()?.currentTime ?? m.time;
  const seekTo = (seconds: number) => {
    const el = v();
    if (!el || !(m.duration > 0)) return;
    const t = Math.min(m.duration, Math.max(0, seconds));
    el.currentTime = t;
    // Shown at once: the element's seeking event follows a task later.
    setM((prev) => ({ ...prev, time: Math.floor(t) }));
  };
  const toggle = () => {
    const el = v();
    if (el) togglePlay(el);
  };
  const toggleMute = () => {
    const el = v();
    if (!el) return;
    if (el.muted || el.volume === 0) {
      el.muted = false;
      if (el.volume === 0) el.volume = 1;
    } else el.muted = true;
  };
  const toggleFull = () => {
    const f = frame.current;
    if (!f) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void f.requestFullscreen().catch(() => {});
  };

  /** Keys anywhere in the bar except the speed select, which keeps its own arrows. */
  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target as HTMLElement).tagName === 'SELECT') return;
    const onButton = (e.target as HTMLElement).tagName === 'BUTTON';
    switch (e.key) {
      case ' ':
        // A focused button is pressed with Space, as everywhere.
        if (onButton) return;
        toggle();
        break;
      case 'k':
      case 'K':
        toggle();
        break;
      case 'm':
      case 'M':
        toggleMute();
        break;
      case 'f':
      case 'F':
        toggleFull();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'ArrowDown':
      case 'ArrowUp':
        // The volume slider keeps its arrows.
        if ((e.target as HTMLElement).dataset.volume !== undefined) return;
        seekTo(now() + (e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -SEEK_STEP : SEEK_STEP));
        break;
      case 'PageUp':
      case 'PageDown':
        seekTo(now() + (e.key === 'PageDown' ? -SEEK_PAGE : SEEK_PAGE));
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const playing = !m.paused;
  const position = `${clock(m.time)} / ${clock(m.duration)}`;
  return (
    <fieldset className="video-controls" aria-label="Player controls" onKeyDown={onKeyDown}>
      <BarButton
        label={playing ? 'Pause' : 'Play'}
        shortcut="K"
        icon={playing ? PAUSE : PLAY}
        onClick={toggle}
      />
      <span className="video-time" aria-hidden="true">
        {position}
      </span>
      <input
        type="range"
        className="video-seek"
        aria-label="Position"
        aria-valuetext={`${clock(m.time)} of ${clock(m.duration)}`}
        min={0}
        max={m.duration || 1}
        step="any"
        value={Math.min(m.time, m.duration || 1)}
        disabled={!(m.duration > 0)}
        onChange={(e) => seekTo(Number(e.currentTarget.value))}
      />
      <BarButton
        label={m.muted ? 'Unmute' : 'Mute'}
        shortcut="M"
        icon={m.muted ? MUTED : SOUND}
        onClick={toggleMute}
      />
      <input
        type="range"
        className="video-volume"
        data-volume=""
        aria-label="Volume"
        aria-valuetext={`${Math.round((m.muted ? 0 : m.volume) * 100)}%`}
        min={0}
        max={1}
        step={0.05}
        value={m.muted ? 0 : m.volume}
        onChange={(e) => {
          const el = v();
          if (!el) return;
          el.volume = Number(e.currentTarget.value);
          el.muted = el.volume === 0;
        }}
      />
      <select
        className="video-speed"
        aria-label="Playback speed"
        value={String(m.rate)}
        onChange={(e) => {
          const el = v();
          if (el) el.playbackRate = Number(e.currentTarget.value);
        }}
      >
        {(SPEEDS as readonly number[]).includes(m.rate) ? null : (
          <option value={String(m.rate)}>{m.rate}×</option>
        )}
        {SPEEDS.map((s) => (
          <option key={s} value={String(s)}>
            {s}×
          </option>
        ))}
      </select>
      {document.fullscreenEnabled && (
        <BarButton
          label={full ? 'Exit full screen' : 'Full screen'}
          shortcut="F"
          icon={full ? FULL_EXIT : FULL_ENTER}
          onClick={toggleFull}
        />
      )}
    </fieldset>
  );
}

/** Icon paths (Material Design icons, 24 units square). */
const PLAY = 'M8 5v14l11-7z';
const PAUSE = 'M6 5h4v14H6zm8 0h4v14h-4z';
const MUTED =
  'M16.5 12A4.5 4.5 0 0 0 14 7.97v2.21l2.45 2.45c.03-.2.05-.41.05-.63zm2.5 0c0 .94-.2 1.82-.54 2.64l1.51 1.51A8.8 8.8 0 0 0 21 12c0-4.28-2.99-7.86-7-8.77v2.06c2.89.86 5 3.54 5 6.71zM4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06a8.99 8.99 0 0 0 3.69-1.81L19.73 21 21 19.73l-9-9L4.27 3zM12 4 9.91 6.09 12 8.18V4z';
const SOUND =
  'M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 7.97v8.05c1.48-.73 2.5-2.25 2.5-4.02zM14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77z';
const FULL_EXIT = 'M5 16h3v3h2v-5H5v2zm3-8H5v2h5V5H8v3zm6 11h2v-3h3v-2h-5v5zm2-11V5h-2v5h5V8h-3z';
const FULL_ENTER = 'M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z';

/** One of the bar's buttons: an icon (a 24-unit SVG path), named, with its key in the name's tip. */
function BarButton({
  label,
  shortcut,
  icon,
  onClick,
}: {
  label: string;
  shortcut: string;
  icon: string;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="video-ctl"
      aria-label={label}
      aria-keyshortcuts={shortcut}
      title={`${label} (${shortcut})`}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={icon} />
      </svg>
    </button>
  );
}
