// The transcript beside the video. It stays fast at 50,000 words because:
// - only the paragraphs in (and near) the viewport are in the DOM (@tanstack/react-virtual);
// - every word event (hover, shift-click, selection) is handled once, on this container;
// - the playback highlight and follow scrolling touch the DOM directly, never React state, so a
//   frame of video costs one bisection and at most two attribute changes.
// Stable hooks for tests and the benchmark: the container is [data-testid="transcript"], each word
// is [data-w="<paragraph>:<word>"], the spoken word carries aria-current="time".
import { defaultRangeExtractor, useVirtualizer, type Range as VirtualRange } from '@tanstack/react-virtual';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { whenIdle } from '../../lib/after-paint';
import type { Hit } from './model/find';
import { buildTimeline, type Timeline, wordAtTime } from './model/timeline';
import { toSeconds } from './model/times';
import { type Paragraph, type Transcript, type WordPos, type WordRange, wordAt } from './model/types';
import { ParagraphRow } from './paragraph-row';
import { type Anchor, parseWordKey, selectedWords } from './selection';
import { WordTooltip, type WordTooltipHandle } from './word-tooltip';

export interface TranscriptViewHandle {
  /** The video's position changed (every frame while playing). */
  setPlaybackTime(seconds: number): void;
  /** Scrolls the word into view (a find hit). */
  revealWord(pos: WordPos): void;
  focus(): void;
}

interface Props {
  transcript: Transcript;
  hitsByParagraph: ReadonlyMap<number, readonly Hit[]>;
  currentHit: Hit | null;
  selected: WordRange | null;
  follow: boolean;
  onSeek(seconds: number): void;
  onSelectRange(range: WordRange, anchor: Anchor): void;
  onEditParagraph(p: number, anchor: Anchor): void;
  /** The user scrolled by hand (wheel, touch, keys): follow mode should pause. */
  onUserScroll(): void;
  /** Words to look at only (the first paragraphs, while the rest arrives): no Edit buttons. */
  readOnly?: boolean;
  ref?: Ref<TranscriptViewHandle>;
}

// Paragraph objects keep their identity until edited, so they key the virtualizer's size cache:
// after an edit, the untouched paragraphs keep their measured heights.
const paragraphIds = new WeakMap<Paragraph, number>();
let nextParagraphId = 1;
function paragraphKey(p: Paragraph | undefined): number {
  if (!p) return 0;
  let id = paragraphIds.get(p);
  if (id === undefined) {
    id = nextParagraphId++;
    paragraphIds.set(p, id);
  }
  return id;
}

/** A row's height before it is measured: header plus about 13 words a line. O(1), since the
 * virtualizer asks for every paragraph of the transcript at once. */
function estimateHeight(p: Paragraph | undefined): number {
  return 34 + Math.ceil((p?.length ?? 0) / 13) * 23;
}

/** No rows before the scroller is measured (see the virtualizer's options below). */
const initialRect = { width: 0, height: 0 };

const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);

