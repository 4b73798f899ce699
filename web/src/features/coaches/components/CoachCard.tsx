import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { formatCount, teamLabel, yearSpan } from "@/lib/people/format";
import { coachStatus, formatWinPct, recordText, winPctClass } from "../lib/format";
import { coachPath, type Coach } from "../types";

/** The previous teams: at most 2, then '...'. */
function detailList(c: Coach): { label: string; items: string[] } {
  return { label: "Previous Teams", items: c.previous_teams.map((t) => t.name) };
}

/**
 * A directory card: name (links to the coach), title,
 * current (last) team, status, career record and win percentage, titles,
 * years; 'Show More' reveals bio facts, at most 2 previous teams then
 * '...', and awards.
 */
export function CoachCard({ coach, expanded, onToggle }: { coach: Coach; expanded: boolean; onToggle: () => void }) {
  const detailId = useId();
  const team = teamLabel(coach.current_team);
  const rec = coach.career_record;
  const status = coachStatus(coach);
  const list = detailList(coach);
  return (
    <li className="flex flex-col rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-secondary-900">
            <Link to={coachPath(coach)} className="hover:text-primary-800 hover:underline">
              {coach.display_name}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-secondary-600">{[coach.title, coach.sport?.name].filter(Boolean).join(" · ")}</p>
          <p className="mt-0.5 truncate text-sm text-secondary-700">{coach.current_team ? team.name : "No team on file"}</p>
        </div>
        <Badge tone={status === "Active" ? "success" : "secondary"}>{status}</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-md bg-secondary-50 px-1 py-2">
          <dt className="text-[11px] font-medium uppercase tracking-wide text-secondary-600">Record</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums text-secondary-900">{rec ? recordText(rec.wins, rec.losses, rec.ties) : "—"}</dd>
        </div>
        <div className="rounded-md bg-secondary-50 px-1 py-2">
          <dt className="text-[11px] font-medium uppercase tracking-wide text-secondary-600">Win %</dt>
          <dd className={`mt-0.5 text-sm font-semibold tabular-nums ${winPctClass(rec?.win_percentage)}`}>{formatWinPct(rec?.win_percentage)}</dd>
        </div>
        <div className="rounded-md bg-secondary-50 px-1 py-2">
          <dt className="text-[11px] font-medium uppercase tracking-wide text-secondary-600">Titles</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums text-secondary-900">{formatCount(coach.championships_won)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-secondary-700">
        {coach.years_experience ? `${coach.years_experience} ${coach.years_experience === 1 ? "season" : "seasons"}` : "Seasons N/A"}
        {yearSpan(coach.first_year, coach.last_year) ? ` · ${yearSpan(coach.first_year, coach.last_year)}` : ""}
        {rec?.playoff_appearances ? ` · ${rec.playoff_appearances} playoff ${rec.playoff_appearances === 1 ? "trip" : "trips"}` : ""}
      </p>
      <button type="button" aria-expanded={expanded} aria-controls={detailId} onClick={onToggle} className="mt-4 self-start text-sm font-semibold text-primary-800 hover:underline">
        {expanded ? "Show Less" : "Show More"}
      </button>
      <div id={detailId} hidden={!expanded} className="mt-3 border-t border-secondary-100 pt-3 text-sm">
        {expanded && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <div>
              <dt className="text-xs text-secondary-600">Age</dt>
              <dd>{coach.person?.age ?? "N/A"}</dd>
            </div>
            <div>
              <dt className="text-xs text-secondary-600">College</dt>
              <dd className="truncate">{coach.person?.college ?? "N/A"}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-secondary-600">{list.label}</dt>
              <dd>{list.items.length === 0 ? "None on file" : list.items.slice(0, 2).join(", ") + (list.items.length > 2 ? ", ..." : "")}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-secondary-600">Awards</dt>
              <dd>{coach.awards.length === 0 ? "None on file" : coach.awards.slice(0, 2).join(", ") + (coach.awards.length > 2 ? ", ..." : "")}</dd>
            </div>
          </dl>
        )}
      </div>
    </li>
  );
}
