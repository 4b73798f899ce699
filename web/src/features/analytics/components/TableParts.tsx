import { Link } from "react-router";

/** The row's details toggle (one expanded row at a time is the page's state). */
export function ExpandButton({ open, name, onToggle }: { open: boolean; name: string; onToggle: () => void }) {
  return (
    <button type="button" aria-expanded={open} aria-label={`${open ? "Hide" : "Show"} details of ${name}`} onClick={onToggle} className="rounded px-2 py-1 text-secondary-700 hover:bg-secondary-200">
      {open ? "▲" : "▼"}
    </button>
  );
}

/** The links under an expanded row. */
export function RowLinks({ links }: { links: [label: string, to: string][] }) {
  return (
    <div className="mt-3 flex flex-wrap gap-4 text-sm font-semibold">
      {links.map(([label, to]) => (
        <Link key={label} to={to} className="text-primary-800 hover:underline">
          {label}
        </Link>
      ))}
    </div>
  );
}
