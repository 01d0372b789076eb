export function TranscriptsPage() {
  return <h1>TranscriptsPage</h1>;
}
