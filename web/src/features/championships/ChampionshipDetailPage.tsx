import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Badge } from "@/components/Badge";
import { Breadcrumb } from "@/components/Breadcrumb";
import { ErrorState } from "@/components/ErrorState";
import { CardSkeleton } from "@/components/Skeleton";
import { Spinner } from "@/components/Spinner";
import { errorMessage, isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useChampionship } from "./api/get-championship";
import { useChampionshipChampions } from "./api/get-championship-champions";
import { useChampionshipGames } from "./api/get-championship-games";
import { useChampionshipStats } from "./api/get-championship-stats";
import { RecentChampions } from "./components/RecentChampions";
import { TitlesChart } from "./components/TitlesChart";
import { TrophyIcon } from "./components/TrophyIcon";
import {
  championshipFormat,
  finalScore,
  formatDate,
  foundedYear,
  mostTitles,
  resultLocation,
  runnerUpName,
  streakText,
  winnerName,
  yearsActive,
} from "./lib/format";
import type { ChampionRecord, ChampionshipResult, ChampionshipStats } from "@/lib/championships/types";

const numberFormat = new Intl.NumberFormat("en-US");

/** Championship detail. */
export default function ChampionshipDetailPage() {
  const { slug } = useParams();
  const championship = useChampionship(slug);
  const ok = championship.isSuccess;
  const games = useChampionshipGames(slug, { enabled: ok });
  const stats = useChampionshipStats(slug, { enabled: ok });
  const champions = useChampionshipChampions(slug, { enabled: ok });
  const c = championship.data;
  useDocumentTitle(c?.name ?? (championship.isError ? "Championship Not Found" : "Championship"));

  if (championship.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Spinner label="Loading championship…" />
      </div>
    );
  }
  if (championship.isError || !c) {
    const notFound = !isApiError(championship.error) || championship.error.isNotFound;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        {notFound ? <NotFound /> : (
          <ErrorState
            headingLevel={1}
            title="Failed to Load Data"
            message={errorMessage(championship.error)}
            onRetry={() => void championship.refetch()}
          />
        )}
      </div>
    );
  }

  const latest = games.data?.results[0];
  const format = games.isSuccess ? championshipFormat(latest) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumb items={[{ label: "Championships", to: "/championships" }, { label: c.name }]} />

      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
          <TrophyIcon className="size-8" />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{c.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            {c.sport?.name && <Badge tone="primary">{c.sport.name}</Badge>}
            {c.level?.name && <Badge tone="secondary">{c.level.name}</Badge>}
            {yearsActive(c) && <Badge tone="neutral">{yearsActive(c)}</Badge>}
            {c.trophy_name && <Badge tone="accent">{c.trophy_name}</Badge>}
          </div>
          {c.description && <p className="mt-3 max-w-3xl text-secondary-700">{c.description}</p>}
        </div>
      </header>

      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Founded" value={foundedYear(c)} />
        <Tile
          label="Total games"
          value={stats.data ? numberFormat.format(stats.data.total_games) : stats.isError ? "N/A" : null}
          hint={stats.data?.total_games_basis === "results" ? "title results on record" : undefined}
        />
        <Tile label="Teams competing" value={stats.data ? numberFormat.format(stats.data.total_teams) : stats.isError ? "N/A" : null} />
        <Tile label="Format" value={format ?? (games.isError ? "N/A" : null)} small />
      </dl>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="current-champion" className="rounded-lg border border-accent-200 bg-linear-to-br from-accent-50 to-white p-6 shadow-sm lg:col-span-2">
          <h2 id="current-champion" className="text-sm font-semibold uppercase tracking-wide text-accent-900">
            Current champion
          </h2>
          {games.isPending ? (
            <CardSkeleton label="Loading the current champion…" />
          ) : games.isError ? (
            <p className="mt-3 text-sm text-secondary-700">{errorMessage(games.error, "Failed to load results")}</p>
          ) : latest ? (
            <CurrentChampion result={latest} record={champions.data?.find((r) => r.year === latest.year)} />
          ) : (
            <p className="mt-3 text-sm text-secondary-700">No results recorded yet.</p>
          )}
        </section>
        <section aria-labelledby="records" className="rounded-lg border border-secondary-200 bg-white p-6 shadow-sm">
          <h2 id="records" className="text-sm font-semibold uppercase tracking-wide text-secondary-700">
            Records
          </h2>
          {stats.isPending ? (
            <CardSkeleton label="Loading records…" />
          ) : stats.isError ? (
            <p className="mt-3 text-sm text-secondary-700">{errorMessage(stats.error, "Failed to load statistics")}</p>
          ) : (
            <Records stats={stats.data} />
          )}
        </section>
      </div>

      <section aria-labelledby="recent-champions" className="mt-10">
        <h2 id="recent-champions" className="text-2xl font-bold tracking-tight text-secondary-900">
          Recent champions
        </h2>
        <div className="mt-4">
          {games.isPending ? (
            <Spinner label="Loading recent champions…" />
          ) : games.isError ? (
            <ErrorState message={errorMessage(games.error)} onRetry={() => void games.refetch()} />
          ) : games.data.results.length ? (
            <RecentChampions results={games.data.results} />
          ) : (
            <p className="text-sm text-secondary-700">No results recorded yet.</p>
          )}
        </div>
      </section>

      {stats.data?.team_championships && stats.data.team_championships.length > 0 && (
        <section className="mt-10 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-6">
          <TitlesChart rows={stats.data.team_championships} championshipName={c.name} />
        </section>
      )}
    </div>
  );
}

