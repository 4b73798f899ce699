import { Link } from "react-router";
import { SeasonLink } from "@/components/person/TitlesAndAwards";
import { formatWinPct, recordByTeam, recordText, winPctClass } from "../lib/format";
import type { CoachDetail } from "../types";

const thL = "px-3 py-2 text-left font-semibold whitespace-nowrap";
const thR = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const tdR = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
const headClass = "border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600";

function TeamLink({ slug, name, year }: { slug: string; name: string; year?: number }) {
  if (!slug) return <>{name}</>;
  return (
    <Link to={year != null ? `/teams/${slug}/${year}` : `/teams/${slug}`} className="text-primary-800 hover:underline">
      {name}
    </Link>
  );
}

const years = (a: number, b: number) => (a === b ? String(a) : `${a}–${b}`);

/** Coaching History: the record per team, the stints (newest first) and every season coached. */
export function CoachHistory({ coach }: { coach: CoachDetail }) {
  const sport = coach.sport?.slug;
  const perTeam = recordByTeam(coach.coaching_history);
  if (coach.coaching_history.length === 0) return <p className="text-sm text-secondary-600">No coaching history available.</p>;
  return (
    <div className="space-y-8">
      {perTeam.length > 0 && (
        <div>
          <h3 className="mb-3 text-base font-semibold text-secondary-900">Record by Team</h3>
          <div className="relative -mx-5 overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">Head-coaching record by team</caption>
              <thead className={headClass}>
                <tr>
                  <th scope="col" className={`${thL} pl-5`}>Team</th>
                  <th scope="col" className={thL}>Years</th>
                  <th scope="col" className={thR}>Seasons</th>
                  <th scope="col" className={thR}>Record</th>
                  <th scope="col" className={thR}>Win %</th>
                  <th scope="col" className={`${thR} pr-5`}>Titles</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-secondary-100">
                {perTeam.map((r) => (
                  <tr key={r.team_id}>
                    <th scope="row" className="px-3 py-2 pl-5 text-left font-medium">
                      <TeamLink slug={r.team_slug} name={r.team_name} />
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">{years(r.first, r.last)}</td>
                    <td className={tdR}>{r.seasons}</td>
                    <td className={tdR}>{r.known ? recordText(r.wins, r.losses, r.ties) : "—"}</td>
                    <td className={`${tdR} ${winPctClass(r.win_percentage)}`}>{formatWinPct(r.win_percentage)}</td>
                    <td className={`${tdR} pr-5`}>{r.championships}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      <div>
        <h3 className="mb-3 text-base font-semibold text-secondary-900">Positions Held</h3>
        <ol className="space-y-2">
          {coach.coaching_history.map((s, i) => (
            <li key={`${s.team_id}-${s.start_year}-${i}`} className="flex flex-wrap items-baseline justify-between gap-2 rounded-md border border-secondary-100 px-3 py-2 text-sm">
              <span>
                <span className="font-semibold tabular-nums">{years(s.start_year, s.end_year)}</span> · {s.title} ·{" "}
                <TeamLink slug={s.team_slug} name={s.team_name} />
                {s.is_active && <span className="ml-2 text-xs font-semibold text-green-700">Current</span>}
              </span>
              <span className="tabular-nums text-secondary-700">
                {s.wins != null ? `${recordText(s.wins, s.losses, s.ties)} (${formatWinPct(s.win_percentage)})` : ""}
                {s.championships > 0 ? ` · ${s.championships} ${s.championships === 1 ? "title" : "titles"}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </div>

      {coach.seasons.length > 0 && (
        <div>
          <h3 className="mb-3 text-base font-semibold text-secondary-900">Season by Season</h3>
          <div className="relative -mx-5 max-h-[32rem] overflow-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">Seasons coached</caption>
              <thead className={`${headClass} sticky top-0`}>
                <tr>
                  <th scope="col" className={`${thL} pl-5`}>Season</th>
                  <th scope="col" className={thL}>Team</th>
                  <th scope="col" className={thL}>Title</th>
                  <th scope="col" className={thR}>Record</th>
                  <th scope="col" className={thR}>Win %</th>
                  <th scope="col" className={`${thL} pr-5`}>Postseason</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-secondary-100">
                {coach.seasons.map((s, i) => (
                  <tr key={`${s.season}-${s.team_slug}-${i}`}>
                    <th scope="row" className="px-3 py-2 pl-5 text-left font-medium whitespace-nowrap">
                      <SeasonLink year={s.season} slug={s.season_slug} sport={sport} />
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <TeamLink slug={s.team_slug} name={s.team_name} year={s.season} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{s.title}</td>
                    <td className={tdR}>{recordText(s.wins, s.losses, s.ties)}</td>
                    <td className={`${tdR} ${winPctClass(s.win_percentage)}`}>{formatWinPct(s.win_percentage)}</td>
                    <td className="px-3 py-2 pr-5 whitespace-nowrap">{s.champion ? "Champion" : s.made_playoffs ? "Playoffs" : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
