import type { SortState } from "@/components/data-table";

/** A sortable column header: a button; aria-sort on the header cell. */
export function SortHeader({ label, field, sort, onSort, align = "right", title, className = "" }: { label: string; field: string; sort: SortState; onSort: (f: string) => void; align?: "left" | "right"; title?: string; className?: string }) {
  const active = sort.field === field;
  return (
    <th scope="col" aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"} className={`px-1 py-1 font-semibold ${align === "left" ? "text-left" : "text-right"} ${className}`}>
      <button
        type="button"
        title={title}
        onClick={() => onSort(field)}
        className={`rounded px-2 py-1 uppercase whitespace-nowrap hover:bg-secondary-200 ${active ? "text-primary-800" : ""}`}
      >
        {label}
        {active ? (sort.dir === "asc" ? " ▲" : " ▼") : ""}
      </button>
    </th>
  );
}

export const theadClass = "border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600";
