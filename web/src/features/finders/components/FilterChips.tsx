import { chipText, type Bound } from "../lib/finders";

/** The bounds asked for as chips ("HR ≥ 50"), each removable by keyboard or pointer. */
export function FilterChips({ items, labels, onRemove }: { items: Bound[]; labels: Record<string, string>; onRemove: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Filters" className="flex flex-wrap gap-2">
      {items.map((b) => (
        <li key={b.key}>
          <button
            type="button"
            onClick={() => onRemove(b.key)}
            aria-label={`Remove filter ${chipText(b, labels)}`}
            className="inline-flex items-center gap-1 rounded-full border border-primary-300 bg-primary-50 px-3 py-1 text-sm font-medium text-primary-900 hover:bg-primary-100"
          >
            {chipText(b, labels)}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
