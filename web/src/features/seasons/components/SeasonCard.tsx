import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import type { Season } from "@/lib/seasons/types";
import {
  STATUS_LABEL,
  STATUS_TONE,
  championName,
  leagueName,
  levelName,
  seasonDuration,
  seasonName,
  seasonStatus,
  sportName,
} from "@/lib/seasons/season-text";

/** A season in the list: links to /seasons/{slug}; 'Set as Active Season' or the 'Active Season' marker. */
export function SeasonCard({ season, isActive, onSetActive }: { season: Season; isActive: boolean; onSetActive: (year: number) => void }) {
  const status = seasonStatus(season);
  const champion = championName(season);
  return (
    <li className="group relative flex flex-col rounded-lg border border-secondary-200 bg-white p-5 shadow-sm transition hover:border-primary-300 hover:shadow-md focus-within:ring-2 focus-within:ring-primary-500">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone="primary">{sportName(season)}</Badge>
        <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>
      </div>
      <h2 className="mt-3 text-base font-semibold leading-snug text-secondary-900">
        <Link to={`/seasons/${encodeURIComponent(season.slug || String(season.id))}`} className="after:absolute after:inset-0 focus:outline-none group-hover:text-primary-800">
          {seasonName(season)}
        </Link>
      </h2>
      <p className="mt-0.5 text-sm text-secondary-600">
        {leagueName(season)} · {levelName(season)}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-x-3 gap-y-2 border-t border-secondary-100 pt-3 text-sm">
        <div className="col-span-3 min-w-0">
          <dt className="text-xs uppercase tracking-wide text-secondary-500">Champion</dt>
          <dd className="truncate font-medium text-secondary-900">{champion || <span className="font-normal text-secondary-500">Not decided</span>}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-secondary-500">Teams</dt>
          <dd className="font-medium tabular-nums text-secondary-900">{(season.teams_count ?? 0).toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-secondary-500">Games</dt>
          <dd className="font-medium tabular-nums text-secondary-900">{(season.games_count ?? 0).toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-secondary-500">Season</dt>
          <dd className="font-medium tabular-nums text-secondary-900">{seasonDuration(season)}</dd>
        </div>
      </dl>
      <div className="relative z-10 mt-4">
        {isActive ? (
          <span className="inline-flex items-center gap-1.5 rounded-md bg-green-50 px-3 py-1.5 text-sm font-semibold text-green-800 ring-1 ring-inset ring-green-200">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
            </svg>
            Active Season
          </span>
        ) : (
          <button
            type="button"
            onClick={() => onSetActive(season.start_year)}
            className="rounded-md border border-primary-300 px-3 py-1.5 text-sm font-semibold text-primary-800 hover:bg-primary-50"
          >
            Set as Active Season<span className="sr-only">: {seasonName(season)}</span>
          </button>
        )}
      </div>
    </li>
  );
}
