// A switch (a button with its ARIA role) and a checkbox (a native one) (what Radix's Switch and Checkbox render,
// without their code on the first page). data-state says checked / unchecked for the styles.
import type { ButtonHTMLAttributes, ReactNode } from "react";

type ToggleProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onChange" | "role" | "type"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children?: ReactNode;
};

/** role="switch": Space or Enter (or a click on its label) turns it over. */
export function SwitchButton({ checked, onCheckedChange, children, ...rest }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? "checked" : "unchecked"}
      onClick={() => onCheckedChange(!checked)}
      {...rest}
    >
      {children}
    </button>
  );
}

/** A native checkbox drawn like Radix's (a filled box with a tick): data-state styles the box. */
export function CheckboxBox({
  id,
  checked,
  onCheckedChange,
  className,
  tick,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className: string;
  /** The tick shown over the box when checked. */
  tick: ReactNode;
}) {
  return (
    <span className="relative inline-flex shrink-0">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        data-state={checked ? "checked" : "unchecked"}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={className}
      />
      {checked ? (
        <span className="pointer-events-none absolute inset-0 inline-flex items-center justify-center">
          {tick}
        </span>
      ) : null}
    </span>
  );
}
