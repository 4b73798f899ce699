/**
 * Branding of the site being shown, for code that is not a component. In
 * components prefer `useSite()` (lib/use-site.ts), which re-renders when the
 * profile changes.
 */
import { getSite } from "@/lib/site";

export { pageTitle } from "@/lib/page-title";

/** The current site's name and tagline (its headline). */
export const site = {
  get name(): string {
    return getSite().name;
  },
  get tagline(): string {
    return getSite().headline || getSite().description;
  },
};
