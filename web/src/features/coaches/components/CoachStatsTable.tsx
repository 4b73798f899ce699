import { DataTable, detailsColumn, rankColumn, type Column } from "@/components/data-table";
import { Link } from "react-router";
import { statCoverageLabel } from "@/lib/coverage";
import { seasonLabel } from "@/lib/season";
import { formatWinPct, recordText, winPctClass } from "../lib/format";
import { coachPath, type CoachStatRow } from "../types";

const th = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const td = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** Seasons shown in an expanded row (newest first). */
const SEASONS_SHOWN = 10;

type SeasonRecord = CoachStatRow["season_records"][number];

const postseason = (s: { champion: boolean; made_playoffs: boolean }) => (s.champion ? "Champion" : s.made_playoffs ? "Playoffs" : "—");

function seasonColumns(row: CoachStatRow): Column<SeasonRecord>[] {
  return [
    { key: "season", label: "Season", value: (s) => seasonLabel(s.season, row.sport?.slug).replace(" Season", "") },
    {
      key: "team",
      label: "Team",
      value: (s) => s.team_name,
      format: (s) =>
        s.team_slug ? (
          <Link to={`/teams/${s.team_slug}/${s.season}`} className="text-primary-800 hover:underline">
            {s.team_name}
          </Link>
        ) : (
          s.team_name
        ),
    },
    { key: "record", label: "Record", numeric: true, value: (s) => recordText(s.wins, s.losses, s.ties) },
    { key: "win_pct", label: "Win %", numeric: true, value: (s) => s.win_percentage, format: (s) => formatWinPct(s.win_percentage) },
    { key: "postseason", label: "Postseason", value: postseason, headerClassName: "py-1 font-semibold", cellClassName: "py-1" },
  ];
}

function statColumns(showSport: boolean, expanded: number | null, onToggle: (id: number) => void): Column<CoachStatRow>[] {
  const num = (key: string, label: string, value: (r: CoachStatRow) => number | string | null): Column<CoachStatRow> => ({ key, label, numeric: true, value, headerClassName: th, cellClassName: td });
  return [
    rankColumn((r) => r.rank),
    {
      key: "coach",
      label: "Coach",
      sticky: true,
      rowHeader: true,
      value: (r) => r.name,
      cellClassName: "px-3 py-2 whitespace-nowrap",
      format: (r) => (
        <>
          <Link to={coachPath(r)} className="text-primary-800 hover:underline">
            {r.name}
          </Link>
          {showSport && <span className="ml-2 text-xs font-normal text-secondary-600">{r.sport?.name}</span>}
        </>
      ),
    },
    { key: "team", label: "Team", value: (r) => r.team?.name, cellClassName: "px-3 py-2 whitespace-nowrap" },
    num("seasons", "Seasons", (r) => r.seasons),
    {
      ...num("record", "Record", (r) => recordText(r.wins, r.losses, r.ties)),
      format: (r) => (
        <>
          {recordText(r.wins, r.losses, r.ties)}
          {statCoverageLabel(r.career_coverage, "wins") && (
            <span className="block text-[11px] font-normal text-amber-800" title="The record counts only the seasons with a W-L record on file">
              {statCoverageLabel(r.career_coverage, "wins")}
            </span>
          )}
        </>
      ),
    },
    { ...num("win_pct", "Win %", (r) => r.win_percentage), cellClassName: (r) => `${td} font-semibold ${winPctClass(r.win_percentage)}`, format: (r) => formatWinPct(r.win_percentage) },
    num("playoffs", "Playoffs", (r) => r.playoff_appearances),
    num("titles", "Titles", (r) => r.championships),
    detailsColumn((r) => {
      const open = expanded === r.id;
      return (
        <button type="button" aria-expanded={open} aria-label={`${open ? "Hide seasons" : "Seasons"} of ${r.name}`} onClick={() => onToggle(r.id)} className="rounded px-2 py-1 text-xs font-semibold text-primary-800 hover:bg-primary-100">
          {open ? "Hide" : "Seasons"}
        </button>
      );
    }),
  ];
}

function SeasonRecords({ row }: { row: CoachStatRow }) {
  const seasons = row.season_records.slice(0, SEASONS_SHOWN);
  return (
    <div className="px-5 pb-4">
      <p className="mb-2 text-xs text-secondary-700">
        {row.first_year === row.last_year ? row.first_year : `${row.first_year}–${row.last_year}`} · {row.seasons} {row.seasons === 1 ? "season" : "seasons"} · {row.games} games
        {row.playoff_wins != null ? ` · playoff record ${recordText(row.playoff_wins, row.playoff_losses ?? 0)}` : ""}
      </p>
      <DataTable
        caption={`Season records of ${row.name}`}
        tableClassName="min-w-full text-xs"
        theadClassName="text-secondary-600"
        tbodyClassName=""
        headerCellClassName="py-1 pr-3 font-semibold"
        cellClassName="py-1 pr-3"
        rowClassName={() => "bg-primary-50"}
        columns={seasonColumns(row)}
        rows={seasons}
        rowKey={(s, i) => `${s.season}-${i}`}
      />
      {row.season_records.length > SEASONS_SHOWN && (
        <p className="mt-2 text-xs">
          <Link to={`${coachPath(row)}?section=history`} className="font-semibold text-primary-800 hover:underline">
            All {row.season_records.length} seasons
          </Link>
        </p>
      )}
    </div>
  );
}

/** The coaching statistics table: one expandable row at a time (the page holds which). */
export function CoachStatsTable({ rows, expanded, onToggle, showSport }: { rows: readonly CoachStatRow[]; expanded: number | null; onToggle: (id: number) => void; showSport: boolean }) {
  return (
    <DataTable
      className="relative"
      tableClassName="min-w-full text-sm"
      caption="Coaching statistics"
      columns={statColumns(showSport, expanded, onToggle)}
      rows={rows}
      rowKey={(r) => r.id}
      rowClassName={(r) => (expanded === r.id ? "bg-primary-50" : "hover:bg-secondary-50")}
      detail={(r) => (expanded === r.id ? <SeasonRecords row={r} /> : null)}
      detailCellClassName=""
    />
  );
}
