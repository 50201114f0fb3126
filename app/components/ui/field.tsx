import { clsx } from "clsx";
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";

export const inputClass =
  "block w-full rounded-lg border px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:opacity-60 dark:text-zinc-100 dark:placeholder:text-zinc-500";

export function inputBorder(invalid: boolean): string {
  return invalid
    ? "border-red-500 bg-red-50 dark:border-red-500 dark:bg-red-950/30"
    : "border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-950";
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its error shown beside it (and announced). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, required, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline gap-0.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={clsx(inputClass, inputBorder(Boolean(error)))}
        // Addresses and passwords are written left to right, also in an Arabic or Urdu interface.
        dir={props.type === "email" || props.type === "url" || props.type === "password" ? "ltr" : undefined}
        {...props}
      />
      {error ? (
        <p id={messageId} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

/** The asterisk of a required field; kept outside the <label> so the field's name stays exact. */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-sm text-red-600">
      *
    </span>
  );
}
