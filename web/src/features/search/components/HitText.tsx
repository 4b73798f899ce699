import type { SearchHit } from "../api/get-search";

/** A hit's name, the name it matched under when that differs ("born Cassius Clay"), and its sport, years and team. */
export function HitText({ hit }: { hit: SearchHit }) {
  return (
    <span className="min-w-0">
      <span className="block truncate font-medium text-secondary-900">
        {hit.name}
        {hit.matched_name && hit.matched_name !== hit.name && <span className="font-normal text-secondary-600"> ({hit.matched_name})</span>}
      </span>
      <span className="block truncate text-xs text-secondary-600">{hit.label}</span>
    </span>
  );
}
