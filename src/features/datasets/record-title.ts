// A record's name, from the fields the registry marks as its title (`title`): what a reference
// shows beside its number, and what a delete's confirmation lists beside each key.
import type { DatasetConfig } from '../../api/gen/registry/types';
import { isEmptyValue } from './cell-text';
import type { Row } from './list-query';

/** A record's name from its title fields ("HB 100", "Maria Lopez"), or '' when it has none. Numbers
 * alone ("1 100026") name nothing: then each says what it is ("Item Type 1, Item ID 100026"). */
export function titleOf(d: DatasetConfig, row: Row): string {
  const parts = (d.title ?? []).filter((f) => !isEmptyValue(row[f]));
  if (parts.length > 1 && parts.every((f) => typeof row[f] === 'number'))
    return parts.map((f) => `${d.columns.find((c) => c.key === f)?.label ?? f} ${row[f]}`).join(', ');
  return parts.map((f) => row[f]).join(' ');
}
