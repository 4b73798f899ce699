import { Badge } from "@/components/Badge";
import { statusTone, type LeagueSource } from "../lib/measure";

const pct = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : "—");

/** One row per league: seasons, years, seasons with games, games, champions recorded, status. */
export function SourcesTable({ sources }: { sources: readonly LeagueSource[] }) {
  return (
    <section aria-labelledby="dq-sources" className="mt-10">
      <h2 id="dq-sources" className="text-xl font-semibold text-secondary-900">
        By league
      </h2>
      <p className="mt-1 text-sm text-secondary-600">Each league's seasons as imported from the shipped public sources.</p>
      <div className="mt-4 overflow-x-auto rounded-lg border border-secondary-200 bg-white shadow-sm">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Data by league</caption>
          <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">League</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">Years</th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">Seasons</th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">With games</th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">Games</th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">Champions</th>
              <th scope="col" className="px-4 py-2.5 font-semibold">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-secondary-100">
            {sources.map((s) => (
              <tr key={s.key}>
                <th scope="row" className="px-4 py-2.5 font-medium text-secondary-900">
                  {s.league}
                  <span className="block text-xs font-normal text-secondary-600">
                    {s.sport} · {s.level}
                  </span>
                </th>
                <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">
                  {s.first}–{s.last}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">{s.seasons}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{pct(s.withGames, s.seasons)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{s.games.toLocaleString("en-US")}</td>
                <td className="px-3 py-2.5 text-right tabular-nums" title={`${s.withChampion} of ${s.decided} completed seasons`}>
                  {pct(s.withChampion, s.decided)}
                </td>
                <td className="px-4 py-2.5">
                  <Badge tone={statusTone(s.status)}>{s.status === "active" ? "Active" : "Historical"}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
