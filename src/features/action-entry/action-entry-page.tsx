export function ActionEntryPage() {
  return <h1>Action Entry</h1>;
}
