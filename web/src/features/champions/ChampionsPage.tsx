import { useDeferredValue, useId, useMemo, useState } from "react";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState, reloadPage } from "@/components/ErrorState";
import { ListSkeleton } from "@/components/Skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState } from "@/lib/use-url-state";
import { useAllChampions } from "./api/get-champions";
import { ChampionEntry } from "./components/ChampionEntry";
import { filterChampions, groupChampions, summarizeChampions, yearOptions } from "./lib/group";
import { SearchField } from "@/components/filters/SearchField";

/** Years rendered per batch; "Show more years" adds another (keeps ~770 entries fast). */
export const YEARS_PER_BATCH = 15;

const fieldClass =
  "w-full rounded-md border border-secondary-300 bg-white py-2 text-sm text-secondary-900 shadow-sm placeholder:text-secondary-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500";
const numberFormat = new Intl.NumberFormat("en-US");

/** Champions history. */
export default function ChampionsPage() {
  useDocumentTitle("Champions");
  const site = useSite();
  const sportSpecific = site.isSportSpecific;
  const ids = { year: useId(), list: useId() };
  const [search, setSearch] = useUrlState("q", "");
  const [yearParam, setYear] = useUrlState("year", "");
  const year = /^\d{4}$/.test(yearParam) ? Number(yearParam) : null;
  const deferredSearch = useDeferredValue(search);

  const champions = useAllChampions();
  const all = champions.data;
  const years = useMemo(() => yearOptions(all ?? []), [all]);
  const filtered = useMemo(() => filterChampions(all ?? [], { search: deferredSearch, year }), [all, deferredSearch, year]);
  const groups = useMemo(() => groupChampions(filtered, sportSpecific), [filtered, sportSpecific]);
  const summary = useMemo(() => summarizeChampions(filtered), [filtered]);

  const filterKey = `${deferredSearch}|${year ?? ""}`;
  const [batches, setBatches] = useState({ key: filterKey, count: 1 });
  const visibleBatches = batches.key === filterKey ? batches.count : 1;
  const visibleGroups = groups.slice(0, visibleBatches * YEARS_PER_BATCH);
  const [open, setOpen] = useState<number | null>(null);
  const filtering = !!(search.trim() || year);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Champions</h1>
      <p className="mt-2 max-w-2xl text-secondary-600">
        {sportSpecific
          ? `Every champion ${site.name} has on record, year by year.`
          : "Every champion on record across football, basketball, baseball and hockey, year by year."}
      </p>

      <div className="mt-8 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
        <form role="search" aria-label="Filter champions" onSubmit={(e) => e.preventDefault()} className="grid gap-4 sm:grid-cols-[2fr_1fr] sm:items-end">
          <SearchField label="Search champions" value={search} onChange={setSearch} placeholder="Team, city, championship or coach" controls={ids.list} />
          <div>
            <label htmlFor={ids.year} className="block text-sm font-medium text-secondary-700">
              Year
            </label>
            <select id={ids.year} value={year ?? ""} onChange={(e) => setYear(e.target.value)} className={`mt-1 ${fieldClass} pl-3 pr-8`}>
              <option value="">All Years</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
              {year != null && !years.includes(year) && <option value={year}>{year}</option>}
            </select>
          </div>
        </form>
      </div>

      {champions.isPending ? (
        <div className="mt-8">
          <ListSkeleton rows={8} label="Loading championship history…" />
        </div>
      ) : champions.isError ? (
        <ErrorState className="mt-8" title="Failed to load championship history" onRetry={reloadPage} />
      ) : all && all.length === 0 ? (
        <EmptyState className="mt-8" title="No championship history available" />
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ["Champions", summary.champions],
                ["Championships", summary.championships],
                ["Teams", summary.teams],
                ["Years", summary.years],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-secondary-200 bg-white px-4 py-3 text-center shadow-sm">
                <dt className="text-xs font-medium uppercase tracking-wide text-secondary-600">{label}</dt>
                <dd className="mt-1 text-2xl font-bold text-secondary-900">{numberFormat.format(value)}</dd>
              </div>
            ))}
          </dl>
          <p className="sr-only" role="status" aria-live="polite">
            {summary.champions === 1 ? "1 champion" : `${summary.champions} champions`}
          </p>

          <div id={ids.list} className="mt-8">
            {groups.length === 0 ? (
              <EmptyState
                title="No championship history available"
                description={filtering ? "No champions match your search or year. Try adjusting your search or filters." : undefined}
              />
            ) : (
              <div className="space-y-8">
                {visibleGroups.map((g) => (
                  <section key={g.year} aria-labelledby={`${ids.list}-y${g.year}`} className="[content-visibility:auto] [contain-intrinsic-size:auto_400px]">
                    <h2 id={`${ids.list}-y${g.year}`} className="flex items-baseline gap-3 border-b-2 border-primary-600 pb-1">
                      <span className="text-2xl font-bold tabular-nums text-secondary-900">{g.year}</span>
                      <span className="text-sm text-secondary-600">{g.count === 1 ? "1 champion" : `${g.count} champions`}</span>
                    </h2>
                    <div className="mt-3 space-y-4">
                      {g.categories.map((cat) => (
                        <div key={cat.category}>
                          <h3 className="text-sm font-semibold uppercase tracking-wide text-primary-800">{cat.category}</h3>
                          <ul className="mt-2 divide-y divide-secondary-100 overflow-hidden rounded-lg border border-secondary-200 bg-white shadow-sm">
                            {cat.entries.map((c) => (
                              <ChampionEntry
                                key={c.id}
                                champion={c}
                                expanded={open === c.id}
                                onToggle={() => setOpen(open === c.id ? null : c.id)}
                                panelId={`${ids.list}-c${c.id}`}
                                showChampionship={!sportSpecific}
                              />
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </section>
                ))}
              </div>
            )}
            {groups.length > visibleGroups.length && (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  onClick={() => setBatches({ key: filterKey, count: visibleBatches + 1 })}
                  className="rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100"
                >
                  Show more years ({groups.length - visibleGroups.length} more)
                </button>
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
