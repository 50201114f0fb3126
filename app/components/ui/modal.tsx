// Dialogs load Radix's dialog and their frame when one first opens (the first page opens none).

import { lazyDialog } from "../../lib/lazy-when";
import type { ModalProps } from "./modal-dialog";

export type { ModalProps };

/** A centred dialog with a title, optional description, a body and a footer of actions. */
export const Modal = lazyDialog<ModalProps>(() => import("./modal-dialog").then((m) => m.ModalDialog));
