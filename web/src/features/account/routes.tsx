import { lazy } from "react";
import type { RouteObject } from "react-router";

const VerifyEmailPage = lazy(() => import("./VerifyEmailPage"));
const ResetPasswordPage = lazy(() => import("./ResetPasswordPage"));

/** The pages the account mails link to: /verify-email?token= and /reset-password?token=. */
export const routes: RouteObject[] = [
  { path: "verify-email", element: <VerifyEmailPage /> },
  { path: "reset-password", element: <ResetPasswordPage /> },
];
