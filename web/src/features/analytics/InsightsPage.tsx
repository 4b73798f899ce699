import { ListSkeleton } from "@/components/Skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLeagueInsights } from "./api/get-league-insights";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { HighlightList, TrendList } from "./components/InsightLists";
import { AnalyticsPage, Panel } from "./components/Layout";
import { leagueLabel } from "./lib/format";

/** /analytics/insights: every league trend and highlight of the latest season (per league on the hub). */
export default function InsightsPage() {
  useDocumentTitle("League Insights");
  const q = useLeagueInsights();
  if (q.isError) return <AnalyticsUnavailable onRetry={() => q.refetch()} />;
  const scopes = q.data?.sports ?? [];
  return (
    <AnalyticsPage title="League Insights" lead="How the latest season compares with the one before and with ten seasons earlier, and the season's standout teams, games and players.">
      {q.isPending ? (
        <div className="mt-6"><ListSkeleton rows={8} label="Loading league insights…" /></div>
      ) : (
        <div className="mt-6 space-y-8">
          {scopes.map((s) => {
            const id = `insights-${s.sport.slug}-${s.level.slug}`;
            return (
              <section key={id} aria-labelledby={id} className="space-y-4">
                <h2 id={id} className="text-xl font-semibold text-secondary-900">
                  {leagueLabel(s.sport.slug, s.level.slug)} {s.season ? <span className="font-normal text-secondary-600">· {s.season.label}</span> : null}
                </h2>
                <div className="grid gap-6 lg:grid-cols-2">
                  <Panel id={`${id}-trends`} title="Trends">
                    <TrendList trends={s.trends} detailed />
                  </Panel>
                  <Panel id={`${id}-highlights`} title="Highlights">
                    <HighlightList highlights={s.highlights} />
                  </Panel>
                </div>
              </section>
            );
          })}
        </div>
      )}
    </AnalyticsPage>
  );
}
