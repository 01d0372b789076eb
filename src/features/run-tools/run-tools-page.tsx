export function RunToolsPage() {
  return <h1>RunToolsPage</h1>;
}
