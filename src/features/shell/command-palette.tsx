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
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { lastList } from '../../lib/last-list';
import { SearchIcon } from './icons';
import { type PaletteEntry, paletteEntries, searchPalette } from './palette-entries';
import './command-palette.css';
import { useReturnFocus } from '../../components/modal/use-return-focus';

interface CommandPaletteProps {
  stateConfigs: readonly string[];
  onClose: () => void;
}

export default function CommandPalette({ stateConfigs, onClose }: CommandPaletteProps) {
  const navigate = useNavigate();
  useReturnFocus(true); // mounted only while open
  const [query, setQuery] = useState('');
  const entries = useMemo(() => paletteEntries(stateConfigs), [stateConfigs]);
  const results = useMemo(() => searchPalette(entries, query), [entries, query]);

  const go = (entry: PaletteEntry | null) => {
    if (!entry) return;
    onClose();
    const t = entry.target;
    void (t.kind === 'screen'
      ? navigate({ to: t.path })
      : navigate({ to: '/admin/$name', params: { name: t.route }, search: lastList(t.route) }));
  };

  return (
    <Dialog open onClose={onClose} className="palette-root">
      <div className="palette-backdrop" aria-hidden="true" />
      <div className="palette-wrap">
        <DialogPanel className="palette">
          <DialogTitle className="visually-hidden">Go to a screen or dataset</DialogTitle>
          <Combobox<PaletteEntry | null> value={null} onChange={go} immediate>
            <div className="palette-input-row">
              <SearchIcon />
              <ComboboxInput
                className="palette-input"
                aria-label="Go to a screen or dataset"
                placeholder="Go to a screen or dataset…"
                autoFocus
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  // The combobox keeps Esc for its list; in the palette Esc closes the whole dialog.
                  if (e.key === 'Escape') onClose();
                }}
              />
              <kbd>Esc</kbd>
            </div>
            <ComboboxOptions static className="palette-options">
              {results.map((e) => (
                <ComboboxOption key={e.id} value={e} className="palette-option">
                  <span className="palette-option-name">{e.name}</span>
                  <span className="palette-option-section">{e.section}</span>
                  <span className="palette-option-detail">{e.detail}</span>
                </ComboboxOption>
              ))}
            </ComboboxOptions>
            {results.length === 0 && (
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
