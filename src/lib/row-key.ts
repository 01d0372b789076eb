// A dataset record's id: its key values in the dataset's key order, joined by '~' (decision 0002),
// the `{id}` of `{endpoint}/{id}`. The console, the mock backend and the contract verifier all
// build it here. No imports: Node runs this file as it is (mocks/server, scripts/contract-verify).

/** Key values joined into an id; a missing value is empty. */
export const joinKey = (values: readonly unknown[]): string => values.map((v) => String(v ?? '')).join('~');

/** The id of `row` in a dataset whose key columns are `primaryKey`. */
export const rowKey = (
  d: { readonly primaryKey: readonly string[] },
  row: Readonly<Record<string, unknown>>,
): string => joinKey(d.primaryKey.map((k) => row[k]));
