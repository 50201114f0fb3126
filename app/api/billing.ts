// Settings › Billing: the overview (GET /api/billing), the settings, adding credits (Checkout or a saved
// card; credits arrive with Stripe's webhook), saved cards. Every amount is in integer cents.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingSettings } from "../../common/billing-limits";
import { api } from "./client";
import { queryKeys } from "./keys";

export interface BillingView {
  credits: number;
  monthUsage: number;
  month: string;
  held: number;
  usageCount: number;
  defaultPaymentMethodId: string | null;
  paymentMethods: {
    id: string;
    type: string;
    card: { brand: string | null; last4: string | null; exp_month: number | null; exp_year: number | null };
  }[];
  billingSettings: BillingSettings;
  ledger: {
    id: string;
    kind: string;
    amount: number;
    balanceAfter: number;
    createdAt: string;
    note: string | null;
    document: { id: string; title: string | null } | null;
  }[];
}

export function useBilling() {
  return useQuery({
    queryKey: queryKeys.billing,
    queryFn: ({ signal }) => api<{ billing: BillingView }>("/api/billing", { signal }),
    select: (data) => data.billing,
    // Papers settle and Stripe's webhooks arrive on the server's own time: read it afresh each time.
    staleTime: 0,
  });
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billingSettings: BillingSettings) =>
      api<{ billingSettings: BillingSettings }>("/api/billing/settings", {
        method: "PUT",
        body: { billingSettings },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
}

/** POST /api/billing/checkout-session {amount} → the Checkout url the browser goes to. */
export function useCheckout() {
  return useMutation({
    mutationFn: (amount: number) =>
      api<{ checkoutSession: { url: string } }>("/api/billing/checkout-session", {
        method: "POST",
        body: { amount },
      }),
  });
}

/** POST /api/billing/credits {amount, paymentMethodId}: charged off-session; credits follow the webhook. */
export function useBuyWithCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { amount: number; paymentMethodId: string }) =>
      api<{ paymentIntent: { id: string; status: string } }>("/api/billing/credits", {
        method: "POST",
        body: request,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/billing/payment-methods/${id}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      api<{ defaultPaymentMethodId: string }>("/api/billing/payment-methods/default", {
        method: "POST",
        body: { paymentMethodId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
}

export interface CheckoutSessionView {
  id: string;
  status: "open" | "complete" | "expired";
  amount: number;
  credited: boolean;
}

/** How often the page back from Checkout asks whether the webhook has credited the payment, and how long. */
const CHECKOUT_POLL_MS = 2_000;
const CHECKOUT_POLL_TIMES = 150;

/**
 * GET /api/billing/checkout-session/{id}: the payment the browser came back from, asked again every two
 * seconds until Stripe's webhook has credited it (or the session expired); then the balance is re-read.
 */
export function useCheckoutSession(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...queryKeys.billing, "checkout", id],
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const { checkoutSession } = await api<{ checkoutSession: CheckoutSessionView }>(
        `/api/billing/checkout-session/${encodeURIComponent(id ?? "")}`,
        { signal },
      );
      if (checkoutSession.credited)
        await queryClient.invalidateQueries({ queryKey: queryKeys.billing, exact: true });
      return checkoutSession;
    },
    retry: false,
    refetchInterval: (query) => {
      const session = query.state.data;
      if (query.state.status === "error" || session?.credited || session?.status === "expired") return false;
      return query.state.dataUpdateCount < CHECKOUT_POLL_TIMES ? CHECKOUT_POLL_MS : false;
    },
  });
}

/** GET /api/billing/estimate: what a paper with these settings is expected to cost (billing on only). */
export function useBillingEstimate(
  settings: { model: string | undefined; numberOfSections: number; automaticMode: boolean },
  enabled: boolean,
) {
  const params = new URLSearchParams({
    numberOfSections: String(settings.numberOfSections),
    automaticMode: String(settings.automaticMode),
    ...(settings.model ? { model: settings.model } : {}),
  });
  return useQuery({
    queryKey: [...queryKeys.billing, "estimate", params.toString()],
    enabled,
    queryFn: ({ signal }) =>
      api<{ estimate: { costCents: number } }>(`/api/billing/estimate?${params}`, { signal }),
    select: (data) => data.estimate.costCents,
    placeholderData: (previous) => previous,
  });
}
