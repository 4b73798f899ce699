import { ListSkeleton } from "@/components/Skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLeagueInsights } from "./api/get-league-insights";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { AnalyticsPage } from "./components/Layout";
import { formatChange, leagueLabel, trendValue } from "./lib/format";

const DIR = { up: "▲ Up", down: "▼ Down" } as Record<string, string>;

/** /analytics/trends: each league's trends, ten seasons ago, last season and this season side by side. */
export default function TrendsPage() {
  useDocumentTitle("League Trends");
  const q = useLeagueInsights();
  if (q.isError) return <AnalyticsUnavailable onRetry={() => q.refetch()} />;
  return (
    <AnalyticsPage title="League Trends" lead="Scoring, home wins, close games and overtime: the latest season against the one before and ten seasons earlier.">
      {q.isPending ? (
        <div className="mt-6"><ListSkeleton rows={8} label="Loading league trends…" /></div>
      ) : (
        <div className="mt-6 space-y-8">
          {q.data.sports.filter((s) => s.trends.length > 0).map((s) => {
            const id = `trends-${s.sport.slug}-${s.level.slug}`;
            return (
              <section key={id} aria-labelledby={id} className="rounded-lg border border-secondary-200 bg-white shadow-sm">
                <h2 id={id} className="border-b border-secondary-100 px-5 py-3 text-lg font-semibold text-secondary-900">
                  {leagueLabel(s.sport.slug, s.level.slug)}
                </h2>
                <div className="overflow-x-auto">
                  <table className="min-w-full text-sm">
                    <caption className="sr-only">{leagueLabel(s.sport.slug, s.level.slug)} trends</caption>
                    <thead className="bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
                      <tr>
                        <th scope="col" className="px-5 py-2 text-left">Trend</th>
                        <th scope="col" className="px-3 py-2 text-right">Ten seasons earlier</th>
                        <th scope="col" className="px-3 py-2 text-right">Previous season</th>
                        <th scope="col" className="px-3 py-2 text-right">Latest season</th>
                        <th scope="col" className="px-5 py-2 text-right">Change</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-secondary-100">
                      {s.trends.map((t) => (
                        <tr key={t.key}>
                          <th scope="row" className="px-5 py-2 text-left font-medium text-secondary-900">
                            {t.title}
                            <span className="block text-xs font-normal text-secondary-600">{t.unit}, {t.games.toLocaleString("en-US")} games</span>
                          </th>
                          <td className="px-3 py-2 text-right tabular-nums">{trendValue(t.ten_years_ago, t.unit)}<span className="block text-xs text-secondary-500">{t.ten_years_ago_season}</span></td>
                          <td className="px-3 py-2 text-right tabular-nums">{trendValue(t.previous, t.unit)}<span className="block text-xs text-secondary-500">{t.previous_season}</span></td>
                          <td className="px-3 py-2 text-right font-semibold tabular-nums">{trendValue(t.current, t.unit)}<span className="block text-xs font-normal text-secondary-500">{t.season}</span></td>
                          <td className={`px-5 py-2 text-right tabular-nums ${t.direction === "up" ? "text-green-800" : t.direction === "down" ? "text-red-800" : "text-secondary-700"}`}>
                            {DIR[t.direction] ?? "Level"} {formatChange(t.change_percent)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            );
          })}
        </div>
      )}
    </AnalyticsPage>
  );
}
