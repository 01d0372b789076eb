// '?': the keys of the table manager, in a short list.
import { Modal } from '../../components/modal/modal';

const KEYS: [keys: string[], what: string][] = [
  [['Tab'], 'Into the rows (the last one you were on), its checkbox, Edit, Delete, then out'],
  [['↑', '↓'], 'The previous or next row (from a row’s checkbox or button: the same one there)'],
  [['Home', 'End'], 'The first or last row of the page (from a checkbox or button: the same one there)'],
  [['Page Up', 'Page Down'], 'The previous or next page'],
  [['Enter'], 'Open the row’s record beside the list (a click does too)'],
  [['Esc'], 'Close the record'],
  [['Space'], 'On a row or its checkbox: select it or not (Shift+click a checkbox: every row up to it)'],
  [['Enter'], 'On a column header: sort by it (again: the other way, then not)'],
  [['Shift', 'click'], 'On a column header: add it to the sort (Shift+Enter from the keyboard)'],
  [['Ctrl', 'Z'], 'Undo the last delete, while its notification offers Undo'],
  [['Ctrl', 'K'], 'Go to any dataset or screen'],
  [['?'], 'This list'],
];

export default function GridKeys({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} size="md" title="Keys of the table">
      {/* In a short window the list scrolls, and the dialog's body is then a stop of the Tab key. */}
      <dl className="grid-keys">
        {KEYS.map(([keys, what]) => (
          <div key={what} className="grid-keys-row">
            <dt>
              {keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && (keys[0] === 'Shift' || keys[0] === 'Ctrl' ? ' + ' : ' ')}
                  <kbd>{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
