import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSkeleton } from "@/components/PageSkeleton";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** The shell around every screen: header, main landmark, footer. */
export function RootLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-primary-700 focus:shadow"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
      {/* Every route change scrolls to the top; back/forward restores the position. */}
      <ScrollRestoration />
    </div>
  );
}
