import type { PickerItem } from "@/components/EntityPicker";
import { SearchPicker } from "@/components/SearchPicker";
import type { PlayerDetail } from "@/lib/people/types";
import type { SearchHit, SearchScopeOrSport } from "@/lib/search";
import { usePlayerBrief } from "@/lib/people/get-player-brief";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

const fromHit = (h: SearchHit): PickerItem => ({ key: h.slug, name: h.name, detail: h.label, monogram: initials(h.name) });

const fromDetail = (p: PlayerDetail): PickerItem => ({
  key: p.slug,
  name: p.display_name,
  detail: [p.sport?.name, p.primary_position, p.first_year && p.last_year ? `${p.first_year}–${p.last_year}` : null, p.current_team?.name].filter(Boolean).join(" · "),
  monogram: initials(p.display_name),
});

/**
 * A player picker backed by /api/search (players of the scope's sport):
 * `value` is a player's slug or id, as the URL keeps it; the chosen player's
 * card reads his name and years from his page's answer.
 */
export function PlayerPicker({
  label,
  value,
  scope,
  exclude,
  onChange,
}: {
  label: string;
  value: string;
  scope: SearchScopeOrSport;
  /** A player the list leaves out (the other side's). */
  exclude?: string;
  onChange: (slug: string) => void;
}) {
  const chosen = usePlayerBrief(value);
  return (
    <SearchPicker
      label={label}
      value={value}
      scope={scope}
      hits={(a) => (a.players ?? []).filter((h) => h.slug !== exclude && String(h.id) !== exclude).map(fromHit)}
      chosen={{ item: chosen.data ? fromDetail(chosen.data) : null, failed: chosen.isError }}
      onChange={onChange}
      placeholder="Search players by name"
      noMatch="No players match"
    />
  );
}
