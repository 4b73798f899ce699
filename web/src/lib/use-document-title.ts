import { useLayoutEffect } from "react";
import { pageTitle } from "./page-title";
import { useSite } from "./use-site";

/**
 * Keeps the tab title in step with the screen: "{title} | {site name}" (the site name alone on home).
 * A layout effect, so the title changes in the same commit as the heading it names.
 */
export function useDocumentTitle(title?: string): void {
  const site = useSite();
  useLayoutEffect(() => {
    document.title = pageTitle(title, site);
  }, [title, site]);
}
