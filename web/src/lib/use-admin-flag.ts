import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

const STORAGE_KEY = "almanac:admin";

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

/**
 * Whether the hidden Admin link shows: the page was opened
 * with ?admin=true (remembered in browser storage), or the stored flag is
 * already set. A client-side convenience, not a permission check.
 */
export function useAdminFlag(): boolean {
  const [params] = useSearchParams();
  const requested = params.get("admin") === "true";
  const [stored, setStored] = useState(readStored);
  // Remembered for the rest of the visit as soon as it is asked for (while rendering, not in an effect after it).
  if (requested && !stored) setStored(true);

  useEffect(() => {
    if (!requested) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, "true");
    } catch {
      // Storage may be unavailable (private mode); the flag then lasts for this page only.
    }
  }, [requested]);

  return requested || stored;
}
