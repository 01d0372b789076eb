// The Speaker Name field: a free-text ARIA combobox (WAI-ARIA APG "list autocomplete") whose
// listbox shows the scored candidates. Up to 30,000 candidates: scoring is one linear pass
// (scoring.ts) and only the rows in view are rendered (@tanstack/react-virtual); screen readers
// still hear the full count through aria-setsize/aria-posinset and the status line.
// Keys: ArrowDown/ArrowUp open and move, PageDown/PageUp move by a page, Enter chooses, Escape
// closes (the typed text stays), Ctrl+Enter locks in. No option is active until the user moves to one, so Enter on a
// name typed by hand never swaps it for a suggestion.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Candidate } from './candidates';
import { type CandidateIndex, suggest, tokenize } from './scoring';

/** Height of one option (name line + details line), px. */
const ROW = 48;
const PAGE = 5;
const NONE: readonly Candidate[] = [];
const count = new Intl.NumberFormat('en-US');

export const SPEAKER_NAME_PLACEHOLDER = 'Enter speaker name (first or last)';

interface SpeakerComboboxProps {
  /** The input's id, for the field's <label>. */
  inputId: string;
  index: CandidateIndex<Candidate>;
  text: string;
  /** Select the whole text on focus (it is the default 'Speaker {id}', to be typed over). */
  selectOnFocus: boolean;
  describedBy?: string;
  onText(text: string): void;
  onChoose(candidate: Candidate): void;
  /** Ctrl+Enter (Cmd+Enter): lock in what the field holds. */
  onSubmit(): void;
}

export const SpeakerCombobox = memo(function SpeakerCombobox({
  inputId,
  index,
  text,
  selectOnFocus,
  describedBy,
  onText,
  onChoose,
  onSubmit,
}: SpeakerComboboxProps) {
  const listId = `${inputId}-list`;
  const optionId = (i: number) => `${inputId}-option-${i}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const hasQuery = tokenize(text).length > 0;
  const results = useMemo(() => (hasQuery ? suggest(index, text) : NONE), [index, text, hasQuery]);
  const shown = open && hasQuery;
  const listed = shown && results.length > 0;

  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW,
    overscan: 4,
  });

  useEffect(() => {
    if (active >= 0) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, virtualizer]);

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
    setActive((a) =>
      a < 0 && by < 0 ? -1 : Math.min(results.length - 1, Math.max(by < 0 ? -1 : 0, a + by)),
    );
  };

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
          setOpen(true);
          setActive(results.length === 0 ? -1 : step > 0 ? 0 : results.length - 1);
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
          if (listRef.current) listRef.current.scrollTop = 0;
        }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          if (selectOnFocus) e.currentTarget.select();
        }}
        onBlur={close}
      />
      {shown && (
        <div className="speaker-suggestions">
          {listed ? (
            <>
              <div
                ref={listRef}
                id={listId}
                role="listbox"
                aria-label="Speaker suggestions"
                data-count={results.length}
                className="speaker-suggestions-list"
                // Keeps focus (and the caret) in the input when the list or its scrollbar is pressed.
                onMouseDown={(e) => e.preventDefault()}
              >
                <div role="presentation" style={{ height: virtualizer.getTotalSize() }}>
                  {virtualizer.getVirtualItems().map((row) => {
                    const c = results[row.index] as Candidate;
                    return (
                      // Options stay unfocusable on purpose: focus stays in the input and the active
                      // option is named by aria-activedescendant; the keys are handled there.
                      // biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant pattern
                      // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the input
                      <div
                        key={c.key}
                        id={optionId(row.index)}
                        role="option"
                        aria-selected={row.index === active}
                        aria-setsize={results.length}
                        aria-posinset={row.index + 1}
                        className="speaker-option"
                        style={{ transform: `translateY(${row.start}px)`, height: ROW }}
                        onClick={() => choose(c)}
                        onMouseMove={() => {
                          if (row.index !== active) setActive(row.index);
                        }}
                      >
                        <span className="speaker-option-name">{c.name}</span>
                        <span className="speaker-option-meta">
                          <span className={`speaker-type speaker-type-${c.type.toLowerCase()}`}>
                            {c.type}
                          </span>
                          {c.extra && <span className="speaker-option-extra">{c.extra}</span>}
                        </span>
                      </div>
                    );
                  })}
                </div>
              </div>
              <p className="speaker-suggestions-foot" aria-hidden="true">
                {count.format(results.length)} {results.length === 1 ? 'match' : 'matches'} · ↓ ↑ move · Enter
                choose · Esc close
              </p>
            </>
          ) : (
            <p className="speaker-suggestions-empty">
              No one on the lists matches “{text.trim()}”. Locking in saves it as a new speaker.
            </p>
          )}
        </div>
      )}
      <span className="visually-hidden" role="status">
        {shown ? (results.length > 0 ? `${count.format(results.length)} suggestions` : 'No suggestions') : ''}
      </span>
    </div>
  );
});
