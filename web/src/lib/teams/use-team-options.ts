import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { teamsQueryOptions } from "@/lib/teams/get-teams";
import type { Option } from "@/components/filters/FilterSelect";

/**
 * Team filter choices: the site's teams (on the hub, the chosen sport's),
 * valued by abbreviation (what the team filter matches), else by slug. Not loaded
 * on the hub before a sport is chosen (thousands of teams).
 */
export function useTeamOptions(sport: string, isHub: boolean): { options: Option[]; disabled: boolean } {
  const enabled = !isHub || !!sport;
  const teams = useQuery({ ...teamsQueryOptions(isHub && sport ? { sport__slug: sport } : {}), enabled });
  const options = useMemo(() => {
    const seen = new Set<string>();
    const out: Option[] = [];
    for (const t of teams.data?.teams ?? []) {
      const value = t.abbreviation || t.slug;
      if (!value || seen.has(value)) continue;
      seen.add(value);
      out.push({ value, label: t.abbreviation ? `${t.name} (${t.abbreviation})` : t.name });
    }
    return out;
  }, [teams.data]);
  return { options, disabled: !enabled };
}
