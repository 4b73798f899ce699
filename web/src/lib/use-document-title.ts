import { useEffect } from "react";
import { pageTitle } from "@/app/site";

/** Keeps the tab title in step with the screen: "{title} | {site name}". */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
