// Profile changes: name, and email (lowercased and trimmed; a change sends a verification mail).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { isLocale, type Locale } from "../../common/constants";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../errors";
import { type Auth, CLIENT_ADDRESS_HEADER, requestOrigin } from "./auth";

const emailSchema = z.email();

/** The signed-in person, as the session gives them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
}

export type ProfileChange =
  | { kind: "updated"; name: string | null; locale: Locale | null }
  | { kind: "email-sent" };

/** The interface language the person saved in Settings; null when they follow their browser. */
export async function readInterfaceLocale(options: { db: Db; userId: string }): Promise<Locale | null> {
  const [row] = await options.db
    .select({ locale: user.locale })
    .from(user)
    .where(eq(user.id, options.userId));
  return row && isLocale(row.locale) ? row.locale : null;
}

/** Updates a user's profile; returns whether a verification mail was sent for a new email. */
export async function updateProfile(options: {
  db: Db;
  auth: Auth;
  userId: string;
  currentEmail: string;
  name?: string;
  email?: string;
  /** The interface language to keep with the account; null goes back to following the browser. */
  locale?: string | null;
  /** The request being served: the verification link is built on its origin. */
  request: Request;
  /** Where the request came from (the rate limit of email changes counts per address). */
  clientAddress: string;
}): Promise<ProfileChange> {
  const { db, auth, userId } = options;
  let saved: string | null = null;
  if (options.locale !== undefined) {
    if (options.locale !== null && !isLocale(options.locale)) throw new AppError("LOCALE_NOT_SUPPORTED");
    await db.update(user).set({ locale: options.locale, updatedAt: new Date() }).where(eq(user.id, userId));
  }
  if (options.name !== undefined) {
    const name = options.name.trim();
    if (name.length === 0 || name.length > 100) throw new AppError("INVALID_NAME");
    await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
    saved = name;
  }
  if (options.email !== undefined) {
    const email = options.email.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success) throw new AppError("INVALID_EMAIL");
    if (email !== options.currentEmail) {
      // Through the auth handler with a real request, so the link in the mail carries this origin.
      const origin = requestOrigin(options.request);
      const headers = new Headers({ "content-type": "application/json", origin });
      const cookie = options.request.headers.get("cookie");
      if (cookie) headers.set("cookie", cookie);
      // Better Auth's rate limit is per client address: without it every user would share one bucket.
      headers.set(CLIENT_ADDRESS_HEADER, options.clientAddress);
      const response = await auth.handler(
        new Request(new URL("/api/auth/change-email", origin), {
          method: "POST",
          headers,
          body: JSON.stringify({ newEmail: email, callbackURL: "/" }),
        }),
      );
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
        if (response.status === 429) throw new AppError("RATE_LIMITED");
        if (body.code?.includes("EXIST")) throw new AppError("EMAIL_TAKEN");
        throw new AppError("INVALID_EMAIL", { detail: body.message });
      }
      return { kind: "email-sent" };
    }
  }
  return { kind: "updated", name: saved, locale: await readInterfaceLocale({ db, userId }) };
}
