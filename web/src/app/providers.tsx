import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { createQueryClient, startCacheGc } from "@/lib/query";
import type { SiteProfile } from "@/lib/site";
import { AuthProvider } from "@/lib/auth/auth-context";
import { SiteProvider } from "./site-provider";

/** Query client (cache classes, retry policy, hourly GC), site profile and auth state. */
export function AppProviders({
  children,
  queryClient,
  site,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** A fixed site profile (tests); otherwise injected by the server or fetched. */
  site?: SiteProfile;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => startCacheGc(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <SiteProvider profile={site}>
        <AuthProvider>{children}</AuthProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
