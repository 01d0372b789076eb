export function LinkFinderPage() {
  return <h1>LinkFinderPage</h1>;
}
