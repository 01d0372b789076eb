// The Speaker Name field: a free-text ARIA combobox (WAI-ARIA APG "list autocomplete") whose
// listbox shows the scored candidates. Up to 30,000 candidates: scoring is one linear pass, less
// while typing on (scoring.ts), and only the rows in view are in the page. The rows have one
// fixed height, so the window is plain arithmetic on scrollTop: a measuring virtualizer keeps one
// object per candidate and rebuilds them whenever the count changes, that is on every key.
// Screen readers still hear the full count through aria-setsize/aria-posinset and the status.
// Keys: ArrowDown/ArrowUp open and move, PageDown/PageUp move by a page, Enter chooses, Escape
// closes (the typed text stays), Ctrl+Enter locks in. No option is active until the user moves
// to one, so Enter on a name typed by hand never swaps it for a suggestion.
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { plural } from '../../lib/format';
import type { Candidate } from './candidates';
import { createSuggester, type LazyIndex, tokenize } from './scoring';

/** Height of one option (name line + details line), px. */
const ROW = 48;
/** The list's greatest height, px: 15rem at the usual 16px root (max-height in speakers.css). */
const VIEW = 240;
const OVERSCAN = 1;
/** Height of the footer under the list (speakers.css), px. */
const FOOT = 24;
const PAGE = 5;
const NONE: readonly Candidate[] = [];

const SPEAKER_NAME_PLACEHOLDER = 'Enter speaker name (first or last)';

interface SpeakerComboboxProps {
  /** The input's id, for the field's <label>. */
  inputId: string;
  /** The candidates' index, built by the page when idle, or here by the first query. */
  index: LazyIndex<Candidate>;
  text: string;
  /** Select the whole text on focus (it is the default 'Speaker {id}', to be typed over). */
  selectOnFocus: boolean;
  describedBy?: string;
  /** False while what is typed cannot be a speaker (too long): no list then, so the field's hint shows. */
  suggest?: boolean;
  onText(text: string): void;
  onChoose(candidate: Candidate): void;
  /** Ctrl+Enter (Cmd+Enter): lock in what the field holds. */
  onSubmit(): void;
}

