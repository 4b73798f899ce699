/** Placeholder while a screen's code or data loads. */
export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl animate-pulse px-4 py-12 sm:px-6 lg:px-8" aria-busy="true" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-1/3 rounded bg-secondary-200" />
      <div className="mt-6 space-y-3">
        <div className="h-4 w-full rounded bg-secondary-200" />
        <div className="h-4 w-5/6 rounded bg-secondary-200" />
        <div className="h-4 w-2/3 rounded bg-secondary-200" />
      </div>
    </div>
  );
}
