import { DataTable, type Column } from "@/components/data-table";
import type { QualityScope } from "../api/get-data-quality";
import { count, day, fmt, healthTone } from "../lib/quality";
import { cardTable, competitionColumn } from "./table-parts";

const TEXT: Record<ReturnType<typeof healthTone>, string> = {
  success: "text-green-700",
  warning: "text-amber-700",
  danger: "text-red-700",
  secondary: "text-secondary-500",
};

function Score({ value }: { value: number | null }) {
  return <span className={`font-semibold tabular-nums ${TEXT[healthTone(value)]}`}>{fmt(value)}</span>;
}

/** One row per sport and level: overall and dimension scores, games, last game and import. */
export function ScopesTable({ scopes }: { scopes: readonly QualityScope[] }) {
  const keys = scopes[0]?.dimensions.map((d) => [d.key, d.label] as const) ?? [];
  const columns: Column<QualityScope>[] = [
    competitionColumn<QualityScope>(),
    { key: "overall", label: "Overall", numeric: true, value: (s) => s.overall, format: (s) => <Score value={s.overall} /> },
    ...keys.map(
      ([k, label], i): Column<QualityScope> => ({
        key: k,
        label,
        numeric: true,
        value: (s) => s.dimensions[i]?.score,
        format: (s) => <Score value={s.dimensions[i]?.score ?? null} />,
      }),
    ),
    { key: "games", label: "Games", numeric: true, value: (s) => s.games, format: (s) => count(s.games) },
    { key: "last_game", label: "Last game", value: (s) => s.last_game_date, format: (s) => day(s.last_game_date), cellClassName: "whitespace-nowrap px-4 py-2.5 tabular-nums", headerClassName: "whitespace-nowrap px-4 py-2.5 font-semibold" },
  ];
  return (
    <section aria-labelledby="dq-scopes" className="mt-10">
      <h2 id="dq-scopes" className="text-xl font-semibold text-secondary-900">
        By sport and level
      </h2>
      <DataTable {...cardTable} caption="Data quality by sport and level" columns={columns} rows={scopes} rowKey={(s) => `${s.sport.slug}-${s.level.slug}`} rowClassName={() => ""} />
    </section>
  );
}
