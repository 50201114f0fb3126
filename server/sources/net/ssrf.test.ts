// The SSRF matrix (ARCHITECTURE §6): every private, loopback, link-local, metadata or odd-scheme url is
// refused with a clear error, before any connection; redirects are re-checked; connections are pinned.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "../../test/fixture-server";
import { sourcesConfigFrom } from "../config";
import { createPageReader } from "../reader/page-reader";
import { blockedAddressReason } from "./address";
import { checkUrl, FetchRefusedError, type Resolver } from "./guard";
import { safeFetch } from "./safe-fetch";

let allowed: FixtureServer;
let other: FixtureServer;

beforeAll(async () => {
  allowed = await startFixtureServer([
    {
      path: "/page",
      body: "<html><head><title>Local</title></head><body><p>Fixture page text.</p></body></html>",
      contentType: "text/html",
    },
  ]);
  other = await startFixtureServer([{ path: "/secret", body: "internal secret" }]);
  allowed.add({ path: "/to-other", redirect: `${other.url}/secret` });
  allowed.add({ path: "/to-localhost", redirect: `http://localhost:${other.port}/secret` });
  allowed.add({ path: "/to-metadata", redirect: "http://169.254.169.254/latest/meta-data/" });
  allowed.add({ path: "/to-file", redirect: "file:///etc/passwd" });
});

afterAll(async () => {
  await allowed.close();
  await other.close();
});

