// Sends mail over SMTP (nodemailer); without SMTP settings, mail goes to the log and to DATA_DIR/outbox.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Config } from "../config";
import { logger } from "../logger";
import { brandMail, type Mail } from "./branded";

export type { Mail };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  config: Pick<
    Config,
    "SMTP_HOST" | "SMTP_PORT" | "SMTP_SECURE" | "SMTP_USER" | "SMTP_PASSWORD" | "MAIL_FROM" | "DATA_DIR"
  > &
    Partial<Pick<Config, "brand" | "PUBLIC_URL">>,
): Mailer {
  const send = plainMailer(config);
  const brand = config.brand;
  if (!brand) return send;
  return { send: (mail) => send.send(brandMail(mail, brand, config.PUBLIC_URL)) };
}

function plainMailer(
  config: Pick<
    Config,
    "SMTP_HOST" | "SMTP_PORT" | "SMTP_SECURE" | "SMTP_USER" | "SMTP_PASSWORD" | "MAIL_FROM" | "DATA_DIR"
  >,
): Mailer {
  // nodemailer is loaded with the first mail, not at start.
  let transport: Promise<Transporter> | null = null;
  const transporter = (options: Parameters<typeof import("nodemailer").createTransport>[0]) => {
    transport ??= import("nodemailer").then((m) => m.default.createTransport(options));
    return transport;
  };
  if (config.SMTP_HOST) {
    const smtp = {
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } : undefined,
    };
    return {
      async send(mail) {
        await (await transporter(smtp)).sendMail({ from: config.MAIL_FROM, ...mail });
      },
    };
  }
  // A real RFC 822 message, written where a person can open it.
  const outbox = path.join(config.DATA_DIR, "outbox");
  return {
    async send(mail) {
      const stream = await transporter({ streamTransport: true, buffer: true, newline: "unix" });
      const info = await stream.sendMail({ from: config.MAIL_FROM, ...mail });
      await mkdir(outbox, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(outbox, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      await pruneOutbox(outbox);
      logger.info(
        `[mail] to ${mail.to}: ${mail.subject} (no SMTP configured; saved to ${file})\n${mail.text}`,
      );
    },
  };
}

/** The outbox keeps the newest OUTBOX_MAX_FILES mails (file names start with their time), so it cannot fill a disk. */
export const OUTBOX_MAX_FILES = 500;

async function pruneOutbox(outbox: string): Promise<void> {
  const files = (await readdir(outbox)).filter((f) => f.endsWith(".eml")).sort();
  const extra = files.length - OUTBOX_MAX_FILES;
  if (extra <= 0) return;
  await Promise.all(files.slice(0, extra).map((f) => rm(path.join(outbox, f), { force: true })));
}