export function TranscriptView(props: Props) {
  const { transcript, hitsByParagraph, currentHit, selected, follow, ref } = props;
  const scroller = useRef<HTMLElement>(null);
  const tooltip = useRef<WordTooltipHandle>(null);
  const latest = useRef(props);
  latest.current = props;
  /** The paragraph where a drag selection started: kept rendered until the drag ends. */
  const pinned = useRef<number | null>(null);

  const rangeExtractor = useCallback((range: VirtualRange) => {
    const out = defaultRangeExtractor(range);
    const pin = pinned.current;
    if (pin === null || pin >= range.count || out.includes(pin)) return out;
    return [...out, pin].sort((a, b) => a - b);
  }, []);
  // Stable per transcript: the virtualizer recomputes every row's offset when these change.
  const estimateSize = useCallback((i: number) => estimateHeight(transcript[i]), [transcript]);
  const getItemKey = useCallback((i: number) => paragraphKey(transcript[i]), [transcript]);
  // The first paint renders only what is on screen; the rows around it follow once idle.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    const id = setTimeout(() => setOverscan(4), 200);
    return () => clearTimeout(id);
  }, []);
  const virtualizer = useVirtualizer({
    count: transcript.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    overscan,
    paddingEnd: 120,
    rangeExtractor,
    // Nothing until the scroller is measured: the first commit lays out the editor without rows
    // (little: the page around it is laid out already), the virtualizer reads the scroller's
    // height in its layout effect, and the rows that fit are rendered before the frame. Guessing
    // the window's height instead rendered seven paragraphs where four fit (about 440 words for
    // 305), three of them to be thrown away in the same task (decision 0009).
    initialRect,
  });

  // ---- playback highlight -------------------------------------------------------------------
  const timeline = useRef<Timeline | null>(null);
  const playing = useRef<{ pos: WordPos | null; el: Element | null }>({ pos: null, el: null });
  const reveal = useRef<WordPos | null>(null);

  useEffect(() => {
    // Rebuilt after each edit, when the browser is idle, so the next frame of video finds it ready.
    timeline.current = null;
    return whenIdle(() => {
      timeline.current ??= buildTimeline(transcript);
    });
  }, [transcript]);

  const paint = useCallback(() => {
    const { pos, el: previous } = playing.current;
    const el = pos ? (scroller.current?.querySelector(`[data-w="${pos.p}:${pos.w}"]`) ?? null) : null;
    if (el === previous && el?.getAttribute('aria-current') === 'time') return;
    previous?.removeAttribute('aria-current');
    el?.setAttribute('aria-current', 'time');
    playing.current.el = el;
  }, []);

  /** Scrolls so that `el` sits a third of the way down, unless it is already in view. */
  const bringIntoView = useCallback((el: Element, always: boolean) => {
    const box = scroller.current;
    if (!box) return;
    const r = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (!always && r.top >= b.top && r.bottom <= b.bottom) return;
    box.scrollTop += r.top - b.top - b.height / 3;
  }, []);

  const onRendered = useCallback(
    (index: number) => {
      if (playing.current.pos?.p === index) paint();
      const want = reveal.current;
      if (want?.p === index) {
        const el = scroller.current?.querySelector(`[data-w="${want.p}:${want.w}"]`);
        if (el) {
          reveal.current = null;
          bringIntoView(el, false);
        }
      }
    },
    [paint, bringIntoView],
  );

  const scrollToWord = useCallback(
    (pos: WordPos) => {
      const el = scroller.current?.querySelector(`[data-w="${pos.p}:${pos.w}"]`);
      if (el) {
        bringIntoView(el, false);
        return;
      }
      reveal.current = pos;
      virtualizer.scrollToIndex(pos.p, { align: 'start' });
    },
    [virtualizer, bringIntoView],
  );

  useImperativeHandle(
    ref,
    () => ({
      setPlaybackTime(seconds) {
        timeline.current ??= buildTimeline(latest.current.transcript);
        const pos = wordAtTime(timeline.current, seconds);
        const prev = playing.current.pos;
        if (pos?.p === prev?.p && pos?.w === prev?.w) return;
        playing.current.pos = pos;
        // Following: where the word is gets read before the highlight changes any style, while
        // the page's layout is still clean, so the read forces no style and layout pass.
        if (pos && latest.current.follow) scrollToWord(pos);
        paint();
      },
      revealWord: scrollToWord,
      focus: () => scroller.current?.focus({ preventScroll: true }),
    }),
    [paint, scrollToWord],
  );

  // Turning follow on jumps to the word being spoken.
  useEffect(() => {
    const pos = playing.current.pos;
    if (follow && pos) scrollToWord(pos);
  }, [follow, scrollToWord]);

  // ---- delegated word events ----------------------------------------------------------------
  const wordFromEvent = (e: { target: EventTarget | null }) => {
    const el = (e.target as Element | null)?.closest?.('[data-w]') as HTMLElement | null;
    const pos = parseWordKey(el?.dataset.w);
    const word = pos ? wordAt(latest.current.transcript, pos) : undefined;
    return el && pos && word ? { el, pos, word } : null;
  };

  const onMouseOver = (e: React.MouseEvent) => {
    const hit = wordFromEvent(e);
    // Not while a button is held: the user is selecting, and the card would cover the words.
    if (hit && e.buttons === 0) tooltip.current?.show(hit.el, hit.word);
    else tooltip.current?.hide();
  };

  const onMouseDown = (e: React.MouseEvent) => {
    tooltip.current?.hide();
    const hit = wordFromEvent(e);
    // Shift-click seeks; without this the browser would extend the selection instead.
    if (hit && e.shiftKey) {
      e.preventDefault();
      return;
    }
    const row = (e.target as Element).closest?.('[data-index]') as HTMLElement | null;
    pinned.current = row ? Number(row.dataset.index) : null;
  };

  const onClick = (e: React.MouseEvent) => {
    const target = e.target as Element;
    const seek = target.closest('[data-seek]') as HTMLElement | null;
    if (seek) {
      const first = latest.current.transcript[Number(seek.dataset.seek)]?.[0];
      if (first) latest.current.onSeek(toSeconds(first.startTime));
      return;
    }
    const edit = target.closest('[data-edit]') as HTMLElement | null;
    if (edit) {
      const r = edit.getBoundingClientRect();
      latest.current.onEditParagraph(Number(edit.dataset.edit), {
        left: r.left,
        top: r.top,
        bottom: r.bottom,
      });
      return;
    }
    const hit = wordFromEvent(e);
    if (hit && e.shiftKey) latest.current.onSeek(toSeconds(hit.word.startTime));
  };

  const checkSelection = () => {
    const box = scroller.current;
    const found = box ? selectedWords(box) : null;
    if (found) latest.current.onSelectRange(found.range, found.anchor);
  };

  const onMouseUp = (e: React.MouseEvent) => {
    pinned.current = null;
    if (!e.shiftKey) checkSelection();
  };

  const onKeyUp = (e: React.KeyboardEvent) => {
    if (e.key === 'Shift' || (e.shiftKey && e.key.startsWith('Arrow'))) checkSelection();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.target === scroller.current && SCROLL_KEYS.has(e.key)) latest.current.onUserScroll();
  };

  // ---- render -------------------------------------------------------------------------------
  const selectedRows = useMemo(() => {
    if (!selected) return null;
    return (p: number) => {
      if (p < selected.start.p || p > selected.end.p) return undefined;
      const from = p === selected.start.p ? selected.start.w : 0;
      const to = p === selected.end.p ? selected.end.w : Number.MAX_SAFE_INTEGER;
      return { from, to };
    };
  }, [selected]);

  const items = virtualizer.getVirtualItems();
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithMouseEvents: word events are delegated here; the hover times are also in each paragraph's header, and every edit has a keyboard path (paragraph Edit buttons, find and replace) */}
      <section
        ref={scroller}
        className={props.readOnly ? 'tr-scroller tr-read-only' : 'tr-scroller'}
        data-testid="transcript"
        aria-label="Transcript"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        onMouseOver={onMouseOver}
        onMouseLeave={() => tooltip.current?.hide()}
        onMouseDown={onMouseDown}
        onMouseUp={onMouseUp}
        onClick={onClick}
        onKeyUp={onKeyUp}
        onKeyDown={onKeyDown}
        onWheel={() => latest.current.follow && latest.current.onUserScroll()}
        onTouchMove={() => latest.current.follow && latest.current.onUserScroll()}
        onScroll={() => tooltip.current?.hide()}
      >
        <div className="tr-content" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => (
            <ParagraphRow
              key={item.key}
              index={item.index}
              paragraph={transcript[item.index] as Paragraph}
              start={item.start}
              hits={hitsByParagraph.get(item.index)}
              currentHit={currentHit?.p === item.index ? currentHit : undefined}
              selected={selectedRows?.(item.index)}
              measure={virtualizer.measureElement}
              onRendered={onRendered}
            />
          ))}
        </div>
      </section>
      <WordTooltip ref={tooltip} />
    </>
  );
}
