import { Link } from "react-router";
import { TrophyIcon } from "@/components/TrophyIcon";
import { Badge } from "@/components/Badge";
import { teamMonogram, teamPlace } from "@/lib/teams/format";
import { teamPath, teamSportName, type Team } from "@/lib/teams/types";

/**
 * A team in the directory grid, its name a heading one level under the list's
 * (h3 under a league's h2; h4 under its "Former franchises" h3); the whole
 * card links to /teams/{slug}.
 */
export function TeamCard({ team, level = 3 }: { team: Team; level?: 3 | 4 }) {
  const Heading = level === 4 ? "h4" : "h3";
  const place = teamPlace(team);
  const sport = teamSportName(team);
  const titles = team.championships_won ?? 0;
  return (
    <li className="group relative flex flex-col rounded-lg border border-secondary-200 bg-white p-5 shadow-sm transition hover:border-primary-300 hover:shadow-md focus-within:ring-2 focus-within:ring-primary-500">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-700 text-sm font-bold tracking-wide text-white"
        >
          {teamMonogram(team)}
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="text-base font-semibold leading-snug text-secondary-900">
            <Link to={teamPath(team)} className="after:absolute after:inset-0 focus:outline-none group-hover:text-primary-800">
              {team.name}
            </Link>
          </Heading>
          {place && <p className="mt-0.5 truncate text-sm text-secondary-600">{place}</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-1.5">
        {sport && <Badge tone="primary">{sport}</Badge>}
        {team.level?.name && <Badge tone="secondary">{team.level.name}</Badge>}
        {team.league?.abbreviation && <Badge tone="neutral">{team.league.abbreviation}</Badge>}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 border-t border-secondary-100 pt-3 text-sm">
        <div className="col-span-2 min-w-0">
          <dt className="sr-only">Division and conference</dt>
          <dd className="truncate text-secondary-700">
            {[team.division?.name, team.conference?.name].filter(Boolean).join(" · ") || <span className="text-secondary-500">No division listed</span>}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-secondary-500">Founded</dt>
          <dd className="font-medium text-secondary-900">{team.founded_year ?? "N/A"}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-secondary-500">Titles</dt>
          <dd className="flex items-center gap-1 font-medium text-secondary-900">
            {titles > 0 && <TrophyIcon className="size-4 text-accent-600" />}
            {titles}
          </dd>
        </div>
      </dl>
    </li>
  );
}
