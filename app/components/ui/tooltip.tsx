// A hover / focus tooltip. Radix's tooltip (and its positioning library) loads when a trigger is first
// hovered or focused: the home page has one, and its JavaScript has a budget (issue 14).
import {
  cloneElement,
  type FocusEvent,
  type HTMLAttributes,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from "react";
import type { TooltipSide } from "./tooltip-radix";

export type { TooltipSide };

const RadixTooltipFrame = lazy(async () => ({
  default: (await import("./tooltip-radix")).RadixTooltipFrame,
}));

type TriggerProps = HTMLAttributes<HTMLElement>;

/** A hover / focus tooltip around one focusable trigger. */
export function Tooltip({
  content,
  children,
  side = "top",
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: TooltipSide;
}) {
  const [wanted, setWanted] = useState<null | "pointer" | "focus">(null);
  // Whether the pointer is still on the trigger when Radix's tooltip has loaded (it then opens at once).
  const hovering = useRef(false);
  const own = children.props;
  const plain = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      hovering.current = true;
      setWanted((w) => w ?? "pointer");
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hovering.current = false;
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      setWanted((w) => w ?? "focus");
    },
  });
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <RadixTooltipFrame
        content={content}
        side={side}
        focusTrigger={wanted === "focus"}
        defaultOpen={wanted === "pointer" && hovering.current}
      >
        {children}
      </RadixTooltipFrame>
    </Suspense>
  );
}
