// The editing half of a hearing: find and replace (under the video) and the transcript (beside
// it). Edits go through the undo history, which keeps a local draft; Save All Changes sends the
// whole transcript (updateTranscript), clears the draft and goes back to the list.

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/fetcher';
import { useUpdateTranscript } from '../../api/gen/client/bill/bill';
import type { TranscriptWord } from '../../api/gen/model';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { LazyLeaveDialog } from '../../components/leave-guard/lazy-leave-dialog';
import { leavesVideo, useLeaveGuard } from '../../components/leave-guard/use-leave-guard';
import type { HearingState } from '../../lib/hearing-states';
import { clearDraft, draftUser } from '../../lib/transcript-drafts';
import { DraftOffer, RestoreReport } from './draft-offer';
import { EditPopup } from './edit-popup';
import { FindPanel } from './find-panel';
import { firstFault, parseAll } from './model/lazy';
import type { EditOp } from './model/ops';
import { linesText, rangeWords, splitParagraphs } from './model/paragraphs';
import { clock, toSeconds } from './model/times';
import { type Transcript, type WordRange, wordAt } from './model/types';
import { ParagraphFault, WordCount } from './parsed-notes';
import { transcriptQuery } from './queries';
import type { Anchor } from './selection';
import { TranscriptView, type TranscriptViewHandle } from './transcript-view';
import { UnsavedBox } from './unsaved-box';
import { opSaid, useEditHistory } from './use-edit-history';
import { useEditorKeys } from './use-editor-keys';
import { useFindReplace } from './use-find-replace';

// Loaded with the first edit, ready before a leave can be asked: until something can be lost,
// the page has no dialog code, and none of Headless UI's document-wide click and focus listeners,
// which otherwise run on every click and focus of the transcript (a selection's popup among them).

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Props {
  state: HearingState;
  id: number;
  base: Transcript;
  /** `base` is the transcript's beginning, shown while the rest arrives: look, don't edit yet. */
  partial?: boolean;
  /** The transcript view's handle: the player beside it drives the playback highlight. */
  view: RefObject<TranscriptViewHandle | null>;
  onSeek(seconds: number): void;
}

interface Popup {
  range: WordRange;
  original: string;
  anchor: Anchor;
}

