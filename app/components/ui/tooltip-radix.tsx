// Radix's tooltip behind Tooltip (tooltip.tsx), loaded when a tooltip's trigger is first hovered or focused.
import { Tooltip as RadixTooltip } from "radix-ui";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isRtl } from "../../../common/constants";

/** Where the tooltip opens; start and end follow the reading direction. */
export type TooltipSide = "top" | "bottom" | "start" | "end";

export function RadixTooltipFrame({
  content,
  children,
  side = "top",
  focusTrigger,
  defaultOpen,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: TooltipSide;
  /** The trigger had the keyboard's focus before this replaced it: give it back (which opens the tip). */
  focusTrigger: boolean;
  /** The pointer is on the trigger: open now. */
  defaultOpen: boolean;
}) {
  const { i18n } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the loaded tooltip replaces the plain trigger
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, []);
  const rtl = isRtl(i18n.language);
  // Radix places tooltips by physical side.
  const physical =
    side === "start" ? (rtl ? "right" : "left") : side === "end" ? (rtl ? "left" : "right") : side;
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root delayDuration={300} defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger ref={trigger} asChild>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={physical}
            sideOffset={6}
            className="z-[60] max-w-72 rounded-lg bg-zinc-900 px-3 py-2 text-xs leading-relaxed text-zinc-50 shadow-lg dark:bg-zinc-100 dark:text-zinc-900"
          >
            {content}
            <RadixTooltip.Arrow className="fill-zinc-900 dark:fill-zinc-100" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
