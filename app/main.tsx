import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { createQueryClient } from "./api/query-client";
import { AppToaster } from "./components/app-toaster";
import { UsageWarningDialog } from "./dialogs/usage-warning-dialog";
import { startI18n } from "./i18n";
import { AppDirection } from "./i18n/app-direction";
import { startTheme } from "./lib/theme";
import { router } from "./router";

startTheme();
const i18n = await startI18n();
const queryClient = createQueryClient();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppDirection>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
          <UsageWarningDialog />
        </QueryClientProvider>
      </AppDirection>
    </I18nextProvider>
  </StrictMode>,
);
