import type { ReactNode } from "react";

/** A page's amber note on what its figures cover (role="note"). */
export function Note({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="note" className={`rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}>
      {children}
    </p>
  );
}
