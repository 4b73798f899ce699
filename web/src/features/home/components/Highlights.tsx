import { Link } from "react-router";
import { useHighlightStats } from "../api/get-championship-stats";
import { useLatestResult } from "../api/get-championship-result";
import { useHomeChampionships } from "../api/get-championships";
import { mainChampionship } from "../lib/figures";

function TeamLink({ slug, name }: { slug?: string | null; name: string }) {
  return slug ? (
    <Link to={`/teams/${encodeURIComponent(slug)}`} className="hover:underline">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

function Card({ label, children, pending }: { label: string; children: React.ReactNode; pending: boolean }) {
  return (
    <div className="rounded-lg border border-white/15 bg-white/5 p-5">
      <dt className="text-sm font-medium text-primary-100">{label}</dt>
      <dd className="mt-2 text-white">
        {pending ? (
          <>
            <span aria-hidden="true" className="block h-6 w-40 animate-pulse rounded bg-white/20" />
            <span className="sr-only">Loading</span>
          </>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

/**
 * Sport sites' extra block: the site's main
 * championship with its reigning champion, most titled franchise and
 * longest run of titles.
 */
export function Highlights() {
  const championships = useHomeChampionships();
  const main = mainChampionship(championships.data?.results);
  const latest = useLatestResult(main?.slug);
  const stats = useHighlightStats(main?.slug);
  if (!main) return null;

  const r = latest.data;
  const rows = (stats.data?.team_championships ?? []).filter((t) => t.championships_won > 0);
  const topCount = rows.length ? Math.max(...rows.map((t) => t.championships_won)) : 0;
  const top = rows.filter((t) => t.championships_won === topCount);
  const streak = stats.data?.longest_streak;

  return (
    <section aria-labelledby="highlights" className="bg-primary-900 py-12 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="highlights" className="text-2xl font-bold tracking-tight">
            {main.name} highlights
          </h2>
          <Link to={`/championships/${encodeURIComponent(main.slug)}`} className="text-sm font-semibold text-accent-300 hover:text-accent-200">
            Full {main.name} history <span aria-hidden="true">→</span>
          </Link>
        </div>
        <dl className="mt-6 grid gap-4 md:grid-cols-3">
          <Card label="Reigning champion" pending={latest.isPending}>
            {r ? (
              <>
                <span className="block text-xl font-bold">
                  <TeamLink slug={r.winner?.slug} name={r.winner?.name || r.winner_name || "Unknown"} />
                </span>
                <span className="mt-1 block text-sm text-primary-100">
                  {r.year}
                  {(r.runner_up?.name || r.runner_up_name) && <> · def. {r.runner_up?.name || r.runner_up_name}</>}
                  {r.score && <> · {r.series_result ? `series ${r.score}` : r.score}</>}
                </span>
              </>
            ) : (
              <span className="text-primary-100">{latest.isError ? "Unavailable" : "No results yet"}</span>
            )}
          </Card>
          <Card label="Most titled franchise" pending={stats.isPending}>
            {top.length ? (
              <>
                <span className="block text-xl font-bold">
                  {top.map((t, i) => (
                    <span key={t.team_id ?? t.team__name}>
                      {i > 0 && (i === top.length - 1 ? " and " : ", ")}
                      <TeamLink slug={t.team__slug} name={t.team__name} />
                    </span>
                  ))}
                </span>
                <span className="mt-1 block text-sm text-primary-100">
                  {topCount} {topCount === 1 ? "title" : "titles"}
                  {top.length > 1 ? " each" : ""}
                </span>
              </>
            ) : (
              <span className="text-primary-100">{stats.isError ? "Unavailable" : "No titles yet"}</span>
            )}
          </Card>
          <Card label="Longest title streak" pending={stats.isPending}>
            {streak?.team ? (
              <>
                <span className="block text-xl font-bold">
                  <TeamLink slug={streak.team_slug} name={streak.team} />
                </span>
                <span className="mt-1 block text-sm text-primary-100">
                  {streak.years} in a row
                  {streak.start_year && streak.end_year ? ` (${streak.start_year}–${streak.end_year})` : ""}
                </span>
              </>
            ) : (
              <span className="text-primary-100">{stats.isError ? "Unavailable" : "No streaks yet"}</span>
            )}
          </Card>
        </dl>
      </div>
    </section>
  );
}
