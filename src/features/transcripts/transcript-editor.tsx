// One hearing open for correction: the video on the left (with find and replace under it), the
// transcript on the right. Edits are ops kept in an undo history and, after each one, in a local
// draft; Save All Changes sends the whole transcript (updateTranscript), clears the draft and goes
// back to the list.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/fetcher';
import { useUpdateTranscript } from '../../api/gen/client/bill/bill';
import type { TranscriptWord, Video } from '../../api/gen/model';
import { VideoPlayer, type VideoPlayerHandle } from '../../components/video-player/video-player';
import { DraftOffer, RestoreReport } from './draft-offer';
import { clearDraft, type Draft, draftUser, readDraft, writeDraft } from './drafts';
import { EditPopup } from './edit-popup';
import { FindPanel, type FindState } from './find-panel';
import { hearingDate, plural } from './format';
import { LeaveDialog } from './leave-dialog';
import { findHits, type Hit } from './model/find';
import { createHistory, current, type History, ops, push, redo, undo } from './model/history';
import { applyOp, describeOp, type EditOp } from './model/ops';
import { linesText, rangeWords, splitParagraphs } from './model/paragraphs';
import { clock, toSeconds } from './model/times';
import { countWords, type Transcript, type WordRange, wordAt } from './model/types';
import { transcriptQuery } from './queries';
import type { Anchor } from './selection';
import type { TranscriptState } from './states';
import { TranscriptView, type TranscriptViewHandle } from './transcript-view';
import { UnsavedBox } from './unsaved-box';
import { useEditorKeys } from './use-editor-keys';
import { useFillViewport } from './use-fill-viewport';
import { useLeaveGuard } from './use-leave-guard';

interface Props {
  state: TranscriptState;
  video: Video;
  base: Transcript;
  onBack(): void;
}

interface Popup {
  range: WordRange;
  original: string;
  anchor: Anchor;
}

const NO_FIND: FindState = { query: '', replacement: '', matchCase: false, wholeWords: false, current: 0 };

