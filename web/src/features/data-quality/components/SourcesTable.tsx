import { DataTable, type Column } from "@/components/data-table";
import { Badge } from "@/components/Badge";
import type { QualitySource } from "../api/get-data-quality";
import { count, day, statusLabel, statusTone } from "../lib/quality";
import { cardTable } from "./table-parts";

/** One row per shipped file and competition: rows imported, latest season, last import, status, licence. */
export function SourcesTable({ sources, showScope }: { sources: readonly QualitySource[]; showScope: boolean }) {
  const columns: Column<QualitySource>[] = [
    {
      key: "source",
      label: "Source",
      rowHeader: true,
      sticky: true,
      value: (s) => s.name,
      headerClassName: "px-4 py-2.5 font-semibold",
      cellClassName: "max-w-[16rem] px-4 py-2.5 text-secondary-900",
      format: (s) => (
        <>
          <span className="break-words">{s.publisher}</span>
          <span className="block break-words text-xs font-normal text-secondary-600">{s.name}</span>
          <span className="block break-words text-xs font-normal text-secondary-600">{s.origin}</span>
        </>
      ),
    },
    ...(showScope
      ? [
          {
            key: "competition",
            label: "Competition",
            value: (s: QualitySource) => `${s.sport.name} ${s.level.name}`,
            cellClassName: "whitespace-nowrap px-3 py-2.5",
            format: (s: QualitySource) => (
              <>
                {s.sport.name}
                <span className="block text-xs text-secondary-600">{s.level.name}</span>
              </>
            ),
          },
        ]
      : []),
    { key: "rows", label: "Rows", numeric: true, value: (s) => s.rows, format: (s) => count(s.rows) },
    { key: "last_season", label: "Latest season", numeric: true, headerClassName: "whitespace-nowrap px-3 py-2.5 font-semibold", value: (s) => s.last_season || null },
    { key: "last_import", label: "Last import", headerClassName: "whitespace-nowrap px-3 py-2.5 font-semibold", cellClassName: "whitespace-nowrap px-3 py-2.5 tabular-nums", value: (s) => s.last_import, format: (s) => day(s.last_import) },
    { key: "status", label: "Status", value: (s) => statusLabel(s.status), format: (s) => <Badge tone={statusTone(s.status)}>{statusLabel(s.status)}</Badge> },
    { key: "licence", label: "Licence", value: (s) => s.licence, headerClassName: "px-4 py-2.5 font-semibold", cellClassName: "min-w-[12rem] max-w-[20rem] px-4 py-2.5 text-secondary-700" },
  ];
  return (
    <section aria-labelledby="dq-sources" className="mt-10">
      <h2 id="dq-sources" className="text-xl font-semibold text-secondary-900">
        Sources
      </h2>
      <p className="mt-1 text-sm text-secondary-600">
        Every public file the rows were imported from, as the dataset's README lists it. Active sources reach the latest season; maintenance sources are closed history.
      </p>
      <DataTable {...cardTable} caption="Data sources" columns={columns} rows={sources} rowKey={(s) => `${s.sport.slug}-${s.level.slug}-${s.name}`} rowClassName={() => "align-top"} />
    </section>
  );
}
