// Every route of spec §2, plus sign-in / sign-up for visitors and a not-found page for the rest. Routes
// other than home load their code when visited (the home route's JavaScript has a budget).
import { createBrowserRouter, Outlet } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import { loadFullCatalog } from "./i18n";
import { GuestOnly, RequireSession } from "./routes/auth/session-gate";
import { HomePage } from "./routes/home/home-page";
import { NotFoundPage } from "./routes/not-found/not-found-page";
import { PageLoading, RouteError } from "./routes/route-error";

/** A screen's module, once the whole English catalog has loaded too (the first page has only its texts). */
async function screen<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadFullCatalog()]);
  return loaded;
}

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: (
          <GuestOnly>
            <Outlet />
          </GuestOnly>
        ),
        children: [
          {
            path: "/auth/sign-in",
            lazy: async () => ({
              Component: (await screen(import("./routes/auth/sign-in-page"))).SignInPage,
            }),
          },
          {
            path: "/auth/sign-up",
            lazy: async () => ({
              Component: (await screen(import("./routes/auth/sign-up-page"))).SignUpPage,
            }),
          },
          {
            path: "/auth/forgot-password",
            lazy: async () => ({
              Component: (await screen(import("./routes/auth/forgot-password-page"))).ForgotPasswordPage,
            }),
          },
        ],
      },
      {
        // Outside GuestOnly: a reset link works whoever is signed in on this browser (it ends every session).
        path: "/auth/reset-password",
        lazy: async () => ({
          Component: (await screen(import("./routes/auth/reset-password-page"))).ResetPasswordPage,
        }),
      },
      {
        path: "/auth/logout",
        lazy: async () => ({ Component: (await screen(import("./routes/auth/logout-page"))).LogoutPage }),
      },
      {
        path: "/blog/user-manual/:page?",
        lazy: async () => ({
          Component: (await screen(import("./routes/user-manual/user-manual-page"))).UserManualPage,
        }),
      },
      {
        path: "/share/:documentId",
        lazy: async () => ({ Component: (await screen(import("./routes/share/share-page"))).SharePage }),
      },
      {
        path: "/",
        element: <RequireSession>{(user) => <AppLayout sessionUser={user} />}</RequireSession>,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: "d/:id",
            lazy: async () => ({
              Component: (await screen(import("./routes/document/document-page"))).DocumentPage,
            }),
          },
          {
            path: "featured-papers",
            lazy: async () => ({
              Component: (await screen(import("./routes/featured/featured-page"))).FeaturedPage,
            }),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
