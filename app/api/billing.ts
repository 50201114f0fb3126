// Settings › Billing: the overview (GET /api/billing), the settings, adding credits (Checkout or a saved
// card; credits arrive with Stripe's webhook), saved cards. Every amount is in integer cents.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingSettings } from "../../common/billing";
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
