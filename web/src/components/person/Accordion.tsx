import { useId, type ReactNode } from "react";
import { useUrlState } from "@/lib/use-url-state";

/**
 * The open section of a detail page, kept in the URL (`?section=history`):
 * one section open at a time; toggling the open one closes every section
 * (`?section=none`).
 */
export function useOpenSection(defaultKey: string): [string, (key: string) => void] {
  const [open, setOpen] = useUrlState<string>("section", defaultKey);
  return [open, (key: string) => setOpen(open === key ? "none" : key)];
}

/** One collapsible section: a heading with a toggle button, its body shown only when open. */
export function AccordionSection({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="rounded-lg border border-secondary-200 bg-white shadow-sm">
      <h2 className="text-lg font-semibold text-secondary-900">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-5 py-4 text-left hover:bg-secondary-50"
        >
          {title}
          <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 shrink-0 text-secondary-600 transition-transform ${open ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h2>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open} className="border-t border-secondary-100 px-5 py-5">
        {open && children}
      </div>
    </section>
  );
}

/** Label/value rows; a missing value shows 'N/A'. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-sm text-secondary-600">{item.label}</dt>
          <dd className="mt-0.5 font-medium text-secondary-900">
            {item.value === null || item.value === undefined || item.value === "" ? <span className="text-secondary-500">N/A</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
