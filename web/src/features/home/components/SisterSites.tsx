import { useSite } from "@/lib/use-site";
import { useSports, type Sport } from "@/lib/get-sports";
import { formatNumber } from "../lib/figures";
import { currentSiteId, siteHref, SITES } from "../lib/sister-sites";

function plural(n: number, one: string, many: string) {
  return n === 1 ? one : many;
}

function SportCard({ sport, current, location }: { sport: Sport; current: string; location: Location }) {
  return (
    <li className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-secondary-900">{sport.name}</h3>
        {sport.abbreviation && (
          <span className="rounded bg-primary-50 px-2 py-0.5 text-xs font-semibold uppercase text-primary-800">{sport.abbreviation}</span>
        )}
      </div>
      {sport.levels.length > 0 ? (
        <ul className="mt-3 space-y-3 text-sm">
          {sport.levels.map((lv) => {
            const site = SITES.find((s) => s.sport === sport.slug && s.level === lv.slug);
            return (
              <li key={lv.slug}>
                {site ? (
                  site.id === current ? (
                    <span className="font-medium text-secondary-900">
                      {site.name} <span className="font-normal text-secondary-600">(you are here)</span>
                    </span>
                  ) : (
                    <a href={siteHref(site, location)} className="font-medium text-primary-800 hover:underline">
                      {site.name}
                    </a>
                  )
                ) : null}
                <p className="text-secondary-600">
                  {lv.name}: {formatNumber(lv.teams)} {plural(lv.teams, "team", "teams")}, {formatNumber(lv.championships)}{" "}
                  {plural(lv.championships, "championship", "championships")}
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-secondary-600">No data yet</p>
      )}
    </li>
  );
}

/**
 * Links to the sister sites, grouped by sport with
 * each level's team and championship counts from /api/sports. Hosts keep
 * the current protocol and port (nfl.localhost:8080 from localhost:8080).
 */
export function SisterSites() {
  const profile = useSite();
  const current = currentSiteId(profile);
  const { data, isPending, isError } = useSports();
  const location = window.location;
  const hub = SITES[0];

  return (
    <section aria-labelledby="sister-sites" className="border-t border-secondary-200 bg-secondary-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="sister-sites" className="text-2xl font-bold tracking-tight text-secondary-900">
              The Almanac family
            </h2>
            <p className="mt-1 text-secondary-600">One site per sport and level, all from the same data.</p>
          </div>
          {current !== hub.id && (
            <a href={siteHref(hub, location)} className="text-sm font-semibold text-primary-700 hover:text-primary-800">
              {hub.name}: every sport <span aria-hidden="true">→</span>
            </a>
          )}
        </div>
        <div className="mt-6">
          {isPending ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading sports">
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="h-36 animate-pulse rounded-lg bg-secondary-200" />
              ))}
            </ul>
          ) : isError ? (
            <p role="status" className="text-sm text-secondary-600">
              Data service unavailable
            </p>
          ) : data.length === 0 ? (
            <p role="status" className="text-sm text-secondary-600">
              No Data Available
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {data.map((s) => (
                <SportCard key={s.slug} sport={s} current={current} location={location} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
