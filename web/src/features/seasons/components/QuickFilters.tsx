import { QUICK_FILTERS, isQuickActive, toggleQuick } from "../lib/filter";

/** Hub quick filters: NFL NBA MLB NHL and the college variants; clicking the selected one resets to all. */
export function QuickFilters({
  sport,
  level,
  onChange,
  className = "",
}: {
  sport: string;
  level: string;
  onChange: (next: { sport: string; level: string }) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label="Quick filters" className={`flex flex-wrap gap-2 ${className}`}>
      {QUICK_FILTERS.map((q) => {
        const on = isQuickActive(q, { sport, level });
        return (
          <button
            key={q.label}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(toggleQuick(q, { sport, level }))}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset transition ${
              on ? "bg-primary-700 text-white ring-primary-700" : "bg-white text-secondary-800 ring-secondary-300 hover:bg-secondary-100"
            }`}
          >
            {q.label}
          </button>
        );
      })}
    </div>
  );
}
