import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { ServiceWorker } from "@/lib/pwa";
import { AppProviders } from "./providers";
import { routes } from "./routes";

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <ServiceWorker />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
