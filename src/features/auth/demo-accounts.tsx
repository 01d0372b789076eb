// The demo accounts of a mock backend (npm run dev, the browser tests), as the server's
// /config.json names them: a build against a real backend gets none and shows nothing. Choosing
// one fills the form; Sign In stays the user's step.
import type { DemoAccount } from '../../api/runtime-config';

interface DemoAccountsProps {
  accounts: readonly DemoAccount[];
  onUse(account: DemoAccount): void;
}

export function DemoAccounts({ accounts, onUse }: DemoAccountsProps) {
  if (accounts.length === 0) return null;
  return (
    <section className="sign-in-demo" aria-labelledby="sign-in-demo-title">
      <h2 id="sign-in-demo-title">Demo accounts</h2>
      <p>This console runs against the mock backend. Choose an account to fill in the form:</p>
      <ul>
        {accounts.map((a, i) => (
          <li key={a.username}>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => onUse(a)}
              aria-describedby={a.note ? `sign-in-demo-${i}` : undefined}
            >
              {a.username} / {a.password}
            </button>
            {a.note && <span id={`sign-in-demo-${i}`}>{a.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