function NotFound() {
  return (
    <section className="flex flex-col items-center rounded-lg border border-secondary-200 bg-white px-4 py-16 text-center">
      <TrophyIcon className="mb-4 size-10 text-secondary-400" />
      <h1 className="text-2xl font-bold text-secondary-900">Championship Not Found</h1>
      <p className="mt-2 text-secondary-600">We couldn't find details for this championship.</p>
      <Link to="/championships" className="mt-6 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        Back to Championships
      </Link>
    </section>
  );
}

function Tile({ label, value, hint, small = false }: { label: string; value: ReactNode; hint?: string; small?: boolean }) {
  return (
    <div className="rounded-lg border border-secondary-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs font-medium uppercase tracking-wide text-secondary-600">{label}</dt>
      <dd className={`mt-1 font-bold text-secondary-900 ${small ? "text-base sm:text-lg" : "text-2xl"}`}>
        {value ?? (
          <>
            <span aria-hidden="true" className="inline-block h-6 w-16 animate-pulse rounded bg-secondary-200 align-middle" />
            <span className="sr-only">Loading</span>
          </>
        )}
        {hint && <span className="mt-0.5 block text-xs font-normal text-secondary-600">{hint}</span>}
      </dd>
    </div>
  );
}

function TeamName({ slug, name }: { slug?: string | null; name: string }) {
  return slug ? (
    <Link to={`/teams/${encodeURIComponent(slug)}`} className="hover:underline">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

function CurrentChampion({ result: r, record }: { result: ChampionshipResult; record?: ChampionRecord }) {
  const runnerUp = runnerUpName(r);
  const score = finalScore(r);
  const facts: [string, string | null | undefined][] = [
    ["Season", r.season?.name],
    ["Date", formatDate(r.game_date)],
    ["Location", resultLocation(r)],
    ["MVP", r.mvp],
    ["Coach", record?.coach || r.winning_coach],
    ["Record", record?.record],
  ];
  return (
    <div className="mt-3">
      <p className="flex items-baseline gap-3">
        <span className="text-4xl font-extrabold tabular-nums text-accent-900">{r.year}</span>
        <span className="text-2xl font-bold text-secondary-900 sm:text-3xl">
          <TeamName slug={r.winner?.slug} name={winnerName(r)} />
        </span>
      </p>
      {(runnerUp || score) && (
        <p className="mt-2 text-secondary-700">
          {runnerUp && (
            <>
              Defeated <TeamName slug={r.runner_up?.slug} name={runnerUp} />
            </>
          )}
          {runnerUp && score && " · "}
          {score}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {facts
          .filter(([, v]) => !!v)
          .map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs uppercase tracking-wide text-secondary-600">{k}</dt>
              <dd className="mt-0.5 font-medium text-secondary-900">{v}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

function Records({ stats }: { stats: ChampionshipStats }) {
  const top = mostTitles(stats.team_championships);
  const streak = streakText(stats.longest_streak);
  return (
    <dl className="mt-3 space-y-4">
      <div>
        <dt className="text-xs uppercase tracking-wide text-secondary-600">Most titles</dt>
        <dd className="mt-0.5 text-secondary-900">
          {top ? (
            <>
              <span className="font-semibold">
                {top.teams.map((t, i) => (
                  <span key={t.team_id ?? t.team__name}>
                    {i > 0 && (i === top.teams.length - 1 ? " and " : ", ")}
                    <TeamName slug={t.team__slug} name={t.team__name} />
                  </span>
                ))}
              </span>{" "}
              <span className="text-secondary-700">
                ({top.count} {top.count === 1 ? "title" : "titles"}
                {top.teams.length > 1 ? " each" : ""})
              </span>
            </>
          ) : (
            "N/A"
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-wide text-secondary-600">Longest streak</dt>
        <dd className="mt-0.5 text-secondary-900">
          {stats.longest_streak && streak ? (
            <>
              <span className="font-semibold">
                <TeamName slug={stats.longest_streak.team_slug} name={stats.longest_streak.team} />
              </span>{" "}
              <span className="text-secondary-700">{streak}</span>
            </>
          ) : (
            "N/A"
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-wide text-secondary-600">Highest score</dt>
        <dd className="mt-0.5 text-secondary-900">
          {stats.highest_score != null ? (
            <>
              <span className="font-semibold">{stats.highest_score}</span>
              {stats.highest_score_team && (
                <span className="text-secondary-700">
                  {" "}
                  by {stats.highest_score_team}
                  {stats.highest_score_year ? ` (${stats.highest_score_year})` : ""}
                </span>
              )}
            </>
          ) : (
            "N/A"
          )}
        </dd>
      </div>
    </dl>
  );
}
