// Share (spec §2): the native share sheet on a non-Mac device that has one; otherwise a dialog with six
// social buttons and a copy field whose button reads Copy, then Copied for 1.5 s (spec §9).
import { clsx } from "clsx";
import { Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "./ui/modal";

export const COPIED_MS = 1500;

export function shareUrlOf(documentId: string): string {
  return `${window.location.origin}/share/${encodeURIComponent(documentId)}`;
}

/** The six networks of the dialog, each an address that opens its share form. */
export function socialLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const tt = encodeURIComponent(title);
  return [
    { id: "x", name: "X", href: `https://x.com/intent/post?url=${u}&text=${tt}` },
    { id: "facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "linkedin", name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: "reddit", name: "Reddit", href: `https://www.reddit.com/submit?url=${u}&title=${tt}` },
    {
      id: "whatsapp",
      name: "WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { id: "email", name: "email", href: `mailto:?subject=${tt}&body=${u}` },
  ] as const;
}

const isMac = () => /Mac/i.test(navigator.userAgent) || /Mac/i.test(navigator.platform ?? "");

export function ShareButton({
  documentId,
  title,
  size = "md",
}: {
  documentId: string;
  title: string;
  /** "sm" on the Featured cards. */
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const url = shareUrlOf(documentId);
  const share = async () => {
    if (!isMac() && typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void share()}
        className={clsx(
          "inline-flex items-center rounded-lg border border-zinc-200 font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
          size === "sm" ? "gap-1 px-2 py-1 text-xs" : "gap-2 px-3 py-1.5 text-sm",
        )}
      >
        <Share2 aria-hidden className={size === "sm" ? "size-3.5" : "size-4"} />
        {t("share.button")}
      </button>
      <ShareDialog open={open} onOpenChange={setOpen} url={url} title={title} />
    </>
  );
}

export function ShareDialog({
  open,
  onOpenChange,
  url,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  title: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.error("[share] copying the link failed", error);
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("share.title")}
      description={t("share.description")}
    >
      <div className="flex flex-wrap gap-2">
        {socialLinks(url, title).map((s) => (
          <a
            key={s.id}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            data-network={s.id}
            className="rounded-lg border border-zinc-200 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            {s.id === "email" ? t("share.email") : s.name}
          </a>
        ))}
      </div>
      <div className="mt-4 flex gap-2">
        <input
          readOnly
          value={url}
          aria-label={t("share.link")}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-800"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded-lg bg-zinc-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900"
        >
          {copied ? t("share.copied") : t("share.copy")}
        </button>
      </div>
    </Modal>
  );
}
