import { useEffect } from "react";
import { pageTitle } from "./page-title";
import { useSite } from "./use-site";

/** Keeps the tab title in step with the screen: "{title} | {site name}" (the site name alone on home). */
export function useDocumentTitle(title?: string): void {
  const site = useSite();
  useEffect(() => {
    document.title = pageTitle(title, site);
  }, [title, site]);
}
