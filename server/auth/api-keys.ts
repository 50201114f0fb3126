// Personal API keys: `Authorization: Bearer <key>` signs a script in as the key's owner on every /api
// route. Our own hashed-key table rather than Better Auth's API-key plugin: the plugin is a separate
// package with its own schema, rate limiter and session emulation, while a key here needs three routes
// and one indexed lookup. A key is 256 random bits, so SHA-256 (not a slow password hash) is enough:
// nobody can guess their way back from a hash, and a lookup costs one index probe.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import { API_KEYS_MAX } from "../../common/constants";
import type { Db } from "../db/client";
import { apiKeys, user } from "../db/schema";
import { AppError } from "../errors";
import type { SessionUser } from "./users";

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = "trt_";
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
/** last_used_at is written at most once a minute per key (not on every request). */
const LAST_USED_RESOLUTION_MS = 60_000;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Creates a key for the user; the answer holds the key itself, which is never shown again. */
export async function createApiKey(options: {
  db: Db;
  userId: string;
  name: string;
}): Promise<{ row: ApiKeyRow; key: string }> {
  const { db, userId, name } = options;
  const [held] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  if ((held?.n ?? 0) >= API_KEYS_MAX) throw new AppError("API_KEY_LIMIT", { detail: `${API_KEYS_MAX}` });
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: randomUUID(),
      userId,
      name,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      keyHash: hashKey(key),
    })
    .returning();
  return { row: row!, key };
}

/** The user's keys, newest first. */
export async function listApiKeys(options: { db: Db; userId: string }): Promise<ApiKeyRow[]> {
  return options.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, options.userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes (deletes) one of the user's keys; another user's key, or none, is 404. */
export async function revokeApiKey(options: { db: Db; userId: string; id: string }): Promise<void> {
  const gone = await options.db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, options.id), eq(apiKeys.userId, options.userId)))
    .returning({ id: apiKeys.id });
  if (gone.length === 0) throw new AppError("API_KEY_NOT_FOUND");
}

/** The person a key signs in, or INVALID_API_KEY (unknown, revoked or malformed). */
export async function userForApiKey(options: { db: Db; key: string; now?: Date }): Promise<SessionUser> {
  const { db, key } = options;
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) throw new AppError("INVALID_API_KEY");
  const keyHash = hashKey(key);
  const [found] = await db
    .select({
      keyId: apiKeys.id,
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash));
  if (!found) throw new AppError("INVALID_API_KEY");
  const now = options.now ?? new Date();
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, found.keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
  const { keyId: _, ...person } = found;
  return { ...person, image: person.image ?? null };
}
