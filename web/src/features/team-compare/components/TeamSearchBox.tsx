import { EntityPicker, type PickerItem } from "@/components/EntityPicker";
import { teamMonogram, teamPlace } from "@/lib/teams/format";
import { teamSportName, type Team, type TeamShown } from "@/lib/teams/types";

const item = (t: TeamShown): PickerItem => ({
  key: String(t.id),
  name: t.name,
  detail: [teamPlace(t), teamSportName(t), t.level?.name].filter(Boolean).join(" · "),
  monogram: teamMonogram(t),
});

/** One side's team picker: the shared EntityPicker over up to 8 matches on name, city or abbreviation. */
export function TeamSearchBox({
  selected,
  onSelect,
  results,
  ...rest
}: {
  label: string;
  selected: TeamShown | null;
  onSelect: (team: Team) => void;
  onClear: () => void;
  query: string;
  onQueryChange: (text: string) => void;
  results: Team[];
  searching?: boolean;
  disabled?: boolean;
}) {
  return (
    <EntityPicker
      {...rest}
      selected={selected ? item(selected) : null}
      results={results.map(item)}
      onSelect={(p) => {
        const t = results.find((r) => String(r.id) === p.key);
        if (t) onSelect(t);
      }}
      placeholder="Search by name, city or abbreviation"
      noMatch="No teams match"
    />
  );
}
