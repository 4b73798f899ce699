import type { ReactNode } from "react";

export interface Tile {
  label: string;
  value: ReactNode;
  /** Text colour class of the figure. */
  accent?: string;
}

export function Tiles({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((t) => (
        <div key={t.label} className="flex flex-col-reverse rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-secondary-600">{t.label}</dt>
          <dd className={`text-3xl font-bold tabular-nums ${t.accent ?? "text-secondary-900"}`}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
