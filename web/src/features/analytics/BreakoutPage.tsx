import { EmptyState } from "@/components/EmptyState";
import { ListSkeleton } from "@/components/Skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useBreakoutCandidates } from "./api/get-breakout-candidates";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { BreakoutList } from "./components/InsightLists";
import { AnalyticsPage } from "./components/Layout";

/** /analytics/breakout: players whose production rose most against the season before. */
export default function BreakoutPage() {
  useDocumentTitle("Breakout Candidates");
  const site = useSite();
  const q = useBreakoutCandidates(!!site.sport);
  if (q.isError) return <AnalyticsUnavailable onRetry={() => q.refetch()} />;
  return (
    <AnalyticsPage title="Breakout Candidates" lead={q.data ? `Players whose ${q.data.metric} rose the most from ${q.data.season - 1} to ${q.data.season} (at least ${q.data.min_games} games in both seasons).` : "Players whose production rose the most against their previous season."}>
      <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
        {!site.sport ? (
          <EmptyState variant="players" headingLevel={2} title="Choose a sport" description="Breakout candidates are found within one league: open this page on a sport's site." />
        ) : q.isPending ? (
          <ListSkeleton rows={8} label="Loading breakout candidates…" />
        ) : q.data.results.length === 0 ? (
          <EmptyState variant="players" headingLevel={2} description="No breakout candidates this season." />
        ) : (
          <BreakoutList candidates={q.data.results} />
        )}
      </div>
    </AnalyticsPage>
  );
}
