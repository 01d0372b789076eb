// The contract's rules for text in a request (a field of the form, a filter), from the registry,
// with the words the console says when a value breaks them.
import { requestText } from '../../api/gen/registry/types';
import { formatCount } from '../../lib/format';

export const textMax = requestText.maxLength;

/** Control characters a server refuses (all but tab and line breaks). */
export const CONTROL_CHARACTERS = new RegExp(`[${requestText.forbidden}]`);

export const CONTROL_MESSAGE =
  'Remove the control characters (such as a page break pasted from a PDF); tabs and line breaks are fine';

/** A text over its length: the limit, and how long it is (in characters, as the contract counts). */
export function tooLongMessage(max: number, text: string): string {
  return `Enter at most ${formatCount(max)} characters (this has ${formatCount([...text].length)})`;
}
