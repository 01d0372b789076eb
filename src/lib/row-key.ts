// A dataset record's id: its key values in the dataset's key order, joined by '~' (decision 0002),
// the `{id}` of `{endpoint}/{id}`. The console, the mock backend and the contract verifier all
// build it here. No imports: Node runs this file as it is (mocks/server, scripts/contract-verify).

/** What joins a composite key's values in its id. */
export const KEY_SEPARATOR = '~';

/** Key values joined into an id; a missing value is empty. */
export const joinKey = (values: readonly unknown[]): string =>
  values.map((v) => String(v ?? '')).join(KEY_SEPARATOR);

/** The id of `row` in a dataset whose key columns are `primaryKey`. */
export const rowKey = (
  d: { readonly primaryKey: readonly string[] },
  row: Readonly<Record<string, unknown>>,
): string => joinKey(d.primaryKey.map((k) => row[k]));

// How staff read a key: a composite one's values apart ("TX · 89R · 1001"), not the id's '~',
// which a screen reader reads as "tilde".
const SHOWN_APART = ' · ';

/** A record's key as staff read it, from its row. */
export const keyLabel = (
  d: { readonly primaryKey: readonly string[] },
  row: Readonly<Record<string, unknown>>,
): string => d.primaryKey.map((k) => String(row[k] ?? '')).join(SHOWN_APART);

/** A record as staff name it: its dataset and its key ("MasterBills 100001", "MemberCounties TX · 89R · 1001"). */
export const recordLabel = (
  d: { readonly name: string; readonly primaryKey: readonly string[] },
  row: Readonly<Record<string, unknown>>,
): string => `${d.name} ${keyLabel(d, row)}`;

/** A dataset's key fields as staff read them, by their labels ("State Code, Session Code, Member
 * ID"), not their names in the contract. */
export const keyNames = (d: {
  readonly primaryKey: readonly string[];
  readonly columns: readonly { readonly key: string; readonly label: string }[];
}): string => d.primaryKey.map((k) => d.columns.find((c) => c.key === k)?.label ?? k).join(', ');

/** The same from an id (an address's ?record=). A one-column key is the id as it is: a value
 * holding '~' is not split. */
export const idLabel = (d: { readonly primaryKey: readonly string[] }, id: string): string =>
  d.primaryKey.length > 1 ? id.split(KEY_SEPARATOR).join(SHOWN_APART) : id;

/** React keys for rows in their order: each row's id, or, for a row whose id an earlier row has (a
 * key a server gave several rows), the id and its place, so that each is a row of its own. */
export function rowKeysInOrder(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.map((id, i) => {
    if (!seen.has(id)) {
      seen.add(id);
      return id;
    }
    return `${id}\u0000${i}`;
  });
}
