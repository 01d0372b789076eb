export function SpeakersPage() {
  return <h1>SpeakersPage</h1>;
}
