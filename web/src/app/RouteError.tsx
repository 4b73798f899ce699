import { useEffect } from "react";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { ErrorFallback } from "@/components/ErrorFallback";

/** A lazy chunk that no longer exists (the site was redeployed) needs a full reload. */
function isChunkLoadError(err: unknown): boolean {
  return (
    err instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(err.message)
  );
}

/** Route-level error boundary: shows the generic fallback inside the shell. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // A new navigation to the same place resets the boundary and renders again.
    navigate(location, { replace: true });
  };

  return <ErrorFallback onRetry={retry} />;
}
