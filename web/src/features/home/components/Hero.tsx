import { Link } from "react-router";
import { useSite } from "@/lib/use-site";
import { useHomeChampionships } from "../api/get-championships";
import { useGamesOverview } from "../api/get-games";
import { useLatestGame } from "../api/get-recent-games";
import { useTeamsCount } from "../api/get-teams-count";
import { dataCoverage, formatNumber } from "../lib/figures";
import { FigureValue } from "./Figure";

/**
 * The hero: the site's name and sport-specific headline, and four figures
 * measured from the data (never fixed marketing numbers):
 * championships, teams, games on record (the data points) and the years the
 * data covers (in place of '24/7 live updates').
 */
export function Hero() {
  const site = useSite();
  const championships = useHomeChampionships();
  const teams = useTeamsCount();
  const games = useGamesOverview();
  const latest = useLatestGame();
  const coverage =
    championships.isSuccess || games.isSuccess
      ? dataCoverage({ earliestGame: games.data?.earliest, latestGame: latest.data?.game_date, championships: championships.data?.results })
      : null;

  const figures = [
    { label: "Championships", value: championships.data ? formatNumber(championships.data.count) : null, pending: championships.isPending },
    { label: "Teams", value: teams.data != null ? formatNumber(teams.data) : null, pending: teams.isPending },
    { label: "Games on record", value: games.data ? formatNumber(games.data.count) : null, pending: games.isPending },
    {
      label: "Years of data",
      value: coverage ? (coverage.from === coverage.to ? String(coverage.from) : `${coverage.from}–${coverage.to}`) : null,
      pending: championships.isPending || games.isPending,
    },
  ];

  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-primary-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-primary-700),transparent_60%)] opacity-70" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <h1 id="home-title" className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-300">
          {site.name}
        </h1>
        <p className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">{site.headline}</p>
        <p className="mt-6 max-w-2xl text-lg text-primary-100">{site.description}</p>
        {/* White on the hero's dark primary: the site's accent (the complement of its primary on most sites) clashed with it. */}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/championships"
            className="rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-primary-900 shadow-sm hover:bg-primary-50"
          >
            Explore Championships
          </Link>
          <Link to="/scores" className="rounded-md border border-white/40 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10">
            Latest Scores
          </Link>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="flex flex-col rounded-xl border border-white/15 bg-white/5 px-4 py-5 backdrop-blur-sm">
              <dt className="text-sm font-medium text-primary-100">{f.label}</dt>
              <dd className="order-first mt-1 text-2xl font-bold tabular-nums tracking-tight sm:text-3xl">
                <FigureValue value={f.value} pending={f.pending} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
