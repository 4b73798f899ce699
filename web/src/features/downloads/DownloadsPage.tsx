import { DataTable, type Column } from "@/components/data-table";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { PageHeader } from "@/components/PageHeader";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/errors";
import { siteFilters } from "@/lib/site";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { type DownloadFile, useDownloads } from "./api/get-downloads";
import { count, label, scopeTitle, size } from "./format";

const FILE_COLUMNS: Column<DownloadFile>[] = [
  {
    key: "file",
    label: "File",
    rowHeader: true,
    value: (f) => label(f),
    format: (f) => (
      <>
        <a href={f.url} download className="text-primary-700 hover:underline">
          {label(f)}
        </a>
        <span className="block text-xs font-normal text-secondary-500">{f.path}</span>
      </>
    ),
  },
  { key: "rows", label: "Rows", numeric: true, value: (f) => f.rows, format: (f) => (f.rows === null ? "—" : count(f.rows)) },
  { key: "size", label: "Size", numeric: true, cellClassName: "whitespace-nowrap px-4 py-2", value: (f) => f.size, format: (f) => size(f.size) },
  {
    key: "sha256",
    label: "SHA-256",
    className: "hidden md:table-cell",
    cellClassName: "px-4 py-2 font-mono text-xs text-secondary-500",
    value: (f) => f.sha256,
    format: (f) => <span title={f.sha256}>{f.sha256.slice(0, 16)}…</span>,
  },
];

/** Files of one site, or of every sport (site null). */
function FileTable({ title, files }: { title: string; files: DownloadFile[] }) {
  const licence = files[0]?.licence;
  const attribution = files[0]?.attribution ?? [];
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-xl font-semibold text-secondary-900">{title}</h2>
      <DataTable
        className="mt-3 rounded-lg border border-secondary-200 bg-white shadow-sm"
        caption={`Files: ${title}`}
        headerCellClassName="px-4 py-2.5 font-semibold"
        cellClassName="px-4 py-2"
        columns={FILE_COLUMNS}
        rows={files}
        rowKey={(f) => f.path}
      />
      {licence && (
        <div className="mt-3 text-sm text-secondary-700">
          <p>
            <span className="font-semibold">Licence: </span>
            {licence}
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer text-secondary-600">Required attribution</summary>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-secondary-600">
              {attribution.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </section>
  );
}

/**
 * The latest data release (GET /api/downloads/): per site and table CSV
 * and Parquet files, the whole public dataset as SQLite, the data
 * dictionary, the changelog and checksums, each with its licence and the
 * attribution its sources require.
 */
export default function DownloadsPage() {
  useDocumentTitle("Downloads");
  const site = useSite();
  const q = useDownloads();
  const data = q.data;
  const f = siteFilters();
  const sites = [...new Set((data?.files ?? []).map((x) => x.site).filter((s): s is string => !!s))];
  const shown = f.sport__slug ? sites.filter((s) => s === site.id) : sites;
  const whole = (data?.files ?? []).filter((x) => !x.site);
  const sums = data?.release ? "/downloads/files/SHA256SUMS" : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader title="Downloads">
        {`${site.name}'s data as versioned files: CSV and Parquet per table, the whole public dataset as one SQLite file, a data dictionary, a changelog and checksums.`}
      </PageHeader>
      {q.isPending ? (
        <Spinner label="Loading the release…" />
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error, "An error occurred")} onRetry={() => q.refetch()} className="mt-8" />
      ) : !data?.release ? (
        <EmptyState variant="data" title="No release published yet" description="This deployment has not published a data release." className="mt-8" />
      ) : (
        <>
          <section className="mt-8 rounded-lg border border-secondary-200 bg-white p-5 text-sm text-secondary-700 shadow-sm">
            <p>
              <span className="font-semibold text-secondary-900">Release {data.release}</span>, built {data.created?.replace("T", " ").replace("Z", " UTC")}
              {data.previous ? `; changes since release ${data.previous} are in the changelog.` : "; the first release."}
            </p>
            <p className="mt-2">
              An empty CSV field (a Parquet null) means the data does not hold the value; it is never written as 0. Verify files with{" "}
              <code className="rounded bg-secondary-100 px-1">sha256sum -c SHA256SUMS</code>
              {sums && (
                <>
                  {" ("}
                  <a href={sums} className="text-primary-700 hover:underline">
                    SHA256SUMS
                  </a>
                  {")"}
                </>
              )}
              .
            </p>
          </section>
          {shown.map((s) => (
            <FileTable key={s} title={scopeTitle(s)} files={data.files.filter((x) => x.site === s)} />
          ))}
          <FileTable title="Every sport" files={whole} />
        </>
      )}
    </div>
  );
}
