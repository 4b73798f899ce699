/** A probability (0–1) as a percentage with a bar; "—" when not known. */
export function ProbabilityBar({ value }: { value: number | null | undefined }) {
  if (value == null) return <span className="text-secondary-500">—</span>;
  const pct = value * 100;
  const label = value === 0 ? "0%" : value === 1 ? "100%" : pct < 1 ? "<1%" : pct > 99 ? ">99%" : `${Math.round(pct)}%`;
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span aria-hidden="true" className="hidden h-2 w-16 overflow-hidden rounded bg-secondary-100 sm:inline-block">
        <span className="block h-full rounded bg-primary-600" style={{ width: `${Math.min(pct, 100)}%` }} />
      </span>
      <span className="w-10 text-right tabular-nums">{label}</span>
    </span>
  );
}
