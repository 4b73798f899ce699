import type { ReactNode } from "react";

/** The page's title block. */
export function PageHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{title}</h1>
        {children && <p className="mt-2 max-w-2xl text-secondary-600">{children}</p>}
      </div>
      {actions}
    </div>
  );
}