export function TranscriptEditor({ state, video, base, onBack }: Props) {
  const { user } = useRouteContext({ from: '/_app' });
  const target = useMemo(
    () => ({ user: draftUser(user), state, id: video.VideoID }),
    [user, state, video.VideoID],
  );
  const [history, setHistory] = useState<History>(() => createHistory(base));
  const [offer, setOffer] = useState<Draft | null>(() => readDraft(target));
  const [report, setReport] = useState<{ failed: string[]; total: number } | null>(null);
  const [draftKept, setDraftKept] = useState(true);
  const [popup, setPopup] = useState<Popup | null>(null);
  const popupEdited = useRef(false);
  const [follow, setFollow] = useState(true);
  const [find, setFind] = useState<FindState>(NO_FIND);
  const [findNotice, setFindNotice] = useState<string | null>(null);
  const findInput = useRef<HTMLInputElement>(null);
  const player = useRef<VideoPlayerHandle>(null);
  const view = useRef<TranscriptViewHandle>(null);
  const root = useRef<HTMLDivElement>(null);
  useFillViewport(root);
  const save = useUpdateTranscript();
  const navigate = useNavigate({ from: '/transcripts' });
  const queryClient = useQueryClient();

  const transcript = current(history);
  const wordCount = useMemo(() => countWords(transcript), [transcript]);
  const dirty = history.index > 0;
  const editable = offer === null && !save.isPending;
  const blocker = useLeaveGuard(dirty);

  // The draft follows every change of the history (edits, undo, redo), once any offer is settled.
  useEffect(() => {
    if (offer === null) setDraftKept(writeDraft(target, ops(history)));
  }, [history, offer, target]);

  const apply = useCallback(
    (op: EditOp): boolean => {
      const next = applyOp(transcript, op);
      if (!next) return false;
      setHistory((h) => push(h, op, next));
      return true;
    },
    [transcript],
  );

  // ---- find and replace ---------------------------------------------------------------------
  const query = useDeferredValue(find.query);
  const findOptions = useMemo(
    () => ({ matchCase: find.matchCase, wholeWords: find.wholeWords }),
    [find.matchCase, find.wholeWords],
  );
  const hits = useMemo(() => findHits(transcript, query, findOptions), [transcript, query, findOptions]);
  const hitsByParagraph = useMemo(() => {
    const map = new Map<number, Hit[]>();
    for (const h of hits) {
      const list = map.get(h.p);
      if (list) list.push(h);
      else map.set(h.p, [h]);
    }
    return map;
  }, [hits]);
  const currentIndex = Math.min(find.current, Math.max(0, hits.length - 1));
  const currentHit = hits[currentIndex] ?? null;

  const goToHit = (index: number) => {
    setFind((f) => ({ ...f, current: index }));
    setFindNotice(null);
    const hit = hits[index];
    if (hit) {
      setFollow(false);
      view.current?.revealWord({ p: hit.p, w: hit.w0 });
    }
  };

  const replace = (all: boolean) => {
    if (!editable || hits.length === 0) return;
    const op: EditOp = {
      kind: 'replace',
      query,
      replacement: find.replacement,
      options: findOptions,
      hits: hits.length,
      ...(all ? {} : { only: currentIndex }),
    };
    if (apply(op)) {
      setFindNotice(all ? `Replaced ${plural(hits.length, 'match', 'matches')}.` : 'Replaced 1 match.');
    }
  };

  // ---- the popup ----------------------------------------------------------------------------
  const openPopup = (range: WordRange, anchor: Anchor) => {
    if (!editable || (popup && popupEdited.current)) return;
    popupEdited.current = false;
    setPopup({ range, original: linesText(rangeWords(transcript, range)), anchor });
  };

  const closePopup = () => {
    setPopup(null);
    popupEdited.current = false;
    window.getSelection()?.removeAllRanges();
    view.current?.focus();
  };

  const savePopup = (text: string) => {
    if (!popup) return;
    const lines = splitParagraphs(text);
    if (lines.length > 0 && linesText(lines) !== popup.original) {
      apply({
        kind: 'span',
        start: popup.range.start,
        end: popup.range.end,
        expect: popup.original,
        text: linesText(lines),
        timing: 'spread',
      });
    }
    closePopup();
  };

  const popupSpan = (range: WordRange) => {
    const first = wordAt(transcript, range.start);
    const last = wordAt(transcript, range.end);
    return first && last ? `${clock(toSeconds(first.startTime))} – ${clock(toSeconds(last.endTime))}` : '';
  };

  // ---- history, drafts, saving --------------------------------------------------------------
  const doUndo = () => editable && !popup && setHistory(undo);
  const doRedo = () => editable && !popup && setHistory(redo);
  useEditorKeys({
    undo: doUndo,
    redo: doRedo,
    find: () => {
      findInput.current?.focus();
      findInput.current?.select();
    },
  });

  const restore = () => {
    if (!offer) return;
    let h = createHistory(base);
    const failed: string[] = [];
    for (const op of offer.ops) {
      const next = applyOp(current(h), op);
      if (next) h = push(h, op, next);
      else failed.push(describeOp(op));
    }
    setHistory(h);
    setOffer(null);
    if (failed.length > 0) setReport({ failed, total: offer.ops.length });
    else toast.success(`Restored ${plural(offer.ops.length, 'edit')}.`);
  };

  const discard = () => {
    clearDraft(target);
    setOffer(null);
  };

  const saveAll = () => {
    const saved = transcript;
    save.mutate(
      { data: { state, id: video.VideoID, newTranscript: saved as TranscriptWord[][] } },
      {
        onSuccess: () => {
          clearDraft(target);
          queryClient.setQueryData(transcriptQuery(state, video.VideoID).queryKey, {
            id: video.VideoID,
            state,
            transcript: saved as TranscriptWord[][],
          });
          setHistory(createHistory(saved));
          toast.success('Transcript saved.');
          void navigate({ search: (s) => ({ state: s.state, q: s.q }), ignoreBlocker: true });
        },
      },
    );
  };

  const onTime = useCallback((seconds: number) => view.current?.setPlaybackTime(seconds), []);
  const seek = useCallback((seconds: number) => player.current?.seek(seconds), []);

  return (
    <div ref={root} className="tr-editor" data-dirty={dirty}>
      <header className="tr-editor-head">
        <button type="button" className="btn" onClick={onBack}>
          ← Back to Search
        </button>
        <div className="tr-editor-title">
          <h1>{video.Committee}</h1>
          <p className="tr-muted">
            {state} · <time dateTime={video.Date}>{hearingDate(video.Date)}</time> · {video.Chamber} ·{' '}
            {plural(wordCount, 'word')}
          </p>
        </div>
        <div className="tr-editor-actions">
          <button
            type="button"
            className="btn btn-sm"
            onClick={doUndo}
            disabled={!editable || history.index === 0}
            aria-keyshortcuts="Control+Z"
            title="Undo (Ctrl+Z)"
          >
            Undo
          </button>
          <button
            type="button"
            className="btn btn-sm"
            onClick={doRedo}
            disabled={!editable || history.index === history.entries.length}
            aria-keyshortcuts="Control+Shift+Z Control+Y"
            title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          >
            Redo
          </button>
        </div>
      </header>

      <div className="tr-split">
        <aside className="tr-side" aria-label="Video and find">
          <VideoPlayer
            ref={player}
            src={video.Link}
            title={`${video.Committee}, ${hearingDate(video.Date)}`}
            onTime={onTime}
          />
          <FindPanel
            state={find}
            hits={hits}
            transcript={transcript}
            editable={editable}
            notice={findNotice}
            inputRef={findInput}
            onChange={(patch) => {
              setFind((f) => ({ ...f, ...patch }));
              setFindNotice(null);
            }}
            onGo={goToHit}
            onReplace={() => replace(false)}
            onReplaceAll={() => replace(true)}
          />
        </aside>

        <section className="tr-main" aria-label="Transcript editor">
          {offer && (
            <DraftOffer
              edits={offer.ops.length}
              savedAt={offer.savedAt}
              onRestore={restore}
              onDiscard={discard}
            />
          )}
          {report && (
            <RestoreReport failed={report.failed} total={report.total} onDismiss={() => setReport(null)} />
          )}
          <div className="tr-main-bar">
            <p className="tr-muted">
              Hover a word for its times. <kbd>Shift</kbd>+click a word to play from it. Select words to
              correct them.
            </p>
            <button
              type="button"
              className="btn btn-sm"
              aria-pressed={follow}
              onClick={() => setFollow((f) => !f)}
              title="Keep the word being spoken in view"
            >
              {follow ? 'Following playback' : 'Follow playback'}
            </button>
          </div>
          <TranscriptView
            ref={view}
            transcript={transcript}
            hitsByParagraph={hitsByParagraph}
            currentHit={query.trim() ? currentHit : null}
            selected={popup?.range ?? null}
            follow={follow}
            onSeek={seek}
            onSelectRange={openPopup}
            onEditParagraph={(p, anchor) => {
              const last = (transcript[p]?.length ?? 0) - 1;
              if (last >= 0) openPopup({ start: { p, w: 0 }, end: { p, w: last } }, anchor);
            }}
            onUserScroll={() => setFollow(false)}
          />
        </section>
      </div>

      {popup && (
        <EditPopup
          original={popup.original}
          wordCount={rangeWords(transcript, popup.range).flat().length}
          anchor={popup.anchor}
          span={popupSpan(popup.range)}
          onSave={savePopup}
          onCancel={closePopup}
          onDirtyChange={(d) => {
            popupEdited.current = d;
          }}
        />
      )}

      {dirty && (
        <UnsavedBox
          edits={history.index}
          saving={save.isPending}
          error={save.isError ? errorMessage(save.error) : null}
          draftKept={draftKept}
          onSave={saveAll}
        />
      )}

      <LeaveDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}
