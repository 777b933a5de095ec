import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  Client,
  MissingToken,
  RateLimited,
  ServiceUnavailable,
  StaleState,
  UnexpectedResponse,
  type ClientOptions,
} from "../src/index.js";
import { json, problem, recordedSleep, scriptedFetch } from "./fake.js";

const ACCEPTED = {
  match_id: 7,
  seq: 5,
  seat: 0,
  entry: { kind: "pass", text: "Seat 0 passes.", notation: "pass", public: true, seq: 5, seat: 0, created_at: "2026-01-01T00:00:00Z" },
  status: "active",
  to_move: [1],
  legal_actions: [],
};

function client(answers: Parameters<typeof scriptedFetch>[0], options: ClientOptions = {}) {
  const fake = scriptedFetch(answers);
  const sleep = recordedSleep();
  const made = new Client({ baseUrl: "http://server.test/", token: "tok", fetch: fake.fetch, sleep: sleep.sleep, ...options });
  return { client: made, seen: fake.seen, waits: sleep.waits };
}

describe("Client", () => {
  it("sends the token and Accept-Language, and types the answer", async () => {
    const { client: c, seen } = client([json({ id: 1, username: "ann", scopes: ["read"] })], { acceptLanguage: "ja, en;q=0.5" });
    const me = await c.me();
    assert.equal(me.username, "ann");
    assert.equal(seen[0]?.url.href, "http://server.test/api/v1/me");
    assert.equal(seen[0]?.headers.get("authorization"), "Bearer tok");
    assert.equal(seen[0]?.headers.get("accept-language"), "ja, en;q=0.5");
  });

  it("asks a token function for every request (an OAuth2 session refreshing)", async () => {
    let n = 0;
    const { client: c, seen } = client([json([]), json([])], { token: () => `t${++n}` });
    await c.games();
    await c.games();
    assert.deepEqual(seen.map((s) => s.headers.get("authorization")), ["Bearer t1", "Bearer t2"]);
  });

  it("refuses a call that needs a token without one", async () => {
    const { client: c, seen } = client([], { token: null });
    await assert.rejects(c.me(), MissingToken);
    assert.equal(seen.length, 0);
  });

  it("switches to the token of a new account", async () => {
    const { client: c, seen } = client([
      json({ id: 3, username: "bob", token: "new-token", is_bot: true }, 201),
      json({ id: 3, username: "bob", scopes: [] }),
    ], { token: null });
    await c.signup("bob", { isBot: true });
    await c.me();
    assert.equal(seen[0]?.headers.get("authorization"), null);
    assert.deepEqual(JSON.parse(seen[0]?.body ?? ""), { username: "bob", is_bot: true });
    assert.equal(seen[1]?.headers.get("authorization"), "Bearer new-token");
  });

  it("submits with expected_seq and an Idempotency-Key", async () => {
    const { client: c, seen } = client([json(ACCEPTED)]);
    const accepted = await c.submit(7, { notation: "pass", action: { kind: "pass" } }, { expectedSeq: 4 });
    assert.equal(accepted.seq, 5);
    assert.equal(seen[0]?.method, "POST");
    assert.equal(seen[0]?.url.pathname, "/api/v1/matches/7/actions");
    assert.deepEqual(JSON.parse(seen[0]?.body ?? ""), { expected_seq: 4, action: "pass" });
    assert.match(seen[0]?.headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/);
  });

  it("throws the typed error of a problem answer", async () => {
    const { client: c } = client([problem(409, "stale_state", { current_seq: 9 })]);
    await assert.rejects(c.submit(7, "pass", { expectedSeq: 4 }), (error: unknown) => {
      assert.ok(error instanceof StaleState);
      assert.equal(error.currentSeq, 9);
      assert.equal(error.detail, "A sentence about stale_state.");
      return true;
    });
  });

  it("waits out rate_limited's Retry-After and repeats the same request", async () => {
    const { client: c, seen, waits } = client([
      problem(429, "rate_limited", { retry_after: 2 }, { "Retry-After": "2" }),
      json(ACCEPTED),
    ]);
    await c.submit(7, "pass", { expectedSeq: 4, idempotencyKey: "key-1" });
    assert.equal(seen.length, 2);
    assert.equal(waits.length, 1);
    assert.ok(waits[0]! >= 2 && waits[0]! <= 2.2, `waited ${waits[0]}`);
    assert.deepEqual(seen.map((s) => s.headers.get("idempotency-key")), ["key-1", "key-1"]);
    assert.equal(seen[1]?.body, seen[0]?.body);
  });

  it("repeats after service_unavailable with a growing backoff, Retry-After as a floor", async () => {
    const { client: c, seen, waits } = client([
      problem(503, "service_unavailable", {}, { "Retry-After": "1" }),
      problem(503, "service_unavailable"),
      problem(503, "service_unavailable"),
      json({ id: 7 }),
    ]);
    await c.match(7);
    assert.equal(seen.length, 4);
    assert.ok(waits[0]! >= 1, "Retry-After is the floor");
    assert.ok(waits[1]! >= 0.5 && waits[2]! >= 1, `backoff grows: ${waits.join(", ")}`);
  });

  it("gives up after maxRetries with the typed error", async () => {
    const answers = Array.from({ length: 3 }, () => problem(429, "rate_limited", {}, { "Retry-After": "1" }));
    const { client: c, seen } = client(answers, { maxRetries: 2 });
    await assert.rejects(c.games(), (error: unknown) => error instanceof RateLimited && error.retryAfter === 1);
    assert.equal(seen.length, 3);
  });

  it("never waits longer than maxWait", async () => {
    const { client: c, seen } = client([problem(503, "service_unavailable", {}, { "Retry-After": "600" })], { maxWait: 60 });
    await assert.rejects(c.games(), ServiceUnavailable);
    assert.equal(seen.length, 1);
  });

  it("repeats a keyed submission after a dropped connection, with the same key", async () => {
    const { client: c, seen } = client([new TypeError("fetch failed"), json(ACCEPTED)]);
    await c.submit(7, "pass", { expectedSeq: 4 });
    assert.equal(seen.length, 2);
    const keys = seen.map((s) => s.headers.get("idempotency-key"));
    assert.ok(keys[0] !== null && keys[0] === keys[1], "the retry carries the first key");
  });

  it("does not repeat an unkeyed write after a dropped connection", async () => {
    const { client: c, seen } = client([new TypeError("fetch failed")]);
    await assert.rejects(c.createMatch({ game: "yokohama", players: 2 }), TypeError);
    assert.equal(seen.length, 1);
  });

  it("repeats a read after a proxy's 502, but not an unkeyed write", async () => {
    const gateway = () => new Response("<html>502</html>", { status: 502, headers: { "Content-Type": "text/html" } });
    const read = client([gateway(), json([])]);
    await read.client.games();
    assert.equal(read.seen.length, 2);
    const write = client([gateway()]);
    await assert.rejects(write.client.createMatch({ game: "yokohama", players: 2 }), UnexpectedResponse);
    assert.equal(write.seen.length, 1);
  });

  it("does not repeat other errors", async () => {
    const { client: c, seen } = client([problem(500, "internal_error")]);
    await assert.rejects(c.games(), (error: unknown) => error instanceof Error && (error as { code?: string }).code === "internal_error");
    assert.equal(seen.length, 1);
  });

  it("exposes the generated client with the same authentication", async () => {
    const { client: c, seen } = client([json({ match_id: 7, results: [] })]);
    const { data } = await c.api.GET("/api/v1/matches/{id}/result", { params: { path: { id: 7 } } });
    assert.deepEqual(data, { match_id: 7, results: [] });
    assert.equal(seen[0]?.headers.get("authorization"), "Bearer tok");
  });
});
