import { EmptyState } from "@/components/EmptyState";
import { ListSkeleton } from "@/components/Skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useBreakoutCandidates } from "./api/get-breakout-candidates";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { BreakoutList } from "./components/InsightLists";
import { AnalyticsPage } from "./components/Layout";

/** /analytics/breakout: players whose production rose most against the season before. */
export default function BreakoutPage() {
  useDocumentTitle("Breakout Candidates");
  const q = useBreakoutCandidates();
  if (q.isError) return <AnalyticsUnavailable onRetry={() => q.refetch()} />;
  return (
    <AnalyticsPage title="Breakout Candidates" lead="Players whose scoring rose the most against their previous season.">
      <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
        {q.isPending ? (
          <ListSkeleton rows={8} label="Loading breakout candidates…" />
        ) : q.data.length === 0 ? (
          <EmptyState variant="players" headingLevel={2} description="No breakout candidates this season." />
        ) : (
          <BreakoutList candidates={q.data} />
        )}
      </div>
    </AnalyticsPage>
  );
}
