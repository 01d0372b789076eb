// The hearing video player, shared by Transcripts and Speakers. hls.js (about 177 kB gzip) is
// loaded only when a stream needs it: here, in a dynamic import, so no other screen pays for it.
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Alert } from '../alert';
import { togglePlay, VideoControls } from './video-controls';
import './video-player.css';

export interface VideoPlayerHandle {
  /** Seeks to `seconds` (and keeps playing if it was). */
  seek(seconds: number): void;
  play(): Promise<void>;
  pause(): void;
  /** The current position, seconds. */
  currentTime(): number;
}

export interface VideoPlayerProps {
  /** The HLS playlist (or any video) URL; only absolute http(s) URLs are loaded. */
  src: string;
  /** Accessible name of the video, e.g. the committee and date. */
  title: string;
  /** Called on every animation frame while playing, and after a seek, with the position in seconds. */
  onTime?: (seconds: number) => void;
  ref?: Ref<VideoPlayerHandle>;
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The player's box before the player: the same size (the picture and its bar), dark, nothing in
 * it. A screen that has something more urgent to show first (a transcript's words) puts this in
 * the player's place and mounts the player a frame later, without moving anything.
 */
export function VideoPlayerPlaceholder() {
  return (
    <div className="video-player" aria-hidden="true">
      <div className="video-player-frame">
        <div className="video-player-media video-player-waiting" />
        {/* The bar's height, from the bar's own rules: its padding around one control's box. */}
        <div className="video-controls">
          <span className="video-ctl" />
        </div>
      </div>
    </div>
  );
}

export function VideoPlayer({ src, title, onTime, ref }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const onTimeRef = useRef(onTime);
  onTimeRef.current = onTime;
  const valid = isHttpUrl(src);

  useImperativeHandle(
    ref,
    () => ({
      seek: (seconds) => {
        const v = video.current;
        if (!v || !Number.isFinite(seconds)) return;
        v.currentTime = Math.max(0, seconds);
        onTimeRef.current?.(v.currentTime);
      },
      play: async () => {
        await video.current?.play();
      },
      pause: () => video.current?.pause(),
      currentTime: () => video.current?.currentTime ?? 0,
    }),
    [],
  );

  useEffect(() => {
    const v = video.current;
    if (!v || !valid) return;
    setError(null);
    let destroyed = false;
    let destroy = () => {};
    const isHls = /\.m3u8(\?|$)/i.test(src);
    if (!isHls || v.canPlayType('application/vnd.apple.mpegurl')) {
      v.src = src;
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) {
          setError('This browser cannot play the hearing stream (no HLS support).');
          return;
        }
        // The stream's worker from a file of the build, not from a blob: URL, which the Content
        // Security Policy (script-src 'self') refuses.
        const hls = new Hls({ enableWorker: true, workerPath: hlsWorkerUrl });
        let recovered = false;
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (!data.fatal) return;
          // A decoding hiccup is usually recoverable once; anything else is said in words.
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
            recovered = true;
            hls.recoverMediaError();
            return;
          }
          setError(`The hearing stream could not be played (${data.details}).`);
        });
        hls.loadSource(src);
        hls.attachMedia(v);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      destroyed = true;
      destroy();
      v.removeAttribute('src');
    };
  }, [src, valid]);

  useEffect(() => {
    const v = video.current;
    if (!v || !valid) return;
    let frame = 0;
    const tick = () => {
      onTimeRef.current?.(v.currentTime);
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const report = () => onTimeRef.current?.(v.currentTime);
    const stop = () => {
      cancelAnimationFrame(frame);
      report();
    };
    const fail = () => {
      if (v.error) setError(`The hearing video could not be loaded (media error ${v.error.code}).`);
    };
    v.addEventListener('play', start);
    v.addEventListener('pause', stop);
    // A seek while playing keeps the frame loop going; a seek while paused reports once.
    v.addEventListener('seeked', report);
    v.addEventListener('ended', stop);
    v.addEventListener('error', fail);
    return () => {
      cancelAnimationFrame(frame);
      v.removeEventListener('play', start);
      v.removeEventListener('pause', stop);
      v.removeEventListener('seeked', report);
      v.removeEventListener('ended', stop);
      v.removeEventListener('error', fail);
    };
  }, [valid]);

  return (
    <div className="video-player">
      {valid ? (
        <div ref={frame} className="video-player-frame">
          {/* biome-ignore lint/a11y/useMediaCaption: hearing streams carry no caption track; the transcript beside the player is the text alternative */}
          <video
            ref={video}
            playsInline
            preload="metadata"
            aria-label={title}
            className="video-player-media"
            // A click on the picture plays or pauses; the keyboard's way is the bar's Play (K).
            onClick={(e) => togglePlay(e.currentTarget)}
          />
          <VideoControls video={video} frame={frame} />
        </div>
      ) : (
        <div className="video-player-blocked" role="alert">
          This hearing's video address is not a web (http or https) address, so it is not loaded.
        </div>
      )}
      {error && (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      )}
    </div>
  );
}
