import { useSports, type Sport } from "./api/get-sports";

const numberFormat = new Intl.NumberFormat("en-US");

function SportCard({ sport }: { sport: Sport }) {
  return (
    <li className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-secondary-900">{sport.name}</h3>
        {sport.abbreviation && (
          <span className="rounded bg-primary-50 px-2 py-0.5 text-xs font-semibold uppercase text-primary-700">
            {sport.abbreviation}
          </span>
        )}
      </div>
      {sport.levels.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-secondary-600">
          {sport.levels.map((lv) => (
            <li key={lv.slug}>
              <span className="font-medium text-secondary-800">{lv.name}</span>: {numberFormat.format(lv.teams)}{" "}
              {lv.teams === 1 ? "team" : "teams"}, {numberFormat.format(lv.championships)}{" "}
              {lv.championships === 1 ? "championship" : "championships"}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-secondary-500">No data yet</p>
      )}
    </li>
  );
}

/** The sports the API knows, with counts per level. Never breaks the page when the API is down. */
export function SportsList() {
  const { data, isPending, isError } = useSports();

  if (isPending) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading sports">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="h-28 animate-pulse rounded-lg bg-secondary-200" />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <p role="status" className="text-sm text-secondary-500">
        Data service unavailable
      </p>
    );
  }
  if (data.length === 0) {
    return (
      <p role="status" className="text-sm text-secondary-500">
        No Data Available
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {data.map((s) => (
        <SportCard key={s.slug} sport={s} />
      ))}
    </ul>
  );
}