/** The find panel, the transcript, and what editing needs; grid items of the hearing's layout. */
export function TranscriptEditor({ state, id, base, partial = false, view, onSeek }: Props) {
  const { user } = useRouteContext({ from: '/_app' });
  const target = useMemo(() => ({ user: draftUser(user), state, id }), [user, state, id]);
  const edits = useEditHistory(base, target);
  const { transcript } = edits;
  const queryClient = useQueryClient();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Save All Changes on its way, from the press (isPending comes a render later: a second press in
  // the same moment would send the whole transcript again). Leaving meanwhile asks nothing: no edit
  // can be made, so the save holds them all, and its outcome is reported wherever the user went.
  const saving = useRef(false);
  // What a save's outcome changes beyond this screen is done here, not in mutate()'s callbacks:
  // TanStack Query runs those only while the editor is mounted, and the user may leave while the
  // save is on its way (the leave guard lets them).
  const save = useUpdateTranscript({
    mutation: {
      onSuccess: (_answer, { data }) => {
        clearDraft(target);
        queryClient.setQueryData(transcriptQuery(state, id).queryKey, {
          id,
          state,
          transcript: data.newTranscript,
        });
        toast.success('Transcript saved.');
      },
      onError: (err) => {
        // While the editor is on screen its box says so; after leaving, only a toast can.
        if (mounted.current) return;
        toast.error(`Failed to save changes: ${errorMessage(err)}`, {
          description: edits.draftKept
            ? 'The edits stay on this computer as a draft, offered back when you open this hearing again.'
            : undefined,
        });
      },
      onSettled: () => {
        saving.current = false;
      },
    },
  });
  const editable = !partial && edits.offer === null && !save.isPending;
  const find = useFindReplace(transcript, (op) => editable && edits.apply(op));
  const [popup, setPopup] = useState<Popup | null>(null);
  // Read at once by the handlers (a ref); drawn as unsaved work (state): the leave question asks
  // for words typed in the popup as for edits made.
  const popupEdited = useRef(false);
  const [popupDirty, setPopupDirty] = useState(false);
  const markPopup = (edited: boolean) => {
    popupEdited.current = edited;
    setPopupDirty(edited);
  };
  const [askDiscard, setAskDiscard] = useState(false);
  const [follow, setFollow] = useState(true);
  const findInput = useRef<HTMLInputElement>(null);
  const keysHintId = useId();
  const navigate = useNavigate({ from: '/transcripts' });
  const dirty = edits.edits > 0;
  const unsaved = dirty || popupDirty;
  const blocker = useLeaveGuard(unsaved, (args) => !saving.current && leavesVideo(args));

  const goToHit = (index: number) => {
    const hit = find.select(index);
    if (hit) {
      setFollow(false);
      view.current?.revealWord({ p: hit.p, w: hit.w0 });
    }
  };

  // ---- the popup ----------------------------------------------------------------------------
  const openPopup = (range: WordRange, anchor: Anchor) => {
    // A popup whose text was changed is kept over a new selection: nothing typed is lost.
    if (!editable || (popup && popupEdited.current)) return;
    markPopup(false);
    setPopup({ range, original: linesText(rangeWords(transcript, range)), anchor });
  };

  const closePopup = () => {
    setPopup(null);
    markPopup(false);
    window.getSelection()?.removeAllRanges();
    view.current?.focus();
  };

  const savePopup = (text: string) => {
    if (!popup) return;
    const lines = splitParagraphs(text);
    let said = 'Nothing changed.';
    if (lines.length > 0 && linesText(lines) !== popup.original) {
      const op: EditOp = {
        kind: 'span',
        start: popup.range.start,
        end: popup.range.end,
        expect: popup.original,
        text: linesText(lines),
        timing: 'spread',
      };
      if (edits.apply(op)) said = `${capitalise(opSaid(op))}.`;
    }
    closePopup();
    view.current?.announce(said);
  };

  const popupSpan = (range: WordRange) => {
    const first = wordAt(transcript, range.start);
    const last = wordAt(transcript, range.end);
    return first && last ? `${clock(toSeconds(first.startTime))} – ${clock(toSeconds(last.endTime))}` : '';
  };

  // ---- history and saving -------------------------------------------------------------------
  // Said in the transcript's polite region: the buttons and keys change words out of sight.
  const doUndo = () => {
    if (!editable || popup) return;
    const op = edits.lastOp;
    if (op) edits.undo();
    view.current?.announce(op ? `Undone: ${opSaid(op)}.` : 'Nothing to undo.');
  };
  const doRedo = () => {
    if (!editable || popup) return;
    const op = edits.nextOp;
    if (op) edits.redo();
    view.current?.announce(op ? `Redone: ${opSaid(op)}.` : 'Nothing to redo.');
  };
  const saveFromKeys = () => {
    if (save.isPending || blocker.status === 'blocked') return;
    if (popup) view.current?.announce('Save or cancel this edit first.');
    else if (!dirty) view.current?.announce('No unsaved changes.');
    else if (editable) saveAll();
  };
  useEditorKeys({
    undo: doUndo,
    redo: doRedo,
    find: () => {
      findInput.current?.focus();
      findInput.current?.select();
    },
    save: saveFromKeys,
  });

  const saveAll = () => {
    if (saving.current) return;
    // A paragraph the server sent out of the contract is empty here: saving would drop it.
    parseAll(transcript);
    if (firstFault(transcript)) {
      view.current?.announce('Saving is off: a paragraph of this transcript could not be read.');
      return;
    }
    saving.current = true;
    const saved = transcript;
    save.mutate(
      { data: { state, id, newTranscript: saved as TranscriptWord[][] } },
      {
        // Only while the editor is mounted (the draft, the cache and the toast: see useUpdateTranscript).
        onSuccess: () => {
          edits.saved(saved);
          // Back to the list (SPEC §4), unless the popup holds words typed while this was saving.
          if (popupEdited.current) return;
          setPopup(null);
          void navigate({ search: (s) => ({ state: s.state, q: s.q }), ignoreBlocker: true });
        },
      },
    );
  };

  return (
    <>
      {!partial && (
        <FindPanel
          state={find.find}
          hits={find.hits}
          transcript={transcript}
          editable={editable}
          notice={find.notice}
          inputRef={findInput}
          onChange={find.change}
          onGo={goToHit}
          onReplace={() => find.replace(false)}
          onReplaceAll={() => find.replace(true)}
        />
      )}

      {/* Before the transcript in the Tab order, as it is on screen (under find, beside it): after
          it, Save All came only past two buttons per paragraph of the whole transcript. */}
      {dirty && (
        <UnsavedBox
          edits={edits.edits}
          saving={save.isPending}
          error={save.isError ? errorMessage(save.error) : null}
          draftKept={edits.draftKept}
          transcript={transcript}
          onSave={saveAll}
        />
      )}

      <section className="tr-main" aria-label="Transcript editor" aria-busy={partial || undefined}>
        {!partial && edits.offer && (
          <DraftOffer
            edits={edits.offer.ops.length}
            savedAt={edits.offer.savedAt}
            // The offer goes with its buttons: the focus goes to the transcript it was about.
            onRestore={() => {
              view.current?.focus();
              edits.restore();
            }}
            onDiscard={() => {
              view.current?.focus();
              edits.discard();
            }}
          />
        )}
        {edits.failures && (
          <RestoreReport
            failed={edits.failures.failed}
            total={edits.failures.total}
            onDismiss={edits.dismissFailures}
          />
        )}
        <ParagraphFault transcript={transcript} />
        <div className="tr-main-bar">
          {partial ? (
            <p role="status" className="tr-loading tr-partial tr-muted">
              <span className="spinner" aria-hidden="true" />
              <span>
                Loading the rest of the transcript… Hover a word for its times, <kbd>Shift</kbd>+click it to
                play from there.
              </span>
            </p>
          ) : (
            <div className="tr-hints">
              <p className="tr-muted">
                <WordCount transcript={transcript} />
                Hover a word for its times, <kbd>Shift</kbd>+click it to play from there, select words to
                correct them.
              </p>
              <p id={keysHintId} className="tr-muted tr-keys">
                Keyboard, in the transcript: <kbd>←</kbd> <kbd>→</kbd> words, <kbd>↑</kbd> <kbd>↓</kbd> lines,{' '}
                <kbd>Shift</kbd>+arrows select, <kbd>Enter</kbd> edits, <kbd>Shift</kbd>+<kbd>Enter</kbd>{' '}
                plays from the word, <kbd>Esc</kbd> clears. <kbd>Ctrl</kbd>+<kbd>S</kbd> saves all changes.
              </p>
            </div>
          )}
          <div className="tr-main-actions">
            {/* Inactive, not disabled: undoing the last step must not drop the focus on Undo. */}
            <FocusKeepingButton
              className="btn btn-sm"
              onClick={doUndo}
              inactive={!editable || !edits.canUndo}
              aria-keyshortcuts="Control+Z"
              title="Undo (Ctrl+Z)"
            >
              Undo
            </FocusKeepingButton>
            <FocusKeepingButton
              className="btn btn-sm"
              onClick={doRedo}
              inactive={!editable || !edits.canRedo}
              aria-keyshortcuts="Control+Shift+Z Control+Y"
              title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
            >
              Redo
            </FocusKeepingButton>
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
        </div>
        <TranscriptView
          ref={view}
          transcript={transcript}
          hitsByParagraph={find.hitsByParagraph}
          currentHit={find.currentHit}
          selected={popup?.range ?? null}
          follow={follow}
          readOnly={partial}
          keysHintId={partial ? undefined : keysHintId}
          onSeek={onSeek}
          onSelectRange={openPopup}
          onEditParagraph={(p, anchor) => {
            const last = (transcript[p]?.length ?? 0) - 1;
            if (last >= 0) openPopup({ start: { p, w: 0 }, end: { p, w: last } }, anchor);
          }}
          onUserScroll={() => setFollow(false)}
        />
      </section>

      {popup && (
        <EditPopup
          original={popup.original}
          wordCount={rangeWords(transcript, popup.range).flat().length}
          anchor={popup.anchor}
          span={popupSpan(popup.range)}
          saving={save.isPending}
          onSave={savePopup}
          onCancel={() => (popupEdited.current ? setAskDiscard(true) : closePopup())}
          onDirtyChange={markPopup}
        />
      )}
      {askDiscard && (
        <LazyLeaveDialog
          open
          what="this part of the transcript"
          fate="The words typed in the edit box are lost if you leave it now."
          onStay={() => setAskDiscard(false)}
          onLeave={() => {
            setAskDiscard(false);
            closePopup();
          }}
        />
      )}

      {blocker.status === 'blocked' && (
        <LazyLeaveDialog
          open
          what="this hearing’s transcript"
          fate={
            // The draft holds the edits made, not the words still in the edit box.
            dirty && popupDirty
              ? 'The edits made stay on this computer as a draft, offered back when you open this hearing again; the words typed in the open edit box are lost. Nothing is saved until you choose Save All Changes.'
              : dirty
                ? 'They stay on this computer as a draft, offered back when you open this hearing again, but they are not saved until you choose Save All Changes.'
                : 'The words typed in the open edit box are lost if you leave now.'
          }
          onStay={() => blocker.reset?.()}
          onLeave={() => blocker.proceed?.()}
        />
      )}
    </>
  );
}
