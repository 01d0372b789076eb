// Find and replace across the whole transcript: it searches the words, not the screen, so hits in
// paragraphs that are not rendered count too. Each hit is listed with its time; choosing one
// scrolls the transcript to it. Enter goes to the next hit, Shift+Enter to the previous one.

import { useVirtualizer } from '@tanstack/react-virtual';
import { type Ref, useEffect, useRef } from 'react';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { formatCount, plural } from '../../lib/format';
import { type FindOptions, type Hit, paragraphText } from './model/find';
import { clock, toSeconds } from './model/times';
import type { Transcript } from './model/types';

export interface FindState extends FindOptions {
  query: string;
  replacement: string;
  /** Index of the current hit. */
  current: number;
}

interface Props {
  state: FindState;
  hits: readonly Hit[];
  transcript: Transcript;
  /** Editing is possible (no draft offer pending, no save running). */
  editable: boolean;
  /** What the last replacement did, for the status line. */
  notice: string | null;
  inputRef: Ref<HTMLInputElement>;
  onChange(patch: Partial<FindState>): void;
  onGo(index: number): void;
  onReplace(): void;
  onReplaceAll(): void;
}

const CONTEXT = 28;

function HitText({ hit, transcript }: { hit: Hit; transcript: Transcript }) {
  const { text } = paragraphText(transcript[hit.p] ?? []);
  // Whole words of context on either side.
  const from = hit.from > CONTEXT ? text.lastIndexOf(' ', hit.from - CONTEXT) + 1 : 0;
  const after = text.indexOf(' ', hit.to + CONTEXT);
  const to = after === -1 ? text.length : after;
  return (
    <span className="tr-hit-text">
      {from > 0 && '…'}
      {text.slice(from, hit.from)}
      <mark>{text.slice(hit.from, hit.to)}</mark>
      {text.slice(hit.to, to)}
      {to < text.length && '…'}
    </span>
  );
}

function HitList({
  hits,
  current,
  transcript,
  onGo,
}: Pick<Props, 'hits' | 'transcript' | 'onGo'> & { current: number }) {
  const list = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: hits.length,
    getScrollElement: () => list.current,
    estimateSize: () => 30,
    overscan: 8,
  });
  // The current match stays in the list's view as Enter, Shift+Enter or the transcript move it.
  useEffect(() => {
    if (current < hits.length) virtualizer.scrollToIndex(current, { align: 'auto' });
  }, [current, hits.length, virtualizer]);
  return (
    <div ref={list} className="tr-hits">
      <ul aria-label="Matches" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const hit = hits[item.index] as Hit;
          const start = transcript[hit.p]?.[hit.w0]?.startTime ?? '0.00';
          return (
            <li key={item.key} style={{ transform: `translateY(${item.start}px)` }}>
              <button
                type="button"
                className="tr-hit"
                aria-current={item.index === current ? 'true' : undefined}
                onClick={() => onGo(item.index)}
              >
                <span className="tr-hit-time">{clock(toSeconds(start))}</span>
                <HitText hit={hit} transcript={transcript} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function FindPanel(props: Props) {
  const { state, hits, transcript, editable, notice, inputRef, onChange, onGo } = props;
  const n = hits.length;
  const current = Math.min(state.current, Math.max(0, n - 1));
  const step = (d: number) => n > 0 && onGo((current + d + n) % n);
  const status =
    state.query.trim() === ''
      ? 'Type to search the whole transcript.'
      : n === 0
        ? 'No matches'
        : `${formatCount(current + 1)} of ${plural(n, 'match', 'matches')}`;

  return (
    <section className="card tr-find" aria-labelledby="tr-find-title">
      <h2 id="tr-find-title">Find and replace</h2>
      <div className="tr-find-fields">
        <div className="field">
          <label htmlFor="tr-find-query">Find</label>
          <input
            ref={inputRef}
            id="tr-find-query"
            className="input"
            type="search"
            autoComplete="off"
            value={state.query}
            onChange={(e) => onChange({ query: e.target.value, current: 0 })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                step(e.shiftKey ? -1 : 1);
              }
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="tr-find-replacement">Replace with</label>
          <input
            id="tr-find-replacement"
            className="input"
            autoComplete="off"
            value={state.replacement}
            onChange={(e) => onChange({ replacement: e.target.value })}
          />
        </div>
      </div>
      <div className="tr-find-options">
        <label>
          <input
            type="checkbox"
            checked={state.matchCase}
            onChange={(e) => onChange({ matchCase: e.target.checked, current: 0 })}
          />{' '}
          Match case
        </label>
        <label>
          <input
            type="checkbox"
            checked={state.wholeWords}
            onChange={(e) => onChange({ wholeWords: e.target.checked, current: 0 })}
          />{' '}
          Whole words
        </label>
      </div>
      <div className="tr-find-bar">
        <p role="status" className="tr-find-status">
          {notice ?? status}
        </p>
        <div className="tr-find-buttons">
          {/* Inactive, not disabled: the last match replaced takes the buttons' work away, not the
              focus on them. */}
          <FocusKeepingButton className="btn btn-sm" inactive={n === 0} onClick={() => step(-1)}>
            Previous
          </FocusKeepingButton>
          <FocusKeepingButton className="btn btn-sm" inactive={n === 0} onClick={() => step(1)}>
            Next
          </FocusKeepingButton>
          <FocusKeepingButton
            className="btn btn-sm"
            inactive={n === 0 || !editable}
            onClick={props.onReplace}
          >
            Replace
          </FocusKeepingButton>
          <FocusKeepingButton
            className="btn btn-sm"
            inactive={n === 0 || !editable}
            onClick={props.onReplaceAll}
          >
            Replace all
          </FocusKeepingButton>
        </div>
      </div>
      {n > 0 && <HitList hits={hits} current={current} transcript={transcript} onGo={onGo} />}
    </section>
  );
}
