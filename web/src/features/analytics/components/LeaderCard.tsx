import { Link } from "react-router";
import { Skeleton } from "@/components/Skeleton";
import { usePlayerLeaders } from "../api/get-player-leaders";
import type { Category } from "../lib/player-columns";

/** A category's leader from the leaders route: name, team and the figure. */
export function LeaderCard({ category, sport }: { category: Category; sport: string }) {
  const q = usePlayerLeaders(category.id, sport);
  const top = q.data?.results?.[0];
  const stat = (q.data?.stat ?? category.sort).replace(/_/g, " ");
  return (
    <div className="rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-secondary-600">{category.label} Leader</dt>
      <dd className="mt-1">
        {q.isPending ? (
          <Skeleton className="h-8 w-3/4" />
        ) : top ? (
          <>
            <Link to={`/players/${top.player_slug ?? top.player_id}`} className="block truncate text-base font-bold sm:text-xl text-secondary-900 hover:text-primary-800 hover:underline">
              {top.player_name}
            </Link>
            <span className="mt-1 block text-xs text-secondary-600">
              {top.value.toLocaleString("en-US", { maximumFractionDigits: 1 })} {stat}
              {top.team_name ? ` · ${top.team_name}` : ""}
            </span>
          </>
        ) : (
          <span className="text-secondary-500">—</span>
        )}
      </dd>
    </div>
  );
}
