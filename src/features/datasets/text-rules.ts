// The contract's rules for text in a request (a field of the form, a filter), from the registry,
// with the words the console says when a value breaks them.
import { requestText } from '../../api/gen/registry/types';

export const textMax = requestText.maxLength;

/** Control characters a server refuses (all but tab and line breaks). */
export const CONTROL_CHARACTERS = new RegExp(`[${requestText.forbidden}]`);

export const CONTROL_MESSAGE =
  'Remove the control characters (such as a page break pasted from a PDF); tabs and line breaks are fine';
