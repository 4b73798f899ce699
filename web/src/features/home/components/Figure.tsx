import type { ReactNode } from "react";

/** A figure's value: the number, a pulse while loading, or a dash when unavailable. */
export function FigureValue({ value, pending }: { value: ReactNode; pending: boolean }) {
  if (value !== null && value !== undefined) return <>{value}</>;
  if (pending)
    return (
      <>
        <span aria-hidden="true" className="inline-block h-[1em] w-20 animate-pulse rounded bg-current opacity-20 align-middle" />
        <span className="sr-only">Loading</span>
      </>
    );
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Unavailable</span>
    </>
  );
}
