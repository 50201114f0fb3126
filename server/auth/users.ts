// Profile changes: name, and email (lowercased and trimmed; a change sends a verification mail).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../errors";
import { type Auth, requestOrigin } from "./auth";

const emailSchema = z.email();

/** The signed-in person, as the session gives them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
}

export type ProfileChange = { kind: "updated"; name: string | null } | { kind: "email-sent" };

/** Updates a user's profile; returns whether a verification mail was sent for a new email. */
export async function updateProfile(options: {
  db: Db;
  auth: Auth;
  userId: string;
  currentEmail: string;
  name?: string;
  email?: string;
  /** The request being served: the verification link is built on its origin. */
  request: Request;
}): Promise<ProfileChange> {
  const { db, auth, userId } = options;
  let saved: string | null = null;
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
      const response = await auth.handler(
        new Request(new URL("/api/auth/change-email", origin), {
          method: "POST",
          headers,
          body: JSON.stringify({ newEmail: email, callbackURL: "/" }),
        }),
      );
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new AppError("INVALID_EMAIL", body.message ?? undefined);
      }
      return { kind: "email-sent" };
    }
  }
  return { kind: "updated", name: saved };
}
