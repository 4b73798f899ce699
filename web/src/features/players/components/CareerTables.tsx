import { Link } from "react-router";
import { DataTable, type Column } from "@/components/data-table";
import { leagueRows } from "../lib/career";

type LeagueRow = ReturnType<typeof leagueRows>[number];
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

const tableProps = { className: "relative -mx-5", tableClassName: "min-w-full text-sm", headerCellClassName: "px-3 py-2 font-semibold whitespace-nowrap" };

/** The sport's statistic columns after a table's own first ones (the first gets the card's left padding). */
function withStats<R>(first: Column<R>[], columns: readonly string[], stats: (r: R) => StatMap | null | undefined): Column<R>[] {
  const [lead, ...rest] = first;
  return [
    { ...lead, sticky: true, rowHeader: true, headerClassName: "px-3 py-2 pl-5 font-semibold whitespace-nowrap" },
    ...rest,
    ...columns.map(
      (c): Column<R> => ({
        key: c,
        label: statLabel(c),
        title: c.replaceAll("_", " "),
        numeric: true,
        headerClassName: th,
        cellClassName: td,
        value: (r) => stats(r)?.[c],
        format: (r) => formatStat(c, stats(r)?.[c]),
      }),
    ),
  ];
}

const nowrap = "px-3 py-2 whitespace-nowrap";

function seasonColumns(columns: readonly string[], sport?: string): Column<PlayerSeason>[] {
  return withStats<PlayerSeason>(
    [
      { key: "season", label: "Season", cellClassName: "px-3 py-2 pl-5 whitespace-nowrap", value: (s) => s.season, format: (s) => <SeasonLink year={s.season} slug={s.season_slug} sport={sport} /> },
      { key: "league", label: "League", cellClassName: nowrap, value: (s) => s.league || null },
      {
        key: "team",
        label: "Team",
        cellClassName: nowrap,
        value: (s) => (s.is_total ? "Total" : (s.team?.abbreviation || s.team?.name) ?? null),
        format: (s) =>
          s.is_total ? (
            "Total"
          ) : s.team?.slug ? (
            <Link to={`/teams/${s.team.slug}/${s.season}`} className="text-primary-800 hover:underline">
              {s.team.abbreviation || s.team.name}
            </Link>
          ) : (
            (s.team?.abbreviation ?? s.team?.name ?? "—")
          ),
      },
      { key: "position", label: "Pos", cellClassName: nowrap, value: (s) => s.position },
    ],
    columns,
    (s) => s.stats,
  );
}

/** Career statistics per season (newest first): season, league, team, position, then the sport's stat columns. */
export function SeasonTable({ seasons, columns, sport }: { seasons: readonly PlayerSeason[]; columns: readonly string[]; sport?: string }) {
  return (
    <DataTable
      {...tableProps}
      caption="Career statistics by season"
      columns={seasonColumns(columns, sport)}
      rows={seasons}
      rowKey={(s, i) => `${s.season}-${s.league}-${s.team?.id ?? "total"}-${i}`}
      rowClassName={(s) => (s.is_total ? "bg-secondary-50 font-semibold" : "hover:bg-secondary-50")}
    />
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
  const leagueColumns = withStats<LeagueRow>(
    [
      { key: "league", label: "League", cellClassName: "px-3 py-2 pl-5", value: (r) => r.league },
      { key: "years", label: "Years", cellClassName: nowrap, value: (r) => (r.first === r.last ? r.first : `${r.first}–${r.last}`) },
      { key: "seasons", label: "Seasons", cellClassName: "px-3 py-2 tabular-nums", value: (r) => r.seasons },
    ],
    columns,
    (r) => r.stats,
  );
  return (
    <DataTable
      {...tableProps}
      caption="Career statistics by league"
      columns={leagueColumns}
      rows={rows}
      rowKey={(r) => r.league}
      footerClassName="border-t-2 border-secondary-200 font-semibold"
      footer={
        <tr>
          <th scope="row" className="sticky left-0 z-[1] bg-white px-3 py-2 pl-5 text-left whitespace-nowrap">
            {careerLabel}
          </th>
          <td className="px-3 py-2" />
          <td className="px-3 py-2 tabular-nums">{career.seasons_played ?? "—"}</td>
          <StatCells stats={career} columns={columns} />
        </tr>
      }
    />
  );
}
