import { Badge } from "@/components/Badge";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { PageHeader } from "@/components/PageHeader";
import { useDataQuality } from "./api/get-data-quality";
import { DimensionCard } from "./components/DimensionCard";
import { CoverageTable } from "./components/CoverageTable";
import { FreshnessTable } from "./components/FreshnessTable";
import { HealthBar } from "./components/HealthBar";
import { ScopesTable } from "./components/ScopesTable";
import { SourcesTable } from "./components/SourcesTable";
import { count, day, fmt, statusLabel, statusTone } from "./lib/quality";

/**
 * Data quality monitor: completeness, accuracy,
 * freshness and consistency measured by the server from the database
 * (GET /api/data-quality/, once per import), each figure with the rows it
 * counts, and the source files the rows came from. Never fixed figures.
 */
export default function DataQualityPage() {
  useDocumentTitle("Data Quality");
  const site = useSite();
  const q = useDataQuality();
  const data = q.data;
  const lastImport = data?.scopes.map((s) => s.last_import).filter((x): x is string => !!x).sort().at(-1) ?? null;
  const games = data?.scopes.reduce((n, s) => n + s.games, 0) ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader title="Data Quality">
        {`How complete, accurate, current and consistent ${site.name}'s data is, measured from the database after each import: every figure counts rows.`}
      </PageHeader>
      {q.isPending ? (
        <Spinner label="Measuring the data…" />
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error, "An error occurred")} onRetry={() => q.refetch()} className="mt-8" />
      ) : !data || data.scopes.length === 0 ? (
        <EmptyState variant="data" className="mt-8" />
      ) : (
        <>
          <section aria-labelledby="dq-overall" className="mt-8 rounded-lg border border-secondary-200 bg-white p-6 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="dq-overall" className="text-lg font-semibold text-secondary-900">
                Overall data health
              </h2>
              <Badge tone={statusTone(data.status)}>{statusLabel(data.status)}</Badge>
            </div>
            <p className="mt-2 text-4xl font-extrabold tabular-nums text-secondary-900">{fmt(data.overall)}</p>
            <HealthBar value={data.overall} label="Overall data health" />
            <p className="mt-3 text-sm text-secondary-600">
              The mean of the four scores below, each the mean of its figures. {count(games)} games checked; last import {day(lastImport)}.
            </p>
          </section>
          <section aria-label="Measured figures" className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {data.dimensions.map((d) => (
              <DimensionCard key={d.key} dimension={d} />
            ))}
          </section>
          {data.scopes.length > 1 && <ScopesTable scopes={data.scopes} />}
          <CoverageTable scopes={data.scopes} />
          <FreshnessTable />
          <SourcesTable sources={data.sources} showScope={data.scopes.length > 1} />
        </>
      )}
    </div>
  );
}
