import { useState } from "react";
import { useSite } from "@/lib/use-site";

/**
 * The brand: the site's logo image and name. A logo that fails to load is
 * hidden and the text brand (name and a monogram) stands alone.
 */
export function Logo({ className = "" }: { className?: string }) {
  const site = useSite();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === site.logoUrl || !site.logoUrl;
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      {failed ? (
        <span
          aria-hidden="true"
          data-testid="logo-text-mark"
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-700 text-sm font-bold text-white"
        >
          {site.short_name.slice(0, 1).toUpperCase()}
        </span>
      ) : (
        <img
          src={site.logoUrl}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0"
          onError={() => setFailedSrc(site.logoUrl)}
        />
      )}
      <span className="text-lg font-bold tracking-tight text-secondary-900">{site.name}</span>
    </span>
  );
}
