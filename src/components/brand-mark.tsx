// The console's mark: a capitol portico in a rounded square. Decorative (aria-hidden); the link
// or heading beside it names the product.
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--accent)" />
      <path d="M16 6.5 6.5 11.5h19z" fill="var(--on-accent)" />
      <path d="M9 13.5v8M13.7 13.5v8M18.3 13.5v8M23 13.5v8" stroke="var(--on-accent)" strokeWidth="2" />
      <path d="M7 23.5h18" stroke="var(--on-accent)" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
