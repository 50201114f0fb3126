import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isRtl } from "../../../common/constants";

/** Where the tooltip opens; start and end follow the reading direction. */
export type TooltipSide = "top" | "bottom" | "start" | "end";

/** A hover / focus tooltip around one focusable trigger. */
export function Tooltip({
  content,
  children,
  side = "top",
}: {
  content: ReactNode;
  children: ReactNode;
  side?: TooltipSide;
}) {
  const { i18n } = useTranslation();
  const rtl = isRtl(i18n.language);
  // Radix places tooltips by physical side.
  const physical =
    side === "start" ? (rtl ? "right" : "left") : side === "end" ? (rtl ? "left" : "right") : side;
  return (
    <RadixTooltip.Root delayDuration={300}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
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
  );
}
