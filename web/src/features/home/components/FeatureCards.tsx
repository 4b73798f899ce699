import type { ReactNode } from "react";
import { Link } from "react-router";

interface Feature {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** The feature cards: analytics, data quality, features, champions, standings, seasons. */
export const FEATURES: Feature[] = [
  {
    to: "/analytics",
    title: "Analytics",
    text: "Team and player statistics, trends, comparisons and predictions computed from the games on record.",
    icon: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  },
  {
    to: "/data-quality",
    title: "Data Quality",
    text: "How complete and consistent the data is, measured rather than claimed, with its sources.",
    icon: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  },
  {
    to: "/features",
    title: "Features",
    text: "What each screen offers, from championship history to live scores.",
    icon: <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8L3.5 9.2l5.9-.9z" />,
  },
  {
    to: "/champions",
    title: "Champions",
    text: "Every title winner, year by year, with record, coach, season and the team they beat.",
    icon: <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />,
  },
  {
    to: "/standings",
    title: "Standings",
    text: "Standings computed from final regular-season games, by league, conference and division.",
    icon: <path d="M4 6h16M4 12h10M4 18h6" />,
  },
  {
    to: "/seasons",
    title: "Seasons",
    text: "Each season's dates, champion, best record and games, as far back as the data goes.",
    icon: (
      <>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </>
    ),
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="features" className="text-2xl font-bold tracking-tight text-secondary-900">
        Explore the almanac
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.to}>
            <Link
              to={f.to}
              className="group flex h-full gap-4 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm transition hover:border-primary-300 hover:shadow-md"
            >
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-700">
                <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
                  {f.icon}
                </svg>
              </span>
              <span>
                <span className="block font-semibold text-secondary-900 group-hover:text-primary-800">{f.title}</span>
                <span className="mt-1 block text-sm text-secondary-600">{f.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
