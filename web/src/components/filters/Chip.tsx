import type { ReactNode } from "react";

/** A toggle chip (quick filters, categories): aria-pressed, filled when on. */
export function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset transition ${
        on ? "bg-primary-700 text-white ring-primary-700" : "bg-white text-secondary-800 ring-secondary-300 hover:bg-secondary-100"
      }`}
    >
      {children}
    </button>
  );
}
