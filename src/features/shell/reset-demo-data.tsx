// "Reset demo data" (mock mode only): restores the in-browser mock backend's seed data. The call
// goes to /__mock/reset, a mock-only endpoint outside the contract, hence plain fetch and not
// apiFetch. Asks first: it throws away every edit made in this browser.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal/modal';
import { ResetIcon } from './icons';

export function ResetDemoData({ compact }: { compact: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const reset = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/__mock/reset', { method: 'POST' });
      if (!res.ok) throw new Error(`The mock backend answered ${res.status}`);
      queryClient.clear();
      window.location.reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };

  return (
    <>
      <button
        type="button"
        className={compact ? 'btn btn-ghost sidebar-icon-btn' : 'btn btn-ghost btn-sm sidebar-footer-btn'}
        onClick={() => setOpen(true)}
        aria-label={compact ? 'Reset demo data' : undefined}
        title={compact ? 'Reset demo data' : undefined}
      >
        <ResetIcon />
        {!compact && <span>Reset demo data</span>}
      </button>
      <Modal
        open={open}
        onClose={close}
        size="sm"
        title="Reset demo data?"
        description={
          <p>
            Every record goes back to the demo seed. Changes made in this browser are lost. The page reloads
            afterwards.
          </p>
        }
        footer={
          <>
            <button type="button" className="btn" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void reset()} disabled={busy}>
              {busy && <span className="spinner" aria-hidden="true" />}
              Reset demo data
            </button>
          </>
        }
      >
        {error && (
          <Alert tone="error" role="alert">
            Could not reset the demo data: {error}
          </Alert>
        )}
      </Modal>
    </>
  );
}
