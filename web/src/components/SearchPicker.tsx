import { EntityPicker, usePickerState, type PickerItem } from "@/components/EntityPicker";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSearch, type SearchAnswer, type SearchScopeOrSport } from "@/lib/search";

/**
 * A picker over /api/search (the player and team pickers): `value` is a
 * slug or id, as the URL keeps it; the list is the answer's hits the caller
 * picks; the chosen card is the caller's (read from the entity's own page),
 * "Loading…" until it is in, the bare value if it cannot be read.
 */
export function SearchPicker({
  label,
  value,
  scope,
  hits,
  chosen,
  onChange,
  placeholder,
  noMatch,
}: {
  label: string;
  value: string;
  scope: SearchScopeOrSport;
  /** The answer's hits this picker lists. */
  hits: (answer: SearchAnswer) => PickerItem[];
  /** The chosen entity's card once read; failed when it cannot be. */
  chosen: { item: PickerItem | null; failed: boolean };
  onChange: (slug: string) => void;
  placeholder: string;
  noMatch: string;
}) {
  const picker = usePickerState(onChange);
  const query = picker.query;
  const q = useDebouncedValue(query.trim(), 200);
  const search = useSearch(q, scope, 8);
  const results = q.length >= 2 && search.data ? hits(search.data) : [];
  const selected = value ? (chosen.item ?? { key: value, name: chosen.failed ? value : "Loading…", detail: "", monogram: "" }) : null;
  return (
    <EntityPicker
      label={label}
      selected={selected}
      {...picker.props}
      results={results}
      searching={search.isFetching || q !== query.trim()}
      placeholder={placeholder}
      noMatch={noMatch}
    />
  );
}
