import { ComingSoon } from "@/components/ComingSoon";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Stand-in screen for routes whose feature has not been built yet. */
export default function ComingSoonPage({ feature }: { feature: string }) {
  useDocumentTitle(feature);
  return <ComingSoon feature={feature} />;
}
