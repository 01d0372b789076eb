// The popup that opens on a selection (SPEC §2): at most 300 px wide, a textarea holding the
// selected words (one line per paragraph), Save and Cancel. Empty text, or text with no words,
// saves nothing (SPEC §5) and says so at the field. Escape cancels, Ctrl+Enter saves. Tab goes
// round the popup's own fields: it is last in the page, so Tab from Save left it for the page's
// start, and Esc already leads back to the word (decision 0030).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { focusIsLost } from '../../lib/focus-screen';
import { plural } from '../../lib/format';
import { splitParagraphs } from './model/paragraphs';
import { POPUP_MARGIN, placePopup } from './popup-place';
import type { Anchor } from './selection';

const WIDTH = 300;

interface Props {
  /** The selected words, one line per paragraph. */
  original: string;
  wordCount: number;
  /** Where the selection ends on screen. */
  anchor: Anchor;
  /** Start and end of the selection, as clocks. */
  span: string;
  /** The transcript is being saved: this edit waits until that is done (its text is kept). */
  saving: boolean;
  onSave(text: string): void;
  onCancel(): void;
  /** The text was changed from the selection (the popup then keeps it over a new selection). */
  onDirtyChange(dirty: boolean): void;
}

export function EditPopup({
  original,
  wordCount,
  anchor,
  span,
  saving,
  onSave,
  onCancel,
  onDirtyChange,
}: Props) {
  const [text, setText] = useState(original);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const [pos, setPos] = useState({ left: anchor.x, top: anchor.bottom + POPUP_MARGIN });
  const id = useId();

  useEffect(() => {
    setText(original);
    setError(null);
    // The focus moves as the popup appears: keys typed at once (Enter, then the new words) belong
    // in its text, and a frame's wait sent them to the transcript behind it.
    area.current?.focus({ preventScroll: true });
    area.current?.select();
  }, [original]);

  // Save All Changes ended with this edit waiting: its button went with the saved edits, and the
  // focus with it (to the page's body); it comes back to the words waiting here.
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving)
      requestAnimationFrame(() => {
        if (focusIsLost()) area.current?.focus({ preventScroll: true });
      });
    wasSaving.current = saving;
  }, [saving]);

  // Below the selection when it fits, else above it, else beside it; never over it (popup-place.ts).
  useLayoutEffect(() => {
    const height = box.current?.offsetHeight ?? 0;
    const width = Math.min(WIDTH, window.innerWidth - 2 * POPUP_MARGIN);
    setPos(placePopup(anchor, { width, height }, { width: window.innerWidth, height: window.innerHeight }));
  }, [anchor]);

  const change = (value: string) => {
    setText(value);
    setError(null);
    onDirtyChange(value !== original);
  };

  const save = () => {
    if (saving) return;
    if (splitParagraphs(text).length === 0) {
      setError('Type at least one word to replace the selection, or Cancel.');
      area.current?.focus({ preventScroll: true });
      return;
    }
    onSave(text);
  };

  /** Tab from the last field to the first, Shift+Tab from the first to the last. */
  const cycleTab = (e: React.KeyboardEvent) => {
    const fields = [...(box.current?.querySelectorAll<HTMLElement>('textarea, button:not(:disabled)') ?? [])];
    const first = fields[0];
    const last = fields[fields.length - 1];
    const to = e.shiftKey ? e.target === first && last : e.target === last && first;
    if (!to) return;
    e.preventDefault();
    to.focus();
  };

  const lines = text.split('\n').length;
  return (
    <div
      ref={box}
      className="tr-popup"
      role="dialog"
      aria-labelledby={`${id}-title`}
      style={{ left: pos.left, top: pos.top }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          save();
        } else if (e.key === 'Tab' && !e.altKey && !e.ctrlKey && !e.metaKey) {
          cycleTab(e);
        }
      }}
    >
      <div className="tr-popup-head">
        <h2 id={`${id}-title`}>Edit {plural(wordCount, 'word')}</h2>
        <span className="tr-muted">{span}</span>
      </div>
      <label htmlFor={`${id}-text`} className="tr-popup-label">
        Selected words, one line per paragraph
      </label>
      <textarea
        ref={area}
        id={`${id}-text`}
        className="textarea tr-popup-text"
        value={text}
        rows={Math.min(8, Math.max(3, lines + 1))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => change(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : saving ? (
        <p id={`${id}-hint`} className="field-hint" role="status">
          The transcript is being saved. Save this edit when that is done; your text stays here.
        </p>
      ) : (
        <p id={`${id}-hint`} className="field-hint">
          The new words share the selected time span evenly. <kbd>Ctrl</kbd>+<kbd>Enter</kbd> saves,{' '}
          <kbd>Esc</kbd> cancels.
        </p>
      )}
      <div className="tr-popup-actions">
        <button type="button" className="btn btn-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={save} disabled={saving}>
          Save
        </button>
      </div>
    </div>
  );
}
