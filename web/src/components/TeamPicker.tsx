import type { PickerItem } from "@/components/EntityPicker";
import { SearchPicker } from "@/components/SearchPicker";
import type { SearchHit } from "@/lib/search";
import { useTeam } from "@/lib/teams/get-team";
import { teamMonogram, teamPlace } from "@/lib/teams/format";
import type { TeamDetail } from "@/lib/teams/types";

const fromHit = (h: SearchHit): PickerItem => ({ key: h.slug, name: h.name, detail: h.label, monogram: teamMonogram({ name: h.name }) });

const fromDetail = (t: TeamDetail): PickerItem => ({
  key: t.slug,
  name: t.name,
  detail: [teamPlace(t), t.sport?.name, t.first_season && t.last_season ? `${t.first_season}–${t.last_season}` : null].filter(Boolean).join(" · "),
  monogram: teamMonogram(t),
});

/**
 * A team (franchise) picker backed by /api/search (teams of one sport and
 * level): `value` is a team's slug or id, as the URL keeps it; the chosen
 * team's card reads its name and seasons from its page's answer.
 */
export function TeamPicker({
  label,
  value,
  sport,
  level,
  exclude,
  onChange,
}: {
  label: string;
  value: string;
  sport: string;
  /** The API's level slug (professional, ncaa-d1): a finder asks about one level. */
  level: string;
  /** A team the list leaves out (the other side's). */
  exclude?: string;
  onChange: (slug: string) => void;
}) {
  const chosen = useTeam(value || undefined);
  return (
    <SearchPicker
      label={label}
      value={value}
      scope={{ sport }}
      hits={(a) => (a.teams ?? []).filter((h) => h.level?.slug === level && h.slug !== exclude && String(h.id) !== exclude).map(fromHit)}
      chosen={{ item: chosen.data ? fromDetail(chosen.data) : null, failed: chosen.isError }}
      onChange={onChange}
      placeholder="Search teams by name or city"
      noMatch="No teams match"
    />
  );
}
