import { useId, useState } from "react";
import { Link } from "react-router";
import { Skeleton } from "@/components/Skeleton";
import { TrophyIcon } from "@/components/TrophyIcon";
import { teamPath } from "@/lib/teams/types";
import type { TeamSeason } from "@/lib/teams/get-team-seasons";
import { seasonCardYears, seasonTeamName } from "../format";

/** Seasons shown before "Show all seasons". */
export const SEASONS_PREVIEW = 12;

/** One season card: 'YYYY-YY' ('YYYY' for baseball), the season's name, a trophy mark when it won the title. */
export function SeasonCard({
  season,
  team,
  sport,
  selected = false,
  search = "",
}: {
  season: TeamSeason;
  team: { slug: string; id: number };
  sport?: string | null;
  selected?: boolean;
  search?: string;
}) {
  const years = seasonCardYears(season, sport);
  return (
    <li>
      <Link
        to={teamPath(team, season.start_year) + search}
        aria-current={selected ? "page" : undefined}
        className={[
          "flex h-full flex-col rounded-lg border px-3 py-2.5 text-left transition focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500",
          selected
            ? "border-primary-600 bg-primary-700 text-white shadow"
            : season.championship_won
              ? "border-accent-300 bg-accent-50 hover:border-accent-500"
              : "border-secondary-200 bg-white hover:border-primary-300 hover:bg-primary-50",
        ].join(" ")}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-semibold">{years}</span>
          {season.championship_won && (
            <TrophyIcon className={`size-4 shrink-0 ${selected ? "text-accent-200" : "text-accent-700"}`} title="Championship season" />
          )}
        </span>
        <span className={`mt-0.5 truncate text-xs ${selected ? "text-primary-50" : "text-secondary-600"}`}>{seasonTeamName(season)}</span>
        {season.record && <span className={`text-xs ${selected ? "text-primary-100" : "text-secondary-600"}`}>{season.record}</span>}
      </Link>
    </li>
  );
}

/**
 * 'Available Seasons': every season of the team, newest first, each linking
 * to /teams/{slug}/{start_year}. Long histories show the newest dozen (plus
 * the selected one) until expanded.
 */
export function SeasonsGrid({
  seasons,
  team,
  sport,
  selectedYear,
  isPending,
  isError,
  search = "",
  expected = 6,
}: {
  seasons: TeamSeason[] | undefined;
  team: { slug: string; id: number };
  sport?: string | null;
  selectedYear: number | null;
  isPending: boolean;
  isError: boolean;
  search?: string;
  /** How many seasons the team has (from the team's record): the loading placeholder takes their room, so nothing below moves when they arrive. */
  expected?: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const all = seasons ?? [];
  const preview = all.slice(0, SEASONS_PREVIEW);
  const selected = all.find((s) => s.start_year === selectedYear);
  const shown = expanded ? all : selected && !preview.includes(selected) ? [...preview, selected] : preview;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-secondary-900">
          Available Seasons
        </h2>
        {all.length > 0 && (
          <p className="text-sm text-secondary-600">
            {all.length} {all.length === 1 ? "season" : "seasons"}
          </p>
        )}
      </div>
      {isPending ? (
        <div role="status" aria-busy="true" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          <span className="sr-only">Loading seasons…</span>
          {Array.from({ length: Math.max(1, Math.min(expected, SEASONS_PREVIEW)) }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
          {expected > SEASONS_PREVIEW && <div className="col-span-full mt-1 h-7" aria-hidden="true" />}
        </div>
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          Seasons could not be loaded.
        </p>
      ) : all.length === 0 ? (
        <p className="mt-4 text-sm text-secondary-600">No seasons on record for this team.</p>
      ) : (
        <>
          <ul id={listId} className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {shown.map((s) => (
              <SeasonCard key={s.id + "-" + s.start_year} season={s} team={team} sport={sport} selected={s.start_year === selectedYear} search={search} />
            ))}
          </ul>
          {all.length > SEASONS_PREVIEW && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((v) => !v)}
              className="mt-3 rounded-md px-2 py-1 text-sm font-semibold text-primary-700 hover:bg-primary-50 hover:text-primary-800"
            >
              {expanded ? "Show fewer seasons" : `Show all ${all.length} seasons`}
            </button>
          )}
        </>
      )}
      {selectedYear == null && (
        <p className="mt-4 rounded-md bg-primary-50 px-4 py-3 text-sm text-primary-900">
          Select a season above to view detailed season information, schedule, and roster
        </p>
      )}
    </section>
  );
}
