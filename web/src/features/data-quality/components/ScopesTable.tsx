import type { QualityScope } from "../api/get-data-quality";
import { count, day, fmt, healthTone } from "../lib/quality";

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
  return (
    <section aria-labelledby="dq-scopes" className="mt-10">
      <h2 id="dq-scopes" className="text-xl font-semibold text-secondary-900">
        By sport and level
      </h2>
      <div className="mt-4 overflow-x-auto rounded-lg border border-secondary-200 bg-white shadow-sm">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Data quality by sport and level</caption>
          <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">Competition</th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">Overall</th>
              {keys.map(([k, label]) => (
                <th key={k} scope="col" className="px-3 py-2.5 text-right font-semibold">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">Games</th>
              <th scope="col" className="whitespace-nowrap px-4 py-2.5 font-semibold">Last game</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-secondary-100">
            {scopes.map((s) => (
              <tr key={`${s.sport.slug}-${s.level.slug}`}>
                <th scope="row" className="whitespace-nowrap px-4 py-2.5 font-medium text-secondary-900">
                  {s.sport.name}
                  <span className="block text-xs font-normal text-secondary-600">{s.level.name}</span>
                </th>
                <td className="px-3 py-2.5 text-right">
                  <Score value={s.overall} />
                </td>
                {s.dimensions.map((d) => (
                  <td key={d.key} className="px-3 py-2.5 text-right">
                    <Score value={d.score} />
                  </td>
                ))}
                <td className="px-3 py-2.5 text-right tabular-nums">{count(s.games)}</td>
                <td className="whitespace-nowrap px-4 py-2.5 tabular-nums">{day(s.last_game_date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
