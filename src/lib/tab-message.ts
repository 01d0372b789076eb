// Messages between the console's tabs (BroadcastChannel): anything may arrive on a channel, so a
// field is read only when it is what the message needs.

/** The string `key` of a message from another tab, or null. */
export function stringField(data: unknown, key: string): string | null {
  const v = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : null;
}
