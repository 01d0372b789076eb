// Previous Entry: Bill, Action and Commit of the last entry stored from this screen. No entry can
// be stored (the contract has no such call), so it shows none, and says why, rather than showing
// anything kept in the browser that could pass for a stored entry.
export function PreviousEntry() {
  return (
    <aside className="card entry-previous" aria-labelledby="entry-previous-title">
      <h2 id="entry-previous-title">Previous Entry</h2>
      <dl>
        <div>
          <dt>Bill</dt>
          <dd>—</dd>
        </div>
        <div>
          <dt>Action</dt>
          <dd>—</dd>
        </div>
        <div>
          <dt>Commit</dt>
          <dd>—</dd>
        </div>
      </dl>
      <p className="field-hint">
        No entry has been stored from this screen: storing entries is not available yet.
      </p>
    </aside>
  );
}
