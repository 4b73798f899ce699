import type { ChipItem } from "../lib/choices";

/** The filters applied as chips ("HR ≥ 50", "Season 1990–2024", "Playoffs"), each removable by keyboard or pointer. */
export function FilterChips({ items, onRemove }: { items: ChipItem[]; onRemove: (keys: string[]) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Filters" className="flex flex-wrap gap-2">
      {items.map((c) => (
        <li key={c.keys.join(",")}>
          <button
            type="button"
            onClick={() => onRemove(c.keys)}
            aria-label={`Remove filter ${c.text}`}
            className="inline-flex items-center gap-1 rounded-full border border-primary-300 bg-primary-50 px-3 py-1 text-sm font-medium text-primary-900 hover:bg-primary-100"
          >
            {c.text}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
