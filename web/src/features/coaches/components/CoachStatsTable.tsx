import { Fragment } from "react";
import { Link } from "react-router";
import { statCoverageLabel } from "@/lib/coverage";
import { seasonLabel } from "@/lib/season";
import { formatWinPct, recordText, winPctClass } from "../lib/format";
import { coachPath, type CoachStatRow } from "../types";

const th = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const td = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** Seasons shown in an expanded row (newest first). */
const SEASONS_SHOWN = 10;

function SeasonRecords({ row }: { row: CoachStatRow }) {
  const seasons = row.season_records.slice(0, SEASONS_SHOWN);
  return (
    <div className="px-5 pb-4">
      <p className="mb-2 text-xs text-secondary-700">
        {row.first_year === row.last_year ? row.first_year : `${row.first_year}–${row.last_year}`} · {row.seasons} {row.seasons === 1 ? "season" : "seasons"} · {row.games} games
        {row.playoff_wins != null ? ` · playoff record ${recordText(row.playoff_wins, row.playoff_losses ?? 0)}` : ""}
      </p>
      <table className="min-w-full text-xs">
        <caption className="sr-only">Season records of {row.name}</caption>
        <thead className="text-secondary-600">
          <tr>
            <th scope="col" className="py-1 pr-3 text-left font-semibold">Season</th>
            <th scope="col" className="py-1 pr-3 text-left font-semibold">Team</th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">Record</th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">Win %</th>
            <th scope="col" className="py-1 text-left font-semibold">Postseason</th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((s, i) => (
            <tr key={`${s.season}-${i}`}>
              <td className="py-1 pr-3">{seasonLabel(s.season, row.sport?.slug).replace(" Season", "")}</td>
              <td className="py-1 pr-3">{s.team_slug ? <Link to={`/teams/${s.team_slug}/${s.season}`} className="text-primary-800 hover:underline">{s.team_name}</Link> : s.team_name}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{recordText(s.wins, s.losses, s.ties)}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{formatWinPct(s.win_percentage)}</td>
              <td className="py-1">{s.champion ? "Champion" : s.made_playoffs ? "Playoffs" : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
    <div className="relative overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Coaching statistics</caption>
        <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
          <tr>
            <th scope="col" className="px-3 py-2 pl-5 text-left font-semibold">#</th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">Coach</th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">Team</th>
            <th scope="col" className={th}>Seasons</th>
            <th scope="col" className={th}>Record</th>
            <th scope="col" className={th}>Win %</th>
            <th scope="col" className={th}>Playoffs</th>
            <th scope="col" className={th}>Titles</th>
            <th scope="col" className="px-3 py-2 pr-5"><span className="sr-only">Details</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-secondary-100">
          {rows.map((r) => {
            const open = expanded === r.id;
            return (
              <Fragment key={r.id}>
                <tr className={open ? "bg-primary-50" : "hover:bg-secondary-50"}>
                  <td className="px-3 py-2 pl-5 tabular-nums text-secondary-700">{r.rank}</td>
                  <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                    <Link to={coachPath(r)} className="text-primary-800 hover:underline">
                      {r.name}
                    </Link>
                    {showSport && <span className="ml-2 text-xs font-normal text-secondary-600">{r.sport?.name}</span>}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{r.team?.name ?? "—"}</td>
                  <td className={td}>{r.seasons}</td>
                  <td className={td}>
                    {recordText(r.wins, r.losses, r.ties)}
                    {statCoverageLabel(r.career_coverage, "wins") && (
                      <span className="block text-[11px] font-normal text-amber-800" title="The record counts only the seasons with a W-L record on file">
                        {statCoverageLabel(r.career_coverage, "wins")}
                      </span>
                    )}
                  </td>
                  <td className={`${td} font-semibold ${winPctClass(r.win_percentage)}`}>{formatWinPct(r.win_percentage)}</td>
                  <td className={td}>{r.playoff_appearances}</td>
                  <td className={td}>{r.championships}</td>
                  <td className="px-3 py-2 pr-5 text-right">
                    <button type="button" aria-expanded={open} aria-label={`${open ? "Hide seasons" : "Seasons"} of ${r.name}`} onClick={() => onToggle(r.id)} className="rounded px-2 py-1 text-xs font-semibold text-primary-800 hover:bg-primary-100">
                      {open ? "Hide" : "Seasons"}
                    </button>
                  </td>
                </tr>
                {open && (
                  <tr className="bg-primary-50">
                    <td colSpan={9}>
                      <SeasonRecords row={r} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
