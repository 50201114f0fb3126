// Settings › Billing: the overview (GET /api/billing), the settings, adding credits (Checkout or a saved
// card; credits arrive with Stripe's webhook), saved cards. Every amount is in integer cents.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingSettings } from "../../common/billing-limits";
import type { BillingView, CheckoutSessionView } from "../../common/types";
import { call } from "./client";
import { queryKeys } from "./keys";

/** GET /api/billing's overview and a Checkout payment's state, as the contract types them. */
export type { BillingView, CheckoutSessionView };

export function useBilling() {
  return useQuery({
    queryKey: queryKeys.billing,
    queryFn: ({ signal }) => call("GET /api/billing", "/api/billing", { signal }),
    select: (data) => data.billing,
    // Papers settle and Stripe's webhooks arrive on the server's own time: read it afresh each time.
    staleTime: 0,
  });
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billingSettings: BillingSettings) =>
      call("PUT /api/billing/settings", "/api/billing/settings", { body: { billingSettings } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
}

/** POST /api/billing/checkout-session {amount} → the Checkout url the browser goes to. */
export function useCheckout() {
  return useMutation({
    mutationFn: (amount: number) =>
      call("POST /api/billing/checkout-session", "/api/billing/checkout-session", { body: { amount } }),
  });
}

/** POST /api/billing/credits {amount, paymentMethodId}: charged off-session; credits follow the webhook. */
export function useBuyWithCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { amount: number; paymentMethodId: string }) =>
      call("POST /api/billing/credits", "/api/billing/credits", { body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call("DELETE /api/billing/payment-methods/{id}", `/api/billing/payment-methods/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      call("POST /api/billing/payment-methods/default", "/api/billing/payment-methods/default", {
        body: { paymentMethodId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
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
      const { checkoutSession } = await call(
        "GET /api/billing/checkout-session/{id}",
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
    queryFn: ({ signal }) => call("GET /api/billing/estimate", `/api/billing/estimate?${params}`, { signal }),
    select: (data) => data.estimate.costCents,
    placeholderData: (previous) => previous,
  });
}
