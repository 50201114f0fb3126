// The last few presented versions of the papers being read (their shared part, by version tag), so that
// GET /api/document/{id}?base={tag} answers a page with what changed since the version it holds rather
// than the whole paper again (issue 32, item 8). A version not kept here (an old one, or one another web
// process presented) is answered with the whole paper, as before.
import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import type { SharedPart } from "./document";

/** Versions kept per paper: a page a few changes behind still gets only what changed. */
const VERSIONS_PER_DOCUMENT = 6;
/** Papers kept, the least recently read dropped first. */
const DOCUMENTS = 64;

/** A short, opaque tag of a document version (documents/store.ts documentVersion): its ETag's first part. */
export function versionTag(version: string): string {
  return createHash("sha1").update(version).digest("base64url").slice(0, 16);
}

/** The ETag of an answer: the version's tag and the reader's own part (like, feedback, what they may do). */
export function documentEtag(tag: string, ownText: string): string {
  return `"${tag}.${createHash("sha1").update(ownText).digest("base64url").slice(0, 10)}"`;
}

/** Whether an If-None-Match header names this ETag (weak or strong, alone or in a list). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

export class RecentVersions {
  private readonly documents = new Map<string, Map<string, SharedPart>>();

  remember(id: string, tag: string, shared: SharedPart): void {
    const versions = this.documents.get(id) ?? new Map<string, SharedPart>();
    this.documents.delete(id);
    this.documents.set(id, versions);
    versions.delete(tag);
    versions.set(tag, shared);
    for (const oldest of versions.keys()) {
      if (versions.size <= VERSIONS_PER_DOCUMENT) break;
      versions.delete(oldest);
    }
    for (const oldest of this.documents.keys()) {
      if (this.documents.size <= DOCUMENTS) break;
      this.documents.delete(oldest);
    }
  }

  find(id: string, tag: string): SharedPart | undefined {
    return this.documents.get(id)?.get(tag);
  }

  forget(id: string): void {
    this.documents.delete(id);
  }
}

const kept = new WeakMap<Db, RecentVersions>();

/** The recent versions of one database's papers (one per app, as documentCacheOf). */
export function recentVersionsOf(db: Db): RecentVersions {
  let versions = kept.get(db);
  if (!versions) {
    versions = new RecentVersions();
    kept.set(db, versions);
  }
  return versions;
}
