import { seasonYears } from "@/lib/season";
import type { QualityScope } from "../api/get-data-quality";
import { count, fmt } from "../lib/quality";

/** "n of N (p%)", or "None on file" without a denominator. */
function Share({ n, of }: { n: number; of: number }) {
  if (of === 0) return <span className="text-secondary-500">None on file</span>;
  return (
    <>
      <span className="font-semibold tabular-nums text-secondary-900">{fmt((100 * n) / of)}</span>
      <span className="block text-xs tabular-nums text-secondary-600">
        {count(n)} of {count(of)}
      </span>
    </>
  );
}

/**
 * What the files cover per sport and level: the seasons' span, the player
 * seasons whose rows hold statistics (a season with games or per-game
 * figures only does not count), the team-seasons with a head coach on file
 * and head coaches' team-seasons with a won-lost record. What is not covered is shown as such on the pages,
 * never as zero.
 */
export function CoverageTable({ scopes }: { scopes: readonly QualityScope[] }) {
  return (
    <section aria-labelledby="dq-coverage" className="mt-10">
      <h2 id="dq-coverage" className="text-xl font-semibold text-secondary-900">
        What the data covers
      </h2>
      <p className="mt-1 text-sm text-secondary-600">
        Careers and leader lists count only the seasons with statistics, and say so where a career has seasons without them.
      </p>
      <div className="mt-4 overflow-x-auto rounded-lg border border-secondary-200 bg-white shadow-sm">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Coverage by sport and level</caption>
          <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">Competition</th>
              <th scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">Seasons</th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">Player seasons with statistics</th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">Team-seasons with a head coach</th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">Head-coach seasons with a record</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-secondary-100">
            {scopes.map((s) => {
              const c = s.coverage;
              return (
                <tr key={`${s.sport.slug}-${s.level.slug}`}>
                  <th scope="row" className="whitespace-nowrap px-4 py-2.5 font-medium text-secondary-900">
                    {s.sport.name}
                    <span className="block text-xs font-normal text-secondary-600">{s.level.name}</span>
                  </th>
                  <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">
                    {c.first_season ? `${seasonYears(c.first_season, s.sport.slug)} to ${seasonYears(c.last_season, s.sport.slug)}` : "—"}
                    <span className="block text-xs text-secondary-600">{count(s.seasons)} seasons</span>
                  </td>
                  <td className="px-3 py-2.5 text-right">
                    <Share n={c.player_seasons_with_stats} of={c.player_seasons} />
                  </td>
                  <td className="px-3 py-2.5 text-right">
                    {/* No coaching file in the scope: none on file, not 0%. */}
                    <Share n={c.team_seasons_with_coach} of={c.coach_seasons > 0 ? c.team_seasons : 0} />
                  </td>
                  <td className="px-4 py-2.5 text-right">
                    <Share n={c.coach_seasons_with_record} of={c.coach_seasons} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
