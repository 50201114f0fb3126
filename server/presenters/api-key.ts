// The only place an API-key row becomes JSON: never its hash; the key itself only at creation.
import type { ResponseOf } from "../../common/responses";
import type { CreatedApiKey, PresentedApiKey } from "../../common/types";
import type { ApiKeyRow } from "../auth/api-keys";

export function presentApiKey(row: ApiKeyRow): PresentedApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

export function presentCreatedApiKey(row: ApiKeyRow, key: string): CreatedApiKey {
  return { ...presentApiKey(row), key };
}

/** GET /api/user/api-keys. */
export function presentApiKeyList(rows: ApiKeyRow[]): ResponseOf<"GET /api/user/api-keys"> {
  return { apiKeys: rows.map(presentApiKey) };
}

/** DELETE /api/user/api-keys/{id}. */
export function presentRevoked(): ResponseOf<"DELETE /api/user/api-keys/{id}"> {
  return { revoked: true };
}
