export interface NavLinkItem {
  to: string;
  label: string;
}

/** Header links. */
export const headerLinks: NavLinkItem[] = [
  { to: "/scores", label: "Scores" },
  { to: "/seasons", label: "Seasons" },
  { to: "/teams", label: "Teams" },
  { to: "/players", label: "Players" },
  { to: "/coaches", label: "Coaches" },
  { to: "/analytics", label: "Explore Data" },
];

/** Footer links. */
export const footerLinks: { title: string; links: NavLinkItem[] }[] = [
  {
    title: "Explore",
    links: [
      { to: "/championships", label: "Championships" },
      { to: "/teams", label: "Teams" },
      { to: "/seasons", label: "Seasons" },
      { to: "/standings", label: "Standings" },
      { to: "/scores", label: "Scores" },
    ],
  },
  {
    title: "People",
    links: [
      { to: "/players", label: "Players" },
      { to: "/coaches", label: "Coaches" },
    ],
  },
  {
    // Where the numbers come from (files, licences, what each covers),
    // and the screens that ask the whole history questions (finders, season odds).
    title: "Data",
    links: [
      { to: "/data-quality#dq-sources", label: "Data Sources" },
      { to: "/glossary", label: "Glossary" },
      { to: "/finders", label: "Finders" },
      { to: "/analytics/season-odds", label: "Season Odds" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy" },
      { to: "/terms", label: "Terms" },
      { to: "/cookies", label: "Cookies" },
    ],
  },
];
