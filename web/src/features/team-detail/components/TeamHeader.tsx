import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { teamMonogram, teamPlace } from "@/lib/teams/format";
import { teamPath, teamSportName, type TeamDetail } from "@/lib/teams/types";

function Tile({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-secondary-200 bg-white px-1.5 py-3 text-center shadow-sm sm:px-4">
      <dt className="truncate text-[10px] font-medium uppercase text-secondary-600 sm:text-xs sm:tracking-wide">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-secondary-900">{value}</dd>
    </div>
  );
}

/**
 * Header: abbreviation (or the first 3 letters of the name), the name linking
 * to /teams/{slug}, badges for sport, conference and division, and the
 * Founded, Championships and Last Title tiles. Last Title is the API's
 * last_championship_year, already the year the title was decided.
 */
export function TeamHeader({ team }: { team: TeamDetail }) {
  const sport = teamSportName(team);
  const place = teamPlace(team);
  return (
    <header className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-lg font-bold tracking-wide text-white shadow sm:size-20 sm:text-xl"
        >
          {teamMonogram(team)}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-secondary-900 sm:text-3xl">
            <Link to={teamPath(team)} className="hover:text-primary-800 hover:underline">
              {team.name}
            </Link>
          </h1>
          {place && <p className="mt-1 text-sm text-secondary-600">{place}</p>}
          <div className="mt-2 flex flex-wrap gap-1.5">
            {sport && <Badge tone="primary">{sport}</Badge>}
            {team.conference?.name && <Badge tone="secondary">{team.conference.name}</Badge>}
            {team.division?.name && <Badge tone="neutral">{team.division.name}</Badge>}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 lg:min-w-[26rem]">
        <Tile label="Founded" value={team.founded_year ?? "N/A"} />
        <Tile label="Championships" value={team.championships_won ?? 0} />
        <Tile label="Last Title" value={team.last_championship_year ?? "N/A"} />
      </dl>
    </header>
  );
}
