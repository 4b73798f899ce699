import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { isMajorTitle } from "../lib/group";
import type { Champion } from "../types";

/** "Seattle Seahawks", or "Boston · Boston Americans" when the city is not part of the name. */
export function teamLabel(c: Pick<Champion, "team_name" | "team_city">): { name: string; city: string | null } {
  const city = c.team_city?.trim() || null;
  return { name: c.team_name, city: city && !c.team_name.toLowerCase().includes(city.toLowerCase()) ? city : null };
}

/** One champion; expands to show coach and season (and the final). Major titles are highlighted. */
export function ChampionEntry({
  champion: c,
  expanded,
  onToggle,
  panelId,
  showChampionship = true,
}: {
  champion: Champion;
  /** false on sport sites, where the group heading already names the championship. */
  showChampionship?: boolean;
  expanded: boolean;
  onToggle: () => void;
  panelId: string;
}) {
  const major = isMajorTitle(c.championship_name);
  const { name, city } = teamLabel(c);
  return (
    <li className={major ? "border-l-4 border-accent-500 bg-accent-50/60" : "border-l-4 border-transparent"}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-secondary-50 focus-visible:bg-secondary-50"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-secondary-900">{name}</span>
            {major && (
              <Badge tone="accent">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3" fill="currentColor">
                  <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
                </svg>
                Major title
              </Badge>
            )}
          </span>
          <span className="mt-0.5 block text-sm text-secondary-600">
            {[showChampionship ? c.championship_name : null, city].filter(Boolean).join(" · ")}
            {c.record && (
              <span className="sm:hidden">
                {showChampionship || city ? " · " : ""}
                {c.record}
              </span>
            )}
          </span>
        </span>
        {c.record && <span className="hidden shrink-0 text-sm tabular-nums text-secondary-700 sm:block">{c.record}</span>}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 shrink-0 text-secondary-500 transition-transform ${expanded ? "rotate-180" : ""}`}
          fill="currentColor"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
        </svg>
      </button>
      <div id={panelId} role="region" aria-label={`${c.year} ${c.championship_name}: ${c.team_name}`} hidden={!expanded} className="px-4 pb-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Coach</dt>
            <dd className="mt-0.5 text-secondary-900">{c.coach || "Not recorded"}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Season</dt>
            <dd className="mt-0.5 text-secondary-900">{c.season_name || "Not recorded"}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Record</dt>
            <dd className="mt-0.5 text-secondary-900">{c.record || "Not recorded"}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Final</dt>
            <dd className="mt-0.5 text-secondary-900">
              {c.runner_up_name ? `Over ${c.runner_up_name}${c.score ? `, ${c.score}` : ""}` : c.score || "Not recorded"}
            </dd>
          </div>
        </dl>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {c.team_slug && (
            <Link
              to={c.season_start_year ? `/teams/${encodeURIComponent(c.team_slug)}/${c.season_start_year}` : `/teams/${encodeURIComponent(c.team_slug)}`}
              className="font-medium text-primary-800 hover:underline"
            >
              {c.season_start_year ? "Championship season" : "Team page"}
            </Link>
          )}
          {c.championship_slug && (
            <Link to={`/championships/${encodeURIComponent(c.championship_slug)}`} className="font-medium text-primary-800 hover:underline">
              {c.championship_name} history
            </Link>
          )}
        </p>
      </div>
    </li>
  );
}
