import { Link } from "react-router";
import { useChampionsCount } from "../api/get-champions";
import { useHomeChampionships } from "../api/get-championships";
import { RECENT_WINDOW_DAYS, useRecentGamesCount } from "../api/get-games";
import { useLatestGame } from "../api/get-recent-games";
import { useTeamsCount } from "../api/get-teams-count";
import { activeCount, formatDay, formatNumber } from "../lib/figures";
import { FigureValue } from "./Figure";

/** The four live counts: championships, teams, champions, recent games; each links to its screen. */
export function LiveCounts() {
  const championships = useHomeChampionships();
  const teams = useTeamsCount();
  const champions = useChampionsCount();
  const latest = useLatestGame();
  const latestDate = latest.data?.game_date ?? null;
  const recent = useRecentGamesCount(latestDate);
  const latestDay = formatDay(latestDate);

  const cards = [
    {
      label: "Championships",
      to: "/championships",
      value: championships.data ? formatNumber(championships.data.count) : null,
      pending: championships.isPending,
      note: championships.data ? `${formatNumber(activeCount(championships.data.results))} still contested` : "Titles we track",
    },
    {
      label: "Teams",
      to: "/teams",
      value: teams.data != null ? formatNumber(teams.data) : null,
      pending: teams.isPending,
      note: "Franchises across every era",
    },
    {
      label: "Champions",
      to: "/champions",
      value: champions.data != null ? formatNumber(champions.data) : null,
      pending: champions.isPending,
      note: "Title winners on record",
    },
    {
      label: "Recent games",
      to: "/scores",
      value: recent.data != null ? formatNumber(recent.data) : latest.isSuccess && !latestDate ? "0" : null,
      pending: latest.isPending || (!!latestDate && recent.isPending),
      note: latestDay ? `Final in the ${RECENT_WINDOW_DAYS} days to ${latestDay}` : latest.isSuccess ? "No games on record" : "Latest results",
    },
  ];

  return (
    <section aria-labelledby="live-counts" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="live-counts" className="text-2xl font-bold tracking-tight text-secondary-900">
        Live from the database
      </h2>
      <p className="mt-1 text-secondary-600">Counted from the data every time you load the page.</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map((c) => (
          <li key={c.label}>
            <Link
              to={c.to}
              className="group flex h-full flex-col rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-5 transition hover:border-primary-300 hover:shadow-md"
            >
              <span className="text-sm font-medium text-secondary-600">{c.label}</span>
              <span className="mt-1 text-3xl font-bold tabular-nums text-secondary-900">
                <FigureValue value={c.value} pending={c.pending} />
              </span>
              <span className="mt-2 text-sm text-secondary-600">{c.note}</span>
              <span className="mt-auto pt-3 text-sm font-semibold text-primary-700 group-hover:text-primary-800">
                View {c.label.toLowerCase()} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
