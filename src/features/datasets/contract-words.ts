// The contract's rules a form's value breaks (its body checked by the contract's schema before it
// is sent), in the form's words rather than the schema library's.
import type { DatasetConfig } from '../../api/gen/registry/types';
import { formatCount } from '../../lib/format';
import { KEY_SEPARATOR } from '../../lib/row-key';
import { keyPartMessage } from './form-values';
import { CONTROL_CHARACTERS, CONTROL_MESSAGE, tooLongMessage } from './text-rules';

interface ContractIssue {
  code?: string;
  message: string;
}

/** A contract rule a value breaks, in the form's words rather than the schema library's. */
export function contractWords(d: DatasetConfig, issue: ContractIssue, value: unknown): string {
  // A value the form did not read (a stored one, sent back as it was) can break a text pattern.
  if (issue.code === 'invalid_format' && typeof value === 'string') {
    if (CONTROL_CHARACTERS.test(value)) return CONTROL_MESSAGE;
    if (value.includes(KEY_SEPARATOR)) return keyPartMessage(d);
  }
  const { maximum, minimum, origin } = issue as { maximum?: unknown; minimum?: unknown; origin?: string };
  if (origin === 'string' && issue.code === 'too_big' && typeof value === 'string')
    return tooLongMessage(Number(maximum), value);
  if (origin === 'number' && issue.code === 'too_big') return `Enter at most ${formatCount(Number(maximum))}`;
  if (origin === 'number' && issue.code === 'too_small')
    return `Enter at least ${formatCount(Number(minimum))}`;
  return issue.message;
}
