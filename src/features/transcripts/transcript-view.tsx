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
import { allParsed, whenParsed, wordsAbout } from './model/lazy';
import { buildTimeline, type Timeline, wordAtTime } from './model/timeline';
import { clock, toSeconds } from './model/times';
import { type Paragraph, type Transcript, type WordPos, type WordRange, wordAt } from './model/types';
import { ParagraphRow } from './paragraph-row';
import { type Anchor, anchorFrom, parseWordKey, selectedWords } from './selection';
import { firstVisibleWord, lineStep, paragraphWord, rangeLength, stepWord } from './word-cursor';
import { WordTooltip, type WordTooltipHandle } from './word-tooltip';

export interface TranscriptViewHandle {
  /** The video's position changed (every frame while playing). */
  setPlaybackTime(seconds: number): void;
  /** Scrolls the word into view (a find hit). */
  revealWord(pos: WordPos): void;
  focus(): void;
  /** Tells a screen reader what an edit, Undo or Redo did (the same polite region as the cursor). */
  announce(text: string): void;
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
  /** The id of the text that says which keys move the word cursor. */
  keysHintId?: string;
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
 * virtualizer asks for every paragraph of the transcript at once (and does not parse them). */
function estimateHeight(p: Paragraph | undefined): number {
  return 34 + Math.ceil(wordsAbout(p) / 13) * 23;
}

/** No rows before the scroller is measured (see the virtualizer's options below). */
const initialRect = { width: 0, height: 0 };

const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);
const CURSOR_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

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
  /** The video's last position, in seconds. */
  const spokenAt = useRef<number | null>(null);
  const playing = useRef<{ pos: WordPos | null; el: Element | null }>({ pos: null, el: null });
  const reveal = useRef<WordPos | null>(null);

  useEffect(() => {
    // Rebuilt after each edit, when the browser is idle, so the next frame of video finds it ready;
    // a long transcript's paragraphs not parsed yet are parsed first, a few at a time.
    timeline.current = null;
    const left = new AbortController();
    let cancelIdle = () => {};
    void whenParsed(transcript, left.signal).then(() => {
      if (left.signal.aborted) return;
      cancelIdle = whenIdle(() => {
        if (timeline.current) return;
        timeline.current = buildTimeline(transcript);
        // The video moved while it was being built: its word now.
        if (spokenAt.current !== null) showTime.current(spokenAt.current);
      });
    });
    return () => {
      left.abort();
      cancelIdle();
    };
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

  // ---- keyboard: one roving word cursor ------------------------------------------------------
  // The focus stays on the scroller; the word under the cursor is marked `data-cursor` directly
  // in the DOM (as the playback highlight is), so a move renders nothing and no word carries a
  // tabindex or a listener. Shift+arrows select a span (drawn as the popup's selection is), Enter
  // opens the edit popup on it.
  const cursor = useRef<WordPos | null>(null);
  const cursorEl = useRef<Element | null>(null);
  /** Where a Shift selection started. */
  const keyStart = useRef<WordPos | null>(null);
  const [keyRange, setKeyRange] = useState<WordRange | null>(null);
  const spoken = useRef<HTMLParagraphElement>(null);

  /** Says the cursor's word (or the selection's size, or an edit) to a screen reader, without a
   * render. The same words again (a second Undo) get a trailing no-break space: a region whose
   * text does not change may not be read again. */
  const say = useCallback((text: string) => {
    const el = spoken.current;
    if (el) el.textContent = el.textContent === text ? `${text}\u00a0` : text;
  }, []);

  const paintCursor = useCallback(() => {
    const pos = cursor.current;
    const el = pos ? (scroller.current?.querySelector(`[data-w="${pos.p}:${pos.w}"]`) ?? null) : null;
    if (el === cursorEl.current && el?.hasAttribute('data-cursor')) return;
    cursorEl.current?.removeAttribute('data-cursor');
    el?.setAttribute('data-cursor', '');
    cursorEl.current = el;
  }, []);

  const onRendered = useCallback(
    (index: number) => {
      if (playing.current.pos?.p === index) paint();
      if (cursor.current?.p === index) paintCursor();
      const want = reveal.current;
      if (want?.p === index) {
        const el = scroller.current?.querySelector(`[data-w="${want.p}:${want.w}"]`);
        if (el) {
          reveal.current = null;
          bringIntoView(el, false);
        }
      }
    },
    [paint, paintCursor, bringIntoView],
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

  const showTimeNow = useCallback(
    (seconds: number) => {
      spokenAt.current = seconds;
      // A long transcript's timeline waits for all its paragraphs (parsed in the background, just
      // after it opens); a word shift-clicked meanwhile is shown by the click itself.
      const t = latest.current.transcript;
      if (!timeline.current && allParsed(t)) timeline.current = buildTimeline(t);
      if (!timeline.current) return;
      const pos = wordAtTime(timeline.current, seconds);
      const prev = playing.current.pos;
      if (pos?.p === prev?.p && pos?.w === prev?.w) return;
      playing.current.pos = pos;
      // Following: where the word is gets read before the highlight changes any style, while
      // the page's layout is still clean, so the read forces no style and layout pass.
      if (pos && latest.current.follow) scrollToWord(pos);
      paint();
    },
    [paint, scrollToWord],
  );
  // For the timeline's build, which may end after renders.
  const showTime = useRef(showTimeNow);
  showTime.current = showTimeNow;

  useImperativeHandle(
    ref,
    () => ({
      setPlaybackTime: showTimeNow,
      revealWord: scrollToWord,
      focus: () => scroller.current?.focus({ preventScroll: true }),
      announce: say,
    }),
    [showTimeNow, scrollToWord, say],
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
    if (scroller.current) delete scroller.current.dataset.keys;
    const hit = wordFromEvent(e);
    // Shift-click seeks; without this the browser would extend the selection instead.
    if (hit && e.shiftKey) {
      e.preventDefault();
      return;
    }
    const row = (e.target as Element).closest?.('[data-index]') as HTMLElement | null;
    pinned.current = row ? Number(row.dataset.index) : null;
  };

  /** Shift-click on a word, or Shift+Enter on the cursor's: the video from there, the word marked. */
  const playFrom = (pos: WordPos, word: { startTime: string }) => {
    playing.current.pos = pos;
    paint();
    latest.current.onSeek(toSeconds(word.startTime));
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
      // The popup goes beside the paragraph's words, not over them.
      const words = edit.closest('.tr-para')?.querySelector('.tr-words') ?? edit;
      const box = scroller.current?.getBoundingClientRect() ?? words.getBoundingClientRect();
      const anchor = anchorFrom(words.getClientRects().length > 0 ? [...words.getClientRects()] : [], box);
      if (anchor) latest.current.onEditParagraph(Number(edit.dataset.edit), anchor);
      return;
    }
    const hit = wordFromEvent(e);
    if (hit && e.shiftKey) playFrom(hit.pos, hit.word);
    else if (hit) {
      // The keyboard carries on from the word clicked.
      cursor.current = hit.pos;
      keyStart.current = null;
      paintCursor();
    }
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
    // A selection made with the browser's caret (caret browsing); the word cursor's has its Enter.
    if (keyStart.current) return;
    if (e.key === 'Shift' || (e.shiftKey && e.key.startsWith('Arrow'))) checkSelection();
  };

  const moveCursor = (to: WordPos, extend: boolean) => {
    const t = latest.current.transcript;
    const from = cursor.current;
    if (extend) {
      const start = keyStart.current ?? from ?? to;
      keyStart.current = start;
      const forward = start.p < to.p || (start.p === to.p && start.w <= to.w);
      const range = forward ? { start, end: to } : { start: to, end: start };
      setKeyRange(range);
      say(`${rangeLength(t, range)} selected, to “${wordAt(t, to)?.word ?? ''}”`);
    } else {
      keyStart.current = null;
      setKeyRange(null);
      const w = wordAt(t, to);
      say(w ? `${w.word}, ${clock(toSeconds(w.startTime))}` : '');
    }
    cursor.current = to;
    pinned.current = keyStart.current?.p ?? null;
    paintCursor();
    scrollToWord(to);
  };

  /** The cursor, if its word is still there and on screen; else the first word on screen. */
  const cursorOnScreen = (): { pos: WordPos; el: Element } | null => {
    const box = scroller.current;
    const pos = cursor.current;
    if (!box) return null;
    const el = pos && wordAt(latest.current.transcript, pos) ? cursorEl.current : null;
    if (pos && el?.isConnected) {
      const r = el.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (r.bottom > b.top && r.top < b.bottom) return { pos, el };
    }
    return firstVisibleWord(box);
  };

  const openFromKeys = () => {
    const box = scroller.current;
    const range = keyRange ?? (cursor.current ? { start: cursor.current, end: cursor.current } : null);
    if (!box || !range || !wordAt(latest.current.transcript, range.end)) return;
    const rectOf = (pos: WordPos) =>
      box.querySelector(`[data-w="${pos.p}:${pos.w}"]`)?.getBoundingClientRect() ?? null;
    const rects = [rectOf(range.start), rectOf(range.end)].filter((r): r is DOMRect => r !== null);
    const anchor = anchorFrom(rects, box.getBoundingClientRect());
    if (!anchor) return;
    keyStart.current = null;
    pinned.current = null;
    setKeyRange(null);
    latest.current.onSelectRange(range, anchor);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const box = scroller.current;
    if (e.target !== box || !box) return;
    if (CURSOR_KEYS.has(e.key) && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      box.dataset.keys = '';
      const at = cursorOnScreen();
      if (!at) return;
      // A cursor off screen (or none yet) starts on the first word shown; one on screen moves.
      const onScreen = cursor.current === at.pos;
      const t = latest.current.transcript;
      let to: WordPos | null = at.pos;
      if (onScreen && e.key === 'ArrowRight') to = stepWord(t, at.pos, 1);
      else if (onScreen && e.key === 'ArrowLeft') to = stepWord(t, at.pos, -1);
      else if (onScreen) {
        const dir = e.key === 'ArrowDown' ? 1 : -1;
        // The next paragraph, when the line beyond is not rendered.
        to = lineStep(box, at.el, dir) ?? paragraphWord(t, at.pos.p, dir);
      }
      if (to) moveCursor(to, e.shiftKey);
      if (latest.current.follow) latest.current.onUserScroll();
      return;
    }
    if (e.key === 'Enter' && !e.altKey && !e.ctrlKey && !e.metaKey && cursor.current) {
      e.preventDefault();
      // Shift+Enter is the keyboard's Shift-click: the video from the cursor's word.
      const w = e.shiftKey && !keyRange ? wordAt(latest.current.transcript, cursor.current) : undefined;
      if (!w) {
        openFromKeys();
        return;
      }
      playFrom(cursor.current, w);
      say(`Video from “${w.word}”, ${clock(toSeconds(w.startTime))}`);
      return;
    }
    if (e.key === 'Escape' && keyRange) {
      e.preventDefault();
      keyStart.current = null;
      pinned.current = null;
      setKeyRange(null);
      say('Selection cleared');
      return;
    }
    if (SCROLL_KEYS.has(e.key)) latest.current.onUserScroll();
  };

  const onFocus = (e: React.FocusEvent) => {
    const box = scroller.current;
    // Reached from the keyboard (Tab, or back from the popup): the cursor shows at once.
    if (e.target !== box || !box?.matches(':focus-visible')) return;
    box.dataset.keys = '';
    if (!cursorOnScreen() || cursor.current === null) {
      const first = firstVisibleWord(box);
      if (first) {
        cursor.current = first.pos;
        paintCursor();
      }
    }
  };

  // ---- render -------------------------------------------------------------------------------
  const shownRange = selected ?? keyRange;
  const selectedRows = useMemo(() => {
    const selected = shownRange;
    if (!selected) return null;
    return (p: number) => {
      if (p < selected.start.p || p > selected.end.p) return undefined;
      const from = p === selected.start.p ? selected.start.w : 0;
      const to = p === selected.end.p ? selected.end.w : Number.MAX_SAFE_INTEGER;
      return { from, to };
    };
  }, [shownRange]);

  const items = virtualizer.getVirtualItems();
  return (
    <>
      <section
        ref={scroller}
        className={props.readOnly ? 'tr-scroller tr-read-only' : 'tr-scroller'}
        data-testid="transcript"
        aria-label="Transcript"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-describedby={props.keysHintId}
        onFocus={onFocus}
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
      <p ref={spoken} className="visually-hidden" aria-live="polite" />
    </>
  );
}
