import { useId, type ReactNode } from "react";

/** A titled card section (a labelled region). */
export function Panel({
  title,
  action,
  children,
  className = "",
  headingLevel = 2,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm ${className}`}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <Heading id={id} className="text-lg font-semibold text-secondary-900">
          {title}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Label/value rows. A null or empty value shows 'N/A'. */
export function FactList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-secondary-100 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0">
          <dt className="text-secondary-600">{item.label}</dt>
          <dd className="text-right font-medium text-secondary-900">
            {item.value === null || item.value === undefined || item.value === "" ? <span className="text-secondary-500">N/A</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
