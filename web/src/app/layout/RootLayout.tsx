import { Suspense } from "react";
import { ScrollRestoration } from "react-router";
import { PageSkeleton } from "@/components/PageSkeleton";
import { RateLimitNotice } from "@/components/RateLimitNotice";
import { Toaster } from "@/components/Toaster";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { AnimatedOutlet } from "./PageTransition";

/** The shell around every screen: header, main landmark with page transitions, footer, notices. */
export function RootLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-primary-800 focus:shadow"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        {children ? <Suspense fallback={<PageSkeleton />}>{children}</Suspense> : <AnimatedOutlet />}
      </main>
      <Footer />
      <RateLimitNotice />
      <Toaster />
      {/* Every route change scrolls to the top; back/forward restores the position. */}
      <ScrollRestoration />
    </div>
  );
}
