import { Link } from "react-router";

export interface BreadcrumbItem {
  label: string;
  /** Omitted on the current page (the last item). */
  to?: string;
}

/** Breadcrumb trail: `<Breadcrumb items={[{ label: "All Teams", to: "/teams" }, { label: team.name }]} />`. */
export function Breadcrumb({ items, className = "" }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-secondary-600">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className="flex items-center gap-1">
              {i > 0 && (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-secondary-400" fill="currentColor">
                  <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.26a.75.75 0 0 1 0-1.06z" />
                </svg>
              )}
              {item.to && !last ? (
                <Link to={item.to} className="rounded hover:text-primary-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-secondary-900" : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
