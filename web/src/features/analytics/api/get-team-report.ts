import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE } from "../types";

/** A team's report (JSON): sections of named figures. */
export type TeamReport = Record<string, unknown>;

export function getTeamReport(teamId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<TeamReport>(`${ANALYTICS_BASE}/reports/team_report/`, { team_id: teamId, format: "json" }, { signal, siteFilters: false });
}

export const teamReportQueryOptions = (teamId: string) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "team-report", teamId], queryFn: ({ signal }) => getTeamReport(teamId, { signal }) });

export const useTeamReport = (teamId: string) => useQuery(teamReportQueryOptions(teamId));
