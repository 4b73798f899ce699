/**
 * Skeleton loaders: a block, a card, a list, a table and a
 * grid of cards (`<CardGridSkeleton count={8} />` for the scores list).
 * Each group is announced once as busy; the blocks are hidden from
 * assistive technology.
 */

export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-secondary-200 ${className}`} />;
}

function Busy({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

function CardBlock() {
  return (
    <div aria-hidden="true" className="rounded-lg border border-secondary-200 bg-white p-5">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-6 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
    </div>
  );
}

export function CardSkeleton({ label = "Loading…" }: { label?: string }) {
  return (
    <Busy label={label}>
      <CardBlock />
    </Busy>
  );
}

export function CardGridSkeleton({
  count = 8,
  label = "Loading…",
  className = "grid gap-4 sm:grid-cols-2",
}: {
  count?: number;
  label?: string;
  className?: string;
}) {
  return (
    <Busy label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <CardBlock key={i} />
      ))}
    </Busy>
  );
}

export function ListSkeleton({ rows = 6, label = "Loading…" }: { rows?: number; label?: string }) {
  return (
    <Busy label={label} className="divide-y divide-secondary-100 rounded-lg border border-secondary-200 bg-white">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex items-center gap-4 p-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-2 h-3 w-1/2" />
          </div>
        </div>
      ))}
    </Busy>
  );
}

export function TableSkeleton({ rows = 8, columns = 4, label = "Loading…" }: { rows?: number; columns?: number; label?: string }) {
  return (
    <Busy label={label} className="overflow-hidden rounded-lg border border-secondary-200 bg-white">
      <div aria-hidden="true" className="flex gap-4 border-b border-secondary-200 bg-secondary-50 p-3">
        {Array.from({ length: columns }, (_, c) => (
          <Skeleton key={c} className="h-4 flex-1" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} aria-hidden="true" className="flex gap-4 border-b border-secondary-100 p-3 last:border-0">
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} className="h-4 flex-1" />
          ))}
        </div>
      ))}
    </Busy>
  );
}
