import { Link } from "react-router";
import { DataTable, type Column } from "@/components/data-table";
import { leagueRows } from "../lib/career";

type LeagueRow = ReturnType<typeof leagueRows>[number];
import { formatStat, statLabel } from "@/lib/people/format";
import { type CareerCoverage, partialColumns } from "@/lib/coverage";
import type { CareerLeague, PlayerSeason, StatMap } from "@/lib/people/types";
import { SeasonLink } from "@/components/person/TitlesAndAwards";

const th = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const td = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** A total that covers fewer seasons than its row: the value, marked † (the table's note says what it covers). */
function Marked({ value, covers }: { value: string; covers?: string }) {
  if (!covers) return <>{value}</>;
  return (
    <span title={`Covers ${covers}`}>
      {value}
      <sup aria-hidden="true">†</sup>
      <span className="sr-only"> ({covers})</span>
    </span>
  );
}

/** Column → what its total covers, for the columns partialColumns lists. */
function marksOf(coverage: CareerCoverage | null | undefined, columns: readonly string[]): Map<string, string> {
  return new Map(partialColumns(coverage, columns).flatMap(([label, cols]) => cols.map((c) => [c, label] as const)));
}

function StatCells({ stats, columns, marks }: { stats: StatMap | null | undefined; columns: readonly string[]; marks: Map<string, string> }) {
  return (
    <>
      {columns.map((c) => (
        <td key={c} className={td}>
          <Marked value={formatStat(c, stats?.[c])} covers={marks.get(c)} />
        </td>
      ))}
    </>
  );
}

const tableProps = { className: "relative -mx-5", tableClassName: "min-w-full text-sm", headerCellClassName: "px-3 py-2 font-semibold whitespace-nowrap" };

/** The sport's statistic columns after a table's own first ones (the first gets the card's left padding). */
function withStats<R>(
  first: Column<R>[],
  columns: readonly string[],
  stats: (r: R) => StatMap | null | undefined,
  covers: (r: R, c: string) => string | undefined = () => undefined,
): Column<R>[] {
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
        format: (r) => <Marked value={formatStat(c, stats(r)?.[c])} covers={covers(r, c)} />,
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
  coverage,
  careerLabel = "Career",
}: {
  leagues: readonly CareerLeague[] | null | undefined;
  columns: readonly string[];
  career: StatMap;
  coverage?: CareerCoverage | null;
  careerLabel?: string;
}) {
  const rows = leagueRows(leagues);
  const careerMarks = marksOf(coverage, columns);
  const rowMarks = new Map(rows.map((r) => [r.league, marksOf(r.coverage, columns)]));
  const notes = coverageNotes(rows, careerMarks, rowMarks);
  const leagueColumns = withStats<LeagueRow>(
    [
      { key: "league", label: "League", cellClassName: "px-3 py-2 pl-5", value: (r) => r.league },
      { key: "years", label: "Years", cellClassName: nowrap, value: (r) => (r.first === r.last ? r.first : `${r.first}–${r.last}`) },
      { key: "seasons", label: "Seasons", cellClassName: "px-3 py-2 tabular-nums", value: (r) => r.seasons },
    ],
    columns,
    (r) => r.stats,
    (r, c) => rowMarks.get(r.league)?.get(c),
  );
  return (
    <>
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
            <StatCells stats={career} columns={columns} marks={careerMarks} />
          </tr>
        }
      />
      {notes.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-xs text-secondary-600">
          {notes.map((n) => (
            <li key={n}>† {n}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The table's notes on marked totals: "1982–1983 only: Shots Against,
 * Saves, SV%." for the career line, then each league's own where he played
 * in several ("WHA: 1972–1974 only: Plus/Minus.").
 */
function coverageNotes(rows: readonly LeagueRow[], career: Map<string, string>, byLeague: Map<string, Map<string, string>>): string[] {
  const sentences = (marks: Map<string, string> | undefined, prefix = "") => {
    const groups = new Map<string, string[]>();
    for (const [c, label] of marks ?? []) groups.set(label, [...(groups.get(label) ?? []), statLabel(c)]);
    return [...groups].map(([label, cols]) => `${prefix}${label}: ${cols.join(", ")}.`);
  };
  const notes = sentences(career);
  if (rows.length > 1) {
    for (const r of rows) {
      // The headline league's marks are the career line's: said once.
      const own = sentences(byLeague.get(r.league));
      if (own.join() !== notes.join()) notes.push(...own.map((n) => `${r.league}: ${n}`));
    }
  }
  return notes;
}
