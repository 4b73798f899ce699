import { Link } from "react-router";
import { leagueRows } from "../lib/career";
import { formatStat, statLabel } from "@/lib/people/format";
import type { CareerLeague, PlayerSeason, StatMap } from "@/lib/people/types";
import { SeasonLink } from "@/components/person/TitlesAndAwards";

const th = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const td = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

function StatCells({ stats, columns }: { stats: StatMap | null | undefined; columns: readonly string[] }) {
  return (
    <>
      {columns.map((c) => (
        <td key={c} className={td}>
          {formatStat(c, stats?.[c])}
        </td>
      ))}
    </>
  );
}

function Head({ first, columns }: { first: string[]; columns: readonly string[] }) {
  return (
    <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
      <tr>
        {first.map((h, i) => (
          <th key={h} scope="col" className={`px-3 py-2 text-left font-semibold whitespace-nowrap ${i === 0 ? "pl-5" : ""}`}>
            {h}
          </th>
        ))}
        {columns.map((c) => (
          <th key={c} scope="col" className={th} title={c.replaceAll("_", " ")}>
            {statLabel(c)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Career statistics per season (newest first): season, league, team, position, then the sport's stat columns. */
export function SeasonTable({ seasons, columns, sport }: { seasons: readonly PlayerSeason[]; columns: readonly string[]; sport?: string }) {
  return (
    <div className="relative -mx-5 overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Career statistics by season</caption>
        <Head first={["Season", "League", "Team", "Pos"]} columns={columns} />
        <tbody className="divide-y divide-secondary-100">
          {seasons.map((s, i) => (
            <tr key={`${s.season}-${s.league}-${s.team?.id ?? "total"}-${i}`} className={s.is_total ? "bg-secondary-50 font-semibold" : "hover:bg-secondary-50"}>
              <th scope="row" className="px-3 py-2 pl-5 text-left font-medium whitespace-nowrap">
                <SeasonLink year={s.season} slug={s.season_slug} sport={sport} />
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{s.league || "—"}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {s.is_total ? (
                  "Total"
                ) : s.team?.slug ? (
                  <Link to={`/teams/${s.team.slug}/${s.season}`} className="text-primary-800 hover:underline">
                    {s.team.abbreviation || s.team.name}
                  </Link>
                ) : (
                  (s.team?.abbreviation ?? s.team?.name ?? "—")
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{s.position ?? "—"}</td>
              <StatCells stats={s.stats} columns={columns} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The league the API's career totals are, when the player played in more than one ("NHL"), else null. */
export function careerLeagueLabel(leagues: readonly CareerLeague[] | undefined): string | null {
  if (!leagues || leagues.length < 2) return null;
  return leagues.find((l) => l.headline)?.league ?? null;
}

/**
 * Career totals per league (the API's, each the sum of the league's season
 * rows), then the career line from the API's totals (the main league's when
 * he played in several), labelled with the seasons it covers.
 */
export function LeagueTable({
  leagues,
  columns,
  career,
  careerLabel = "Career",
}: {
  leagues: readonly CareerLeague[] | null | undefined;
  columns: readonly string[];
  career: StatMap;
  careerLabel?: string;
}) {
  const rows = leagueRows(leagues);
  return (
    <div className="relative -mx-5 overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Career statistics by league</caption>
        <Head first={["League", "Years", "Seasons"]} columns={columns} />
        <tbody className="divide-y divide-secondary-100">
          {rows.map((r) => (
            <tr key={r.league} className="hover:bg-secondary-50">
              <th scope="row" className="px-3 py-2 pl-5 text-left font-medium">
                {r.league}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{r.first === r.last ? r.first : `${r.first}–${r.last}`}</td>
              <td className="px-3 py-2 tabular-nums">{r.seasons}</td>
              <StatCells stats={r.stats} columns={columns} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-secondary-200 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 pl-5 text-left whitespace-nowrap">
              {careerLabel}
            </th>
            <td className="px-3 py-2" />
            <td className="px-3 py-2 tabular-nums">{career.seasons_played ?? "—"}</td>
            <StatCells stats={career} columns={columns} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
