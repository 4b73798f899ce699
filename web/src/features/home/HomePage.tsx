import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { ClosingCta } from "./components/ClosingCta";
import { FeatureCards } from "./components/FeatureCards";
import { Hero } from "./components/Hero";
import { Highlights } from "./components/Highlights";
import { LiveCounts } from "./components/LiveCounts";
import { RecentChampionsTable } from "./components/RecentChampionsTable";
import { SisterSites } from "./components/SisterSites";

/** Home. */
export default function HomePage() {
  useDocumentTitle();
  const site = useSite();
  return (
    <>
      <Hero />
      <LiveCounts />
      <RecentChampionsTable />
      {site.isSportSpecific && <Highlights />}
      <FeatureCards />
      <SisterSites />
      <ClosingCta />
    </>
  );
}
