// Every route of spec §2, plus sign-in / sign-up for visitors and a not-found page for the rest. Routes
// other than home load their code when visited (the home route's JavaScript has a budget).
import { createBrowserRouter, Outlet } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import { LogoutPage } from "./routes/auth/logout-page";
import { GuestOnly, RequireSession } from "./routes/auth/session-gate";
import { HomePage } from "./routes/home/home-page";
import { NotFoundPage } from "./routes/not-found/not-found-page";
import { PageLoading, RouteError } from "./routes/route-error";

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
            lazy: async () => ({ Component: (await import("./routes/auth/sign-in-page")).SignInPage }),
          },
          {
            path: "/auth/sign-up",
            lazy: async () => ({ Component: (await import("./routes/auth/sign-up-page")).SignUpPage }),
          },
        ],
      },
      { path: "/auth/logout", element: <LogoutPage /> },
      {
        path: "/blog/user-manual/:page?",
        lazy: async () => ({
          Component: (await import("./routes/user-manual/user-manual-page")).UserManualPage,
        }),
      },
      {
        path: "/share/:documentId",
        lazy: async () => ({ Component: (await import("./routes/share/share-page")).SharePage }),
      },
      {
        path: "/",
        element: <RequireSession>{(user) => <AppLayout sessionUser={user} />}</RequireSession>,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: "d/:id",
            lazy: async () => ({ Component: (await import("./routes/document/document-page")).DocumentPage }),
          },
          {
            path: "featured-papers",
            lazy: async () => ({ Component: (await import("./routes/featured/featured-page")).FeaturedPage }),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
