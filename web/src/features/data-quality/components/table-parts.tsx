import type { Column } from "@/components/data-table";

/** The data-quality tables' card and padding. */
export const cardTable = {
  className: "mt-4 rounded-lg border border-secondary-200 bg-white shadow-sm",
  headerCellClassName: "px-3 py-2.5 font-semibold",
  cellClassName: "px-3 py-2.5",
} as const;

interface Scoped {
  sport: { name: string; slug: string };
  level: { name: string; slug: string };
}

/** The first column of a per-scope table: the sport over its level. */
export function competitionColumn<R extends Scoped>(): Column<R> {
  return {
    key: "competition",
    label: "Competition",
    rowHeader: true,
    sticky: true,
    value: (s) => `${s.sport.name} ${s.level.name}`,
    headerClassName: "px-4 py-2.5 font-semibold",
    cellClassName: "whitespace-nowrap px-4 py-2.5 text-secondary-900",
    format: (s) => (
      <>
        {s.sport.name}
        <span className="block text-xs font-normal text-secondary-600">{s.level.name}</span>
      </>
    ),
  };
}