const fakeResolver =
  (answers: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const list = answers[hostname];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

// [url, expected reason in the message]
const DIRECT: [string, RegExp][] = [
  ["http://127.0.0.1/", /: loopback address$/],
  ["http://localhost/", /: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/],
  ["http://0.0.0.0/", /: unspecified \(0\.0\.0\.0\/8\) address$/],
  ["http://[::1]/", /: loopback address$/],
  ["http://[::]/", /: unspecified address$/],
  ["http://10.0.0.1/", /: private address$/],
  ["http://172.16.0.1/", /: private address$/],
  ["http://172.31.255.254/", /: private address$/],
  ["http://192.168.1.1/", /: private address$/],
  ["http://169.254.169.254/latest/meta-data/", /: cloud metadata address$/],
  ["http://169.254.1.1/", /: link-local address$/],
  ["http://100.64.0.1/", /: shared \(CGNAT\) address$/],
  ["http://100.100.100.200/", /: cloud metadata address$/],
  ["http://224.0.0.1/", /: multicast address$/],
  ["http://255.255.255.255/", /: broadcast address$/],
  ["http://[::ffff:127.0.0.1]/", /: loopback address \(IPv4-mapped IPv6\)$/],
  ["http://[::ffff:7f00:1]/", /: loopback address \(IPv4-mapped IPv6\)$/],
  ["http://[::ffff:10.0.0.1]/", /: private address \(IPv4-mapped IPv6\)$/],
  ["http://[::ffff:169.254.169.254]/", /: cloud metadata address \(IPv4-mapped IPv6\)$/],
  ["http://[64:ff9b::7f00:1]/", /: loopback address \(NAT64\)$/],
  ["http://[2002:7f00:1::]/", /: loopback address \(6to4\)$/],
  ["http://[fe80::1]/", /: link-local address$/],
  ["http://[fc00::1]/", /: unique-local address$/],
  ["http://[fd00:ec2::254]/", /: cloud metadata address$/],
  ["http://[ff02::1]/", /: multicast address$/],
  ["http://2130706433/", /^Refused to fetch http:\/\/127\.0\.0\.1\/: loopback address$/],
  ["http://0177.0.0.1/", /^Refused to fetch http:\/\/127\.0\.0\.1\/: loopback address$/],
  ["http://0x7f.0.0.1/", /^Refused to fetch http:\/\/127\.0\.0\.1\/: loopback address$/],
  ["http://0x7f000001/", /^Refused to fetch http:\/\/127\.0\.0\.1\/: loopback address$/],
  ["http://127.1/", /^Refused to fetch http:\/\/127\.0\.0\.1\/: loopback address$/],
  ["http://017700000001/", /^Refused to fetch http:\/\/127\.0\.0\.1\/: loopback address$/],
  ["file:///etc/passwd", /only http and https addresses can be read \(got file:\)$/],
  ["gopher://127.0.0.1:70/_GET", /only http and https addresses can be read \(got gopher:\)$/],
  ["ftp://example.com/file.txt", /only http and https addresses can be read \(got ftp:\)$/],
  ["data:text/html,<h1>x</h1>", /only http and https addresses can be read \(got data:\)$/],
  ["javascript:alert(1)", /only http and https addresses can be read \(got javascript:\)$/],
];

const RESOLVED: [string, Record<string, string[]>, RegExp][] = [
  [
    "http://intranet.example/",
    { "intranet.example": ["10.1.2.3"] },
    /: intranet\.example resolves to 10\.1\.2\.3, a private address$/,
  ],
  ["http://metadata.example/", { "metadata.example": ["169.254.169.254"] }, /a cloud metadata address$/],
  [
    "http://mapped.example/",
    { "mapped.example": ["::ffff:192.168.0.5"] },
    /a private address \(IPv4-mapped IPv6\)$/,
  ],
  [
    "http://mixed.example/",
    { "mixed.example": ["93.184.215.14", "127.0.0.1"] },
    /resolves to 127\.0\.0\.1, a loopback address$/,
  ],
  ["http://v6local.example/", { "v6local.example": ["fd12:3456::1"] }, /a unique-local address$/],
];

let refusedCount = 0;

describe("SSRF guard matrix", () => {
  const reader = createPageReader(sourcesConfigFrom({}), { resolve: fakeResolver({}) });

  for (const [url, reason] of DIRECT) {
    it(`refuses ${url}`, async () => {
      // localhost is resolved by the system (hosts file); everything else never needs a resolver.
      const page = await createPageReader(sourcesConfigFrom({})).read(url);
      expect(page.error?.message).toMatch(/^Refused to fetch /);
      expect(page.error?.message).toMatch(reason);
      expect(page.text).toBe("");
      refusedCount++;
    });
  }

  for (const [url, answers, reason] of RESOLVED) {
    it(`refuses ${url} whose name resolves to a blocked address`, async () => {
      const page = await createPageReader(sourcesConfigFrom({}), { resolve: fakeResolver(answers) }).read(
        url,
      );
      expect(page.error?.message).toMatch(/^Refused to fetch /);
      expect(page.error?.message).toMatch(reason);
      refusedCount++;
    });
  }

  it("refuses a redirect from an allowed host to a local port that is not allowed", async () => {
    const config = sourcesConfigFrom({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${allowed.port}` });
    const before = other.requests.length;
    const page = await createPageReader(config).read(`${allowed.url}/to-other`);
    expect(page.error?.message).toBe(`Refused to fetch ${other.url}/secret: loopback address`);
    expect(other.requests.length).toBe(before);
    refusedCount++;
  });

  it("refuses redirects to localhost, to the metadata address and to file:", async () => {
    const config = sourcesConfigFrom({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${allowed.port}` });
    const read = createPageReader(config).read;
    expect((await read(`${allowed.url}/to-localhost`)).error?.message).toMatch(
      new RegExp(
        `^Refused to fetch http://localhost:${other.port}/secret: localhost resolves to .*loopback address$`,
      ),
    );
    expect((await read(`${allowed.url}/to-metadata`)).error?.message).toBe(
      "Refused to fetch http://169.254.169.254/latest/meta-data/: cloud metadata address",
    );
    expect((await read(`${allowed.url}/to-file`)).error?.message).toBe(
      "Refused to fetch file:///etc/passwd: only http and https addresses can be read (got file:)",
    );
    refusedCount += 3;
  });

  it("refuses a public-looking name that resolves to loopback even with the port allowed for 127.0.0.1", async () => {
    const config = sourcesConfigFrom({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${allowed.port}` });
    const page = await createPageReader(config, {
      resolve: fakeResolver({ "public.example": ["127.0.0.1"] }),
    }).read(`http://public.example:${allowed.port}/page`);
    expect(page.error?.message).toBe(
      `Refused to fetch http://public.example:${allowed.port}/page: public.example resolves to 127.0.0.1, a loopback address`,
    );
    refusedCount++;
  });

  it("lets an allow-listed host:port through, and only that port", async () => {
    const config = sourcesConfigFrom({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${allowed.port}` });
    const page = await createPageReader(config).read(`${allowed.url}/page`);
    expect(page.error).toBeUndefined();
    expect(page.title).toBe("Local");
    expect(page.text).toBe("Fixture page text.");
    const blocked = await createPageReader(config).read(`${other.url}/secret`);
    expect(blocked.error?.message).toBe(`Refused to fetch ${other.url}/secret: loopback address`);
    refusedCount++;
    void reader;
  });

  it("counts the refused cases", () => {
    console.log(`SSRF matrix: ${refusedCount} urls refused`);
    expect(refusedCount).toBe(DIRECT.length + RESOLVED.length + 6);
  });
});

describe("pinning", () => {
  it("connects to the checked address with the original Host header, resolving once", async () => {
    let calls = 0;
    const resolve: Resolver = async () => {
      calls++;
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const response = await safeFetch(`http://pinned.example:${allowed.port}/page`, {
      allowPrivateHosts: [`pinned.example:${allowed.port}`],
      resolve,
    });
    expect(response.status).toBe(200);
    expect(calls).toBe(1);
    expect(allowed.requests.at(-1)?.headers.host).toBe(`pinned.example:${allowed.port}`);
  });

  it("never re-resolves: a name that rebinds to loopback after the check still goes to the checked address", async () => {
    const answers = ["93.184.215.14", "127.0.0.1"];
    let calls = 0;
    const resolve: Resolver = async () => [{ address: answers[calls++] ?? "127.0.0.1", family: 4 }];
    const before = allowed.requests.length;
    const error = await safeFetch(`http://rebind.example:${allowed.port}/page`, { resolve }).catch(
      (e: Error) => e,
    );
    // The connection went to the public address that was checked (the test network guard stops it there),
    // not to 127.0.0.1 that a second lookup would have given.
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("93.184.215.14");
    expect(calls).toBe(1);
    expect(allowed.requests.length).toBe(before);
  });
});

describe("address classification", () => {
  it("lets public addresses through", () => {
    for (const address of [
      "93.184.215.14",
      "8.8.8.8",
      "1.1.1.1",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "172.32.0.1",
      "100.128.0.1",
    ]) {
      expect(blockedAddressReason(address), address).toBeNull();
    }
  });

  it("refuses what is not an IP literal", () => {
    expect(blockedAddressReason("example.com")).toBe("not an IP address");
  });

  it("reports unresolvable names clearly", async () => {
    await expect(checkUrl("http://nowhere.invalid/", { resolve: fakeResolver({}) })).rejects.toThrow(
      new FetchRefusedError(
        "Could not fetch http://nowhere.invalid/: the host nowhere.invalid could not be resolved (ENOTFOUND)",
      ),
    );
  });
});
