import { getSite, type SiteProfile } from "./site";

/** "{title} | {site name}", or the site name alone when there is no title. */
export function pageTitle(title?: string, site: Pick<SiteProfile, "name"> = getSite()): string {
  return title ? `${title} | ${site.name}` : site.name;
}
