/** The features and plans shown on /features. */

export type FeatureCategory = "analytics" | "data" | "tracking" | "teams";

export const CATEGORIES: { id: "all" | FeatureCategory; label: string }[] = [
  { id: "all", label: "All" },
  { id: "analytics", label: "Analytics" },
  { id: "data", label: "Data" },
  { id: "tracking", label: "Tracking" },
  { id: "teams", label: "Teams" },
];

export interface Feature {
  title: string;
  description: string;
  category: FeatureCategory;
  to: string;
}

export const FEATURES: Feature[] = [
  { title: "Game predictions", description: "Win probabilities for any matchup from team ratings built on past results.", category: "analytics", to: "/analytics/predictions" },
  { title: "Player comparison", description: "Two players side by side, stat by stat, with where each one has the edge.", category: "analytics", to: "/analytics/comparisons" },
  { title: "Team and player statistics", description: "Sortable season tables computed from every final game.", category: "analytics", to: "/analytics" },
  { title: "Championship history", description: "Every title game or series, with scores, venues and MVPs where recorded.", category: "data", to: "/championships" },
  { title: "Season directory", description: "Every league season with its champion, teams, final standings and playoff bracket.", category: "data", to: "/seasons" },
  { title: "Measured data quality", description: "How complete and current the data is, measured live from the API.", category: "data", to: "/data-quality" },
  { title: "Scores and results", description: "Results and schedules by date, with the details of each game.", category: "tracking", to: "/scores" },
  { title: "Standings", description: "Standings for any season, with home, away, division and conference records.", category: "tracking", to: "/standings" },
  { title: "Champions by year", description: "Who won what, year by year, across every league we cover.", category: "tracking", to: "/champions" },
  { title: "Team pages", description: "Franchise history across names and cities, rosters and schedules per season.", category: "teams", to: "/teams" },
  { title: "Team comparison", description: "Head-to-head record and season figures for any two teams from real games.", category: "teams", to: "/teams/compare" },
  { title: "Coaches and players", description: "Careers, records and awards of the people behind the teams.", category: "teams", to: "/players" },
];

export type PlanState = "available" | "coming-soon";

export interface Plan {
  name: "Free" | "Pro" | "Enterprise";
  price: string;
  period?: string;
  description: string;
  features: string[];
  cta: string;
  state: PlanState;
  popular?: boolean;
}

export const PLANS: Plan[] = [
  {
    name: "Free",
    price: "$0",
    period: "forever",
    description: "Everything on the site, for every fan.",
    features: ["All championships, seasons, standings and scores", "Team, player and coach pages", "Analytics and predictions", "Shareable links for every view"],
    cta: "Get Started",
    state: "available",
  },
  {
    name: "Pro",
    price: "$9.99",
    period: "per month",
    description: "For analysts who work with the numbers every day.",
    features: ["Everything in Free", "CSV exports of every table", "Higher API rate limits", "Saved views and alerts"],
    cta: "Start Free Trial",
    state: "coming-soon",
    popular: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    description: "For media and teams that build on the data.",
    features: ["Everything in Pro", "Bulk data access", "Self-hosting support", "Dedicated support"],
    cta: "Contact Sales",
    state: "coming-soon",
  },
];
