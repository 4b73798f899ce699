/** The similarity score (0–1) as a ring with the percentage in the middle. */
export function SimilarityRing({ score }: { score: number }) {
  const pct = Math.max(0, Math.min(1, score));
  const r = 52;
  const c = 2 * Math.PI * r;
  return (
    <figure className="m-0 flex flex-col items-center">
      <svg viewBox="0 0 120 120" className="size-36" role="img" aria-label={`Similarity ${(pct * 100).toFixed(0)}%`}>
        <circle cx="60" cy="60" r={r} fill="none" stroke="var(--color-secondary-200)" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r={r}
          fill="none"
          stroke="var(--color-primary-600)"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${pct * c} ${c}`}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="66" textAnchor="middle" className="fill-secondary-900 text-2xl font-bold" fontSize="24">
          {(pct * 100).toFixed(0)}%
        </text>
      </svg>
      <figcaption className="mt-1 text-sm font-medium text-secondary-700">Similarity</figcaption>
    </figure>
  );
}
