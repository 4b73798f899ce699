import { useState } from "react";
import { Link } from "react-router";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTeamStats } from "./api/get-team-stats";
import { AnalyticsPage, secondaryButtonClass } from "./components/Layout";
import { downloadFile } from "./lib/download";
import { ANALYTICS_BASE } from "./types";

interface Download {
  title: string;
  text: string;
  path: string;
  file: string;
  formats: ("json" | "csv")[];
}

const DOWNLOADS: Download[] = [
  { title: "League Dashboard", text: "Games, scoring, top team and players of the latest season against the one before.", path: "reports/league_dashboard/", file: "league-dashboard", formats: ["json", "csv"] },
  { title: "Performance Summary", text: "Every team's regular season: record, points for and against, home and away, with league totals.", path: "reports/performance_summary/", file: "performance-summary", formats: ["json", "csv"] },
  { title: "Team Stats Export", text: "The team stats table: records, splits, points and streaks.", path: "export/team_stats/", file: "team-stats", formats: ["csv", "json"] },
  { title: "Player Stats Export", text: "The player stats table of the latest season.", path: "export/player_stats/", file: "player-stats", formats: ["csv", "json"] },
];

/** /analytics/reports: the report and export downloads, and a team's report. */
export default function ReportsPage() {
  useDocumentTitle("Reports");
  const teams = useTeamStats();
  const [team, setTeam] = useState("");
  const get = async (d: Download, format: "json" | "csv") => {
    const ok = await downloadFile(`${ANALYTICS_BASE}/${d.path}`, { format }, `${d.file}.${format}`);
    if (ok) toast.success(`${d.title} downloaded`);
  };
  const options = [...(teams.data ?? [])].sort((a, b) => a.team_name.localeCompare(b.team_name)).map((t) => ({ value: t.team_id, label: t.team_name }));
  return (
    <AnalyticsPage title="Reports & Exports" lead="Download the league's reports and the statistics tables, as JSON or CSV, computed from the dataset at the moment you ask.">
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {DOWNLOADS.map((d) => (
          <li key={d.path} className="flex flex-col rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-secondary-900">{d.title}</h2>
            <p className="mt-1 flex-1 text-sm text-secondary-600">{d.text}</p>
            <div className="mt-4 flex gap-2">
              {d.formats.map((f) => (
                <button key={f} type="button" className={secondaryButtonClass} onClick={() => get(d, f)}>
                  Download {f.toUpperCase()}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <section aria-labelledby="team-report" className="mt-6 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
        <h2 id="team-report" className="text-lg font-semibold text-secondary-900">Team Report</h2>
        <p className="mt-1 text-sm text-secondary-600">One team's season in figures, with its trends.</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-80">
            <FilterSelect label="Team" value={team} allLabel={teams.isPending ? "Loading teams…" : "Select a team"} options={options} onChange={setTeam} />
          </div>
          {team && (
            <div className="flex gap-4 pb-2 text-sm font-semibold">
              <Link to={`/analytics/team/${team}/report`} className="text-primary-800 hover:underline">Open report</Link>
              <Link to={`/analytics/team/${team}/trends`} className="text-primary-800 hover:underline">Trends</Link>
            </div>
          )}
        </div>
      </section>
    </AnalyticsPage>
  );
}
