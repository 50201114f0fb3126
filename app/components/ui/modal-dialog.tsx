import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** Extra classes for the scrolling body. */
  bodyClassName?: string;
}

const widths = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" };

/** The dialog behind Modal (modal.tsx): a centred dialog with a title, optional description, a body and a footer of actions. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "sm",
  bodyClassName,
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={clsx(
            "fixed inset-x-0 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-y-1/2 flex-col rounded-2xl border border-zinc-200 bg-white shadow-2xl dark:border-zinc-800 dark:bg-zinc-900",
            widths[size],
          )}
        >
          <div className="flex items-start gap-3 px-5 pt-5 pb-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">
                  {description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t("common.close")}
              className="-me-1.5 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          {children ? (
            <div className={clsx("min-h-0 flex-1 overflow-y-auto px-5 pb-4", bodyClassName)}>{children}</div>
          ) : null}
          {footer ? (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-zinc-100 px-5 py-3 dark:border-zinc-800">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
