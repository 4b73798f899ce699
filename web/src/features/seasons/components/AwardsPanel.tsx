import { Link } from "react-router";
import { Panel } from "@/components/Panel";
import { Skeleton } from "@/components/Skeleton";
import type { SeasonDetail } from "@/lib/seasons/types";
import { useSeasonAwards } from "../api/get-season-awards";

/** Awards: the season's main awards in its league and who won them; said plainly when the data holds none. */
export function AwardsPanel({ season }: { season: SeasonDetail }) {
  const q = useSeasonAwards(season.slug);
  const awards = q.data?.results ?? [];
  return (
    <Panel title="Awards">
      {q.isPending ? (
        <Skeleton className="h-24" />
      ) : q.isError ? (
        <p className="text-sm text-red-800">Awards could not be loaded.</p>
      ) : awards.length === 0 ? (
        <p className="text-sm text-secondary-600">{q.data?.note ?? "The data holds no awards for this season."}</p>
      ) : (
        <dl className="divide-y divide-secondary-100 text-sm">
          {awards.map((a) => (
            <div key={a.name} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <dt className="text-secondary-600">{a.name}</dt>
              <dd className="font-medium sm:text-right">
                {a.winners.map((w, i) => (
                  <span key={`${w.slug}-${i}`}>
                    {i > 0 && ", "}
                    <Link to={`/players/${encodeURIComponent(w.slug)}`} className="text-primary-800 hover:underline">
                      {w.name}
                    </Link>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
