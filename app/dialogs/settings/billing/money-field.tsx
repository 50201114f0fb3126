// The money input every billing form shares, and the state behind a form of them.
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/ui/field";
import { formatMoney } from "../../../lib/format";

/** Cents as money in the interface language ("$20.00", "20,00 $"): always two decimals. */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  return (cents: number) => formatMoney(cents, i18n.language);
}

/** A form's money fields as typed, and its one error line; typing in a field clears the error. */
export function useMoneyForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const field = (name: K) => ({
    value: values[name],
    onValueChange: (text: string) => {
      setValues((current) => ({ ...current, [name]: text }));
      setError(null);
    },
  });
  return { values, error, setError, field };
}

/** A dollar amount typed as text (read with parseDollars on submit). */
export function MoneyField({
  label,
  value,
  onValueChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onValueChange: (text: string) => void;
  error?: string | null;
  hint?: ReactNode;
}) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      error={error}
      hint={hint}
    />
  );
}