export function SpeakerCombobox({
  inputId,
  index,
  text,
  selectOnFocus,
  describedBy,
  suggest = true,
  onText,
  onChoose,
  onSubmit,
}: SpeakerComboboxProps) {
  const listId = `${inputId}-list`;
  const optionId = (i: number) => `${inputId}-option-${i}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // One suggester per index, made on the first query (the index may not be built before it).
  const suggester = useMemo(() => {
    let suggest: ((query: string) => readonly Candidate[]) | undefined;
    return (query: string) => {
      suggest ??= createSuggester(index.get());
      return suggest(query);
    };
  }, [index]);
  const hasQuery = suggest && tokenize(text).length > 0;
  const shown = open && hasQuery;
  // Scored only while the list is open: not for the default 'Speaker {id}' the field starts with.
  const results = useMemo(() => (shown ? suggester(text) : NONE), [suggester, text, shown]);
  const listed = shown && results.length > 0;

  // The list's scroll position as last applied: reading el.scrollTop would force a layout of a
  // list that has just been rendered, on the keystroke that opens it.
  const applied = useRef(0);
  const scrollList = (top: number) => {
    if (listRef.current && applied.current !== top) {
      listRef.current.scrollTop = top;
      applied.current = top;
    }
    setScrollTop(top);
  };
  // The list may mount after its position was decided (opened with ArrowUp): apply it then. A
  // newly mounted list starts at the top.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!listed || !el) {
      applied.current = 0;
      return;
    }
    if (applied.current !== scrollTop) {
      el.scrollTop = scrollTop;
      applied.current = scrollTop;
    }
  }, [listed, scrollTop]);
  /** Makes an option active and scrolls it into view in the same render, so that the option
   * aria-activedescendant names is always in the page. */
  const activate = (i: number, from = scrollTop) => {
    setActive(i);
    if (i < 0) return;
    const view = listRef.current?.clientHeight || VIEW;
    const top = i * ROW;
    if (top < from) scrollList(top);
    else if (top + ROW > from + view) scrollList(top + ROW - view);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (c: Candidate | undefined) => {
    if (!c) return;
    onChoose(c);
    close();
  };
  const move = (by: number) => {
    if (results.length === 0) return;
    activate(
      active < 0 && by < 0 ? -1 : Math.min(results.length - 1, Math.max(by < 0 ? -1 : 0, active + by)),
    );
  };

  // The list is as high as its rows, at most 15rem (speakers.css; VIEW px at the usual root font),
  // so the window needs no measurement: reading layout while rendering would force a reflow on
  // every key.
  const listHeight = results.length * ROW;
  const first = Math.max(0, Math.floor(scrollTop / ROW) - OVERSCAN);
  const last = Math.min(results.length, Math.ceil((scrollTop + VIEW) / ROW) + OVERSCAN);
  const rows: number[] = [];
  for (let i = first; i < last; i++) rows.push(i);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'PageDown':
      case 'PageUp': {
        e.preventDefault();
        const step =
          e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : e.key === 'PageDown' ? PAGE : -PAGE;
        if (!open) {
          // The list opens with this key: its results now (the suggester remembers them for the
          // render that shows them).
          const opening = hasQuery ? suggester(text) : NONE;
          setOpen(true);
          scrollList(0);
          activate(opening.length === 0 ? -1 : step > 0 ? 0 : opening.length - 1, 0);
        } else move(step);
        break;
      }
      case 'Enter':
        if (e.ctrlKey || e.metaKey) {
          e.preventDefault();
          close();
          onSubmit();
        } else if (open && active >= 0) {
          e.preventDefault();
          choose(results[active]);
        } else if (open) close();
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <div className="speaker-combobox">
      <input
        id={inputId}
        className="input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? listId : undefined}
        aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        placeholder={SPEAKER_NAME_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          onText(e.target.value);
          setOpen(true);
          setActive(-1);
          scrollList(0);
        }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          if (selectOnFocus) e.currentTarget.select();
        }}
        onBlur={close}
      />
      {shown && (
        <div
          className={listed ? 'speaker-suggestions speaker-suggestions-sized' : 'speaker-suggestions'}
          // A popup of known height contains its own layout (speakers.css): a key then lays out
          // the popup, not the page. The list, its footer (FOOT) and the two borders.
          style={listed ? { height: `calc(min(${listHeight}px, 15rem) + ${FOOT + 2}px)` } : undefined}
        >
          {listed ? (
            <>
              <div
                ref={listRef}
                id={listId}
                role="listbox"
                aria-label="Speaker suggestions"
                data-count={results.length}
                className="speaker-suggestions-list"
                style={{ height: `min(${listHeight}px, 15rem)` }}
                // Keeps focus (and the caret) in the input when the list or its scrollbar is pressed.
                onMouseDown={(e) => e.preventDefault()}
                onScroll={(e) => {
                  applied.current = e.currentTarget.scrollTop;
                  setScrollTop(applied.current);
                }}
              >
                <div role="presentation" style={{ height: results.length * ROW }}>
                  {rows.map((i) => {
                    const c = results[i] as Candidate;
                    return (
                      // Options stay unfocusable on purpose: focus stays in the input and the active
                      // option is named by aria-activedescendant; the keys are handled there. Keyed
                      // by position: a keystroke rewrites a dozen rows' text instead of replacing them.
                      // biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant pattern
                      // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the input
                      <div
                        key={i}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        aria-setsize={results.length}
                        aria-posinset={i + 1}
                        className="speaker-option"
                        style={{ top: i * ROW, height: ROW }}
                        onClick={() => choose(c)}
                        onMouseMove={() => {
                          if (i !== active) setActive(i);
                        }}
                      >
                        <span className="speaker-option-name">{c.name}</span>
                        <span className="speaker-option-meta">
                          <span className={`speaker-type speaker-type-${c.type.toLowerCase()}`}>
                            {c.type}
                          </span>
                          {/* Its own element: an empty detail then clears a text, instead of React
                              removing and re-inserting a text node as rows change hands. */}
                          <span>{c.extra}</span>
                        </span>
                      </div>
                    );
                  })}
                </div>
              </div>
              <p className="speaker-suggestions-foot" aria-hidden="true">
                {plural(results.length, 'match', 'matches')} · ↑↓ move · Enter choose
              </p>
            </>
          ) : (
            <p className="speaker-suggestions-empty">
              No one on the lists matches “{text.trim()}”. Locking in saves it as a new speaker.
            </p>
          )}
        </div>
      )}
      <SettledStatus
        text={shown ? (results.length > 0 ? plural(results.length, 'suggestion') : 'No suggestions') : ''}
      />
    </div>
  );
}

/** The suggestion count for screen readers, once typing pauses: one announcement, not one per key. */
function SettledStatus({ text }: { text: string }) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), 500);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <span className="visually-hidden" role="status">
      {settled}
    </span>
  );
}
