import { Badge } from "@/components/Badge";
import type { QualitySource } from "../api/get-data-quality";
import { count, day, statusLabel, statusTone } from "../lib/quality";

/** One row per shipped file and competition: rows imported, latest season, last import, status, licence. */
export function SourcesTable({ sources, showScope }: { sources: readonly QualitySource[]; showScope: boolean }) {
  return (
    <section aria-labelledby="dq-sources" className="mt-10">
      <h2 id="dq-sources" className="text-xl font-semibold text-secondary-900">
        Sources
      </h2>
      <p className="mt-1 text-sm text-secondary-600">
        Every public file the rows were imported from, as the dataset's README lists it. Active sources reach the latest season; maintenance sources are closed history.
      </p>
      <div className="mt-4 overflow-x-auto rounded-lg border border-secondary-200 bg-white shadow-sm">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Data sources</caption>
          <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">Source</th>
              {showScope && <th scope="col" className="px-3 py-2.5 font-semibold">Competition</th>}
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">Rows</th>
              <th scope="col" className="whitespace-nowrap px-3 py-2.5 text-right font-semibold">Latest season</th>
              <th scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">Last import</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">Status</th>
              <th scope="col" className="px-4 py-2.5 font-semibold">Licence</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-secondary-100">
            {sources.map((s) => (
              <tr key={`${s.sport.slug}-${s.level.slug}-${s.name}`} className="align-top">
                <th scope="row" className="max-w-[16rem] px-4 py-2.5 font-medium text-secondary-900">
                  <span className="break-words">{s.name}</span>
                  <span className="block break-words text-xs font-normal text-secondary-600">{s.origin}</span>
                </th>
                {showScope && (
                  <td className="whitespace-nowrap px-3 py-2.5">
                    {s.sport.name}
                    <span className="block text-xs text-secondary-600">{s.level.name}</span>
                  </td>
                )}
                <td className="px-3 py-2.5 text-right tabular-nums">{count(s.rows)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{s.last_season || "—"}</td>
                <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">{day(s.last_import)}</td>
                <td className="px-3 py-2.5">
                  <Badge tone={statusTone(s.status)}>{statusLabel(s.status)}</Badge>
                </td>
                <td className="min-w-[12rem] max-w-[20rem] px-4 py-2.5 text-secondary-700">{s.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
