// The ✕ that closes a dialog or a panel: one look and one size wherever something can be closed.
interface Props {
  onClick: () => void;
  /** What it closes, for screen readers ("Close the record"); "Close" by default. */
  label?: string;
  className?: string;
}

export function CloseButton({ onClick, label = 'Close', className }: Props) {
  return (
    <button
      type="button"
      className={className ? `btn btn-ghost btn-sm ${className}` : 'btn btn-ghost btn-sm'}
      onClick={onClick}
      aria-label={label}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  );
}
