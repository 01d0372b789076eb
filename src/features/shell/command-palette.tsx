// The command palette (Ctrl/Cmd+K): a modal dialog holding a combobox of every screen and dataset.
// Headless UI gives the dialog (focus trap, Esc, focus return) and the combobox semantics
// (aria-activedescendant, arrow keys, Enter); see docs/decisions/0006-command-palette-and-shell.md.
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../api/fetcher';
import { loadDataset } from '../../api/gen/registry/load-dataset';
import { leavingMayAsk } from '../../components/leave-guard/use-leave-guard';
import { useReturnFocus } from '../../components/modal/use-return-focus';
import { focusScreen } from '../../lib/focus-screen';
import { lastList } from '../../lib/last-list';
import { SearchIcon } from './icons';
import { type PaletteEntry, paletteEntries, searchPalette } from './palette-entries';
import { findBill, fitsKey, type RecordOffer, recordOffers } from './palette-records';
import './command-palette.css';

interface CommandPaletteProps {
  stateConfigs: readonly string[];
  /** What was typed before the box had the focus (the shell kept it): the first query. */
  takeTyped?: () => string;
  onClose: () => void;
}

export default function CommandPalette({ stateConfigs, takeTyped, onClose }: CommandPaletteProps) {
  const navigate = useNavigate();
  const returnFocus = useReturnFocus(true); // mounted only while open
  // After a jump, once the palette is gone: Headless UI gives the focus back when its dialog
  // unmounts (in a microtask), so the screen takes it in the next frame, before that is painted.
  const jumped = useRef(false);
  useEffect(
    () => () => {
      if (jumped.current) requestAnimationFrame(focusScreen);
    },
    [],
  );
  const [query, setQuery] = useState('');
  const entries = useMemo(() => paletteEntries(stateConfigs), [stateConfigs]);
  const results = useMemo(() => searchPalette(entries, query), [entries, query]);
  // Options are new for each query, so the best match is the active one again: a ranked list
  // reorders as the query grows, and the option active before would otherwise stay active
  // wherever it moved to ('billca' → BillCaptions, then 'billcal' put BillCalendar above it).
  const shownQuery = query.trim().toLowerCase();
  // A typed key or bill ('100005', 'HB 100 TX 89R') offers its record first.
  // A dataset's record is offered only for a key it can have ('States TX' cannot be one), once its
  // dataset's key is known (loaded in a moment: offered meanwhile).
  const typedOffers = useMemo(() => recordOffers(query), [query]);
  const first = typedOffers[0]?.target;
  const route = first?.kind === 'record' ? first.route : undefined;
  const keyed = useQuery({
    queryKey: ['palette-dataset', route],
    queryFn: async () => (await loadDataset(route as string)) ?? null,
    enabled: route !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const offers = typedOffers.filter(
    (o) => o.target.kind !== 'record' || !keyed.data || fitsKey(o.target.id, keyed.data),
  );
  const matches = results.length + offers.length;
  const [lookup, setLookup] = useState<{ busy: boolean; message: string } | null>(null);
  // A bill's lookup counts only while the palette is open and nothing was typed after it: closed
  // or changed meanwhile, its answer must not take the user anywhere.
  const lookups = useRef(0);
  useEffect(
    () => () => {
      lookups.current += 1;
    },
    [],
  );

  const openRecord = async (offer: RecordOffer) => {
    const t = offer.target;
    if (t.kind === 'record') {
      onClose();
      // Over the list this tab last had for the dataset (the one on screen, when it is), as a
      // reference link opens a record: not over the collapsed screen.
      void navigate({
        to: '/admin/$name',
        params: { name: t.route },
        search: { ...lastList(t.route), record: t.id },
      });
      return;
    }
    setLookup({ busy: true, message: `Looking for ${offer.name.replace(/^Open MasterBill /, '')}…` });
    const mine = ++lookups.current;
    try {
      const found = await findBill(t);
      if (mine !== lookups.current) return;
      if (found.kind === 'none') {
        setLookup({ busy: false, message: found.message });
        return;
      }
      onClose();
      void navigate({
        to: '/admin/$name',
        params: { name: 'master-bills' },
        search: found.kind === 'record' ? { ...lastList('master-bills'), record: found.id } : found.search,
      });
    } catch (err) {
      if (mine !== lookups.current) return;
      setLookup({ busy: false, message: `The bill could not be looked up: ${errorMessage(err)}` });
    }
  };

  const go = (entry: PaletteEntry | RecordOffer | null) => {
    if (!entry) return;
    if (!('section' in entry)) {
      void openRecord(entry as RecordOffer);
      return;
    }
    const t = (entry as PaletteEntry).target;
    const jump = () =>
      t.kind === 'screen'
        ? navigate({ to: t.path })
        : navigate({ to: '/admin/$name', params: { name: t.route }, search: lastList(t.route) });
    // A screen holding unsaved work asks before it is left: the palette makes way for its question
    // (one dialog at a time), and the focus goes where that question sends it.
    if (leavingMayAsk()) {
      onClose();
      void jump();
      return;
    }
    // The palette closes once the screen is there, and the focus goes to the screen's heading:
    // closing first handed the focus back to the palette's opener (or to whatever Headless UI
    // remembered), whose focus ring then stayed on in the middle of the new screen.
    returnFocus.forget();
    jumped.current = true;
    void jump().finally(onClose);
  };

  return (
    <Dialog open onClose={onClose} className="palette-root">
      <div className="palette-backdrop" aria-hidden="true" />
      {/* A click beside the panel closes it, as it does every dialog of the console (the open
          combobox inside keeps Headless UI's own outside click for its list). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer's way out; Esc is the keyboard's */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes the palette (the input's keys) */}
      <div
        className="palette-wrap"
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose();
        }}
      >
        <DialogPanel className="palette">
          <DialogTitle className="visually-hidden">Go to a screen or dataset</DialogTitle>
          <Combobox<PaletteEntry | RecordOffer | null> value={null} onChange={go} immediate>
            <div className="palette-input-row">
              <SearchIcon />
              <ComboboxInput
                className="palette-input"
                aria-label="Go to a screen or dataset"
                placeholder="Go to a screen or dataset…"
                autoFocus
                autoComplete="off"
                spellCheck={false}
                // The query stays in the box when an option is chosen (a bill not found is corrected
                // there): the combobox would show the chosen value, which is always none.
                displayValue={() => query}
                onFocus={() => {
                  const typed = takeTyped?.();
                  if (!typed) return;
                  // Typed before the box was there, Enter included: the query up to Enter, then what
                  // Enter opens in the box (the first option: a record offered, else the best match).
                  const [text = '', ...entered] = typed.split('\n');
                  const typedQuery = query + text;
                  setQuery(typedQuery);
                  if (entered.length > 0 && typedQuery.trim() !== '')
                    go(recordOffers(typedQuery)[0] ?? searchPalette(entries, typedQuery)[0] ?? null);
                }}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setLookup(null);
                  lookups.current += 1;
                }}
                onKeyDown={(e) => {
                  // The combobox keeps Esc for its list; in the palette Esc closes the whole dialog.
                  if (e.key === 'Escape') onClose();
                  // Ctrl+K again: a new query, typed over the last one (not added to its end).
                  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
                    e.preventDefault();
                    e.stopPropagation();
                    e.currentTarget.select();
                  }
                  // Tab would open the active option (the combobox's default); only Enter opens.
                  if (e.key === 'Tab') e.preventDefault();
                }}
              />
              <kbd>Esc</kbd>
            </div>
            <ComboboxOptions static className="palette-options">
              {offers.map((o) => (
                <ComboboxOption
                  key={`${shownQuery}\n${o.id}`}
                  value={o}
                  className="palette-option palette-option-record"
                >
                  <span className="palette-option-name">{o.name}</span>
                  <span className="palette-option-section">Records</span>
                  <span className="palette-option-detail">{o.detail}</span>
                </ComboboxOption>
              ))}
              {results.map((e) => (
                <ComboboxOption key={`${shownQuery}\n${e.id}`} value={e} className="palette-option">
                  <span className="palette-option-name">{e.name}</span>
                  <span className="palette-option-section">{e.section}</span>
                  <span className="palette-option-detail">{e.detail}</span>
                </ComboboxOption>
              ))}
            </ComboboxOptions>
            {lookup && (
              <p className="palette-empty" role="status" aria-busy={lookup.busy || undefined}>
                {lookup.message}
              </p>
            )}
            {/* How many options the query leaves, for a screen reader (the list itself is silent). */}
            <p className="visually-hidden" aria-live="polite">
              {query.trim() && matches > 0 ? `Matches: ${matches}` : ''}
            </p>
            {matches === 0 && (
              <p className="palette-empty" role="status">
                No screen or dataset matches “{query.trim()}”.
              </p>
            )}
          </Combobox>
          <p className="palette-help" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
