// Profile changes: name, and email (lowercased and trimmed; a change sends a verification mail).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../errors";
import type { Auth } from "./auth";

const emailSchema = z.email();

export type ProfileChange = { kind: "updated" } | { kind: "email-sent" };

/** Updates a user's profile; returns whether a verification mail was sent for a new email. */
export async function updateProfile(options: {
  db: Db;
  auth: Auth;
  userId: string;
  currentEmail: string;
  name?: string;
  email?: string;
  headers: Headers;
}): Promise<ProfileChange> {
  const { db, auth, userId } = options;
  if (options.name !== undefined) {
    const name = options.name.trim();
    if (name.length === 0 || name.length > 100) throw new AppError("INVALID_NAME");
    await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
  }
  if (options.email !== undefined) {
    const email = options.email.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success) throw new AppError("INVALID_EMAIL");
    if (email !== options.currentEmail) {
      await auth.api.changeEmail({ body: { newEmail: email, callbackURL: "/" }, headers: options.headers });
      return { kind: "email-sent" };
    }
  }
  return { kind: "updated" };
}
