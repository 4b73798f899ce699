import { Chip } from "@/components/filters/Chip";
import { QUICK_FILTERS } from "@/lib/leagues";
import { isQuickActive, toggleQuick } from "../lib/filter";

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
          <Chip key={q.label} on={on} onClick={() => onChange(toggleQuick(q, { sport, level }))}>
            {q.label}
          </Chip>
        );
      })}
    </div>
  );
}
