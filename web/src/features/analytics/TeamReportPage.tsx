import { useParams } from "react-router";
import { ErrorState } from "@/components/ErrorState";
import { ListSkeleton } from "@/components/Skeleton";
import { useTeam } from "@/lib/teams/get-team";
import { errorMessage, isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTeamReport } from "./api/get-team-report";
import { AnalyticsPage, LinkButton, secondaryButtonClass } from "./components/Layout";
import { ReportView } from "./components/ReportView";
import { downloadFile } from "./lib/download";
import { ANALYTICS_BASE } from "./types";

/** /analytics/team/:team_id/report: the team report, with JSON and CSV downloads. */
export default function TeamReportPage() {
  const { team_id = "" } = useParams();
  const team = useTeam(team_id);
  const report = useTeamReport(team_id);
  const name = team.data?.name ?? "Team";
  useDocumentTitle(`${name} Report`);
  const slug = team.data?.slug ?? team_id;
  const download = (format: "json" | "csv") => downloadFile(`${ANALYTICS_BASE}/reports/team_report/`, { team_id, format, sport__slug: undefined, level__slug: undefined }, `team-report-${slug}.${format}`);

  return (
    <AnalyticsPage
      title={`${name} Report`}
      crumbs={[{ label: "Team Stats", to: "/analytics/team-stats" }]}
      lead="The team's season in figures, from its games."
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={() => download("json")}>Download JSON</button>
          <button type="button" className={secondaryButtonClass} onClick={() => download("csv")}>Download CSV</button>
          <LinkButton to={`/analytics/team/${team_id}/trends`}>Trends</LinkButton>
        </>
      }
    >
      <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
        {report.isPending ? (
          <ListSkeleton rows={6} label="Loading the team report…" />
        ) : report.isError ? (
          <ErrorState title={isApiError(report.error) && report.error.isNotFound ? "Team Not Found" : "Failed to Load Data"} message={errorMessage(report.error, "The report could not be loaded")} onRetry={() => report.refetch()} />
        ) : (
          <ReportView data={report.data} />
        )}
      </div>
    </AnalyticsPage>
  );
}
