import { EntityPicker, usePickerState, type PickerItem } from "@/components/EntityPicker";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { PlayerDetail } from "@/lib/people/types";
import { useSearch, type SearchHit, type SearchScopeOrSport } from "@/lib/search";
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
  const picker = usePickerState(onChange);
  const query = picker.query;
  const q = useDebouncedValue(query.trim(), 200);
  const search = useSearch(q, scope, 8);
  const chosen = usePlayerBrief(value);
  const hits = q.length >= 2 ? (search.data?.players ?? []).filter((h) => h.slug !== exclude && String(h.id) !== exclude).map(fromHit) : [];
  const selected = value ? (chosen.data ? fromDetail(chosen.data) : { key: value, name: chosen.isError ? value : "Loading…", detail: "", monogram: "" }) : null;
  return (
    <EntityPicker
      label={label}
      selected={selected}
      {...picker.props}
      results={hits}
      searching={search.isFetching || q !== query.trim()}
      placeholder="Search players by name"
      noMatch="No players match"
    />
  );
}
