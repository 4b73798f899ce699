/** A loading spinner with a text alternative (several spec screens load with one). */
export function Spinner({ label = "Loading…", className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-3 py-16 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 animate-spin text-primary-600" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="text-sm text-secondary-600">{label}</span>
    </div>
  );
}
