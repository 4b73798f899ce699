import { lazy } from "react";
import type { RouteObject } from "react-router";

const VerifyEmailPage = lazy(() => import("./VerifyEmailPage"));
const ResetPasswordPage = lazy(() => import("./ResetPasswordPage"));
const AccountPage = lazy(() => import("./AccountPage"));

/** The pages the account mails link to (/verify-email?token=, /reset-password?token=) and /account (API keys). */
export const routes: RouteObject[] = [
  { path: "verify-email", element: <VerifyEmailPage /> },
  { path: "reset-password", element: <ResetPasswordPage /> },
  { path: "account", element: <AccountPage /> },
];
