import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Client, PlayStuck, YokohamaError, playMatch, type Turn } from "../src/index.js";
import { json, problem } from "./fake.js";

const PASS = { notation: "pass", action: { kind: "pass" } };
const FINAL_SEQ = 8;

/**
 * A match of two seats in memory: seat 0 is the client's, seat 1 answers at once. Seat 0's
 * turns are two decisions long (the accepted answer carries the second one's actions).
 */
class FakeMatch {
  seq = 0;
  status = "active";
  toMove = [0];
  calls: string[] = [];
  keys: string[] = [];
  expected: number[] = [];
  staleOnce = false;
  streams = "none" as "none" | "live" | "unavailable";
  private streamWriters: Array<(text: string) => void> = [];

  private head() {
    return { seq: this.seq, status: this.status, to_move: this.toMove };
  }

  private advance(seat: number) {
    this.seq += 1;
    if (this.seq >= FINAL_SEQ) {
      this.status = "finished";
      this.toMove = [];
    } else if (seat === 0) {
      this.toMove = this.seq % 2 === 1 ? [0] : [1]; // two decisions in a row, then seat 1
    } else {
      this.toMove = [0];
    }
    const entry = { kind: "pass", text: "pass", notation: "pass", public: true, seq: this.seq, seat, created_at: "2026-01-01T00:00:00Z" };
    for (const write of this.streamWriters) {
      write(`id: ${this.seq}\nevent: action\ndata: ${JSON.stringify(entry)}\n\n`);
      write(`id: ${this.seq}\nevent: status\ndata: ${JSON.stringify(this.head())}\n\n`);
    }
  }

  private opponent() {
    if (this.status === "active" && this.toMove.includes(1)) setTimeout(() => this.advance(1), 1);
  }

  fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    this.calls.push(route);
    switch (route) {
      case "GET /api/v1/matches/9":
        return json({ id: 9, game: "yokohama", your_seat: 0, state: null, ...this.head() });
      case "GET /api/v1/matches/9/legal-actions":
        return json({ seq: this.seq, seat: 0, actions: this.toMove.includes(0) && this.status === "active" ? [PASS] : [] });
      case "POST /api/v1/matches/9/actions": {
        const body = (await request.json()) as { expected_seq: number; action: string };
        this.keys.push(request.headers.get("Idempotency-Key") ?? "");
        this.expected.push(body.expected_seq);
        if (this.staleOnce) {
          this.staleOnce = false;
          this.advance(1); // someone else moved first
          this.toMove = [0];
          return problem(409, "stale_state", { current_seq: this.seq });
        }
        if (body.expected_seq !== this.seq) return problem(409, "stale_state", { current_seq: this.seq });
        this.advance(0);
        const mine = this.status === "active" && this.toMove.includes(0);
        this.opponent();
        return json({ match_id: 9, seq: this.seq, seat: 0, entry: {}, status: this.status, to_move: this.toMove, legal_actions: mine ? [PASS] : [] });
      }
      case "GET /api/v1/matches/9/events": {
        const after = Number(url.searchParams.get("after"));
        this.opponent();
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json({ entries: [], ...this.head(), seq: Math.max(this.seq, after) });
      }
      case "GET /api/v1/matches/9/result":
        return json({ match_id: 9, results: [{ seat: 0, score: 3, rank: 1, breakdown: {} }] });
      case "GET /api/v1/matches/9/stream": {
        if (this.streams === "unavailable") {
          return problem(421, "stream_unavailable_here");
        }
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            const write = (text: string) => {
              try {
                controller.enqueue(encoder.encode(text));
              } catch {
                // the reader left
              }
            };
            this.streamWriters.push(write);
            write(`id: ${this.seq}\nevent: status\ndata: ${JSON.stringify(this.head())}\n\n`);
          },
        });
        return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
      }
      default:
        return problem(404, "not_found");
    }
  };

  client() {
    return new Client({ baseUrl: "http://server.test", token: "t", fetch: this.fetch, sleep: async () => undefined });
  }
}

describe("playMatch", () => {
  it("plays its seat to the end over the long poll, each submission keyed", async () => {
    const fake = new FakeMatch();
    const turns: number[] = [];
    const done = await playMatch(fake.client(), 9, (turn: Turn) => {
      turns.push(turn.seq);
      return turn.actions[0]!;
    }, { events: "poll", pollTimeout: 1 });
    assert.equal(done.match.status, "finished");
    assert.equal(done.result?.results[0]?.rank, 1);
    assert.equal(done.decisions, turns.length);
    assert.ok(done.decisions >= 4);
    assert.deepEqual(fake.expected, turns, "each decision is sent with the seq it was made at");
    assert.equal(new Set(fake.keys).size, fake.keys.length, "a fresh Idempotency-Key per decision");
    // The second decision of a turn comes with the first one's answer.
    const legalCalls = fake.calls.filter((c) => c.endsWith("/legal-actions")).length;
    assert.ok(legalCalls < done.decisions, `${legalCalls} legal-actions calls for ${done.decisions} decisions`);
  });

  it("decides again after stale_state", async () => {
    const fake = new FakeMatch();
    fake.staleOnce = true;
    const done = await playMatch(fake.client(), 9, (turn) => turn.actions[0]!, { events: "poll", pollTimeout: 1 });
    assert.equal(done.stale, 1);
    assert.equal(done.match.status, "finished");
    assert.equal(fake.expected[0], 0);
    assert.equal(fake.expected[1], 1, "the new decision is made at the new seq");
  });

  it("waits on the event stream when there is one", async () => {
    const fake = new FakeMatch();
    fake.streams = "live";
    const done = await playMatch(fake.client(), 9, (turn) => turn.actions[0]!, { pollTimeout: 5 });
    assert.equal(done.match.status, "finished");
    assert.ok(fake.calls.includes("GET /api/v1/matches/9/stream"));
    assert.equal(fake.calls.filter((c) => c.endsWith("/events")).length, 0, "no long poll while the stream is up");
  });

  it("falls back to the long poll where streams are unavailable", async () => {
    const fake = new FakeMatch();
    fake.streams = "unavailable";
    const done = await playMatch(fake.client(), 9, (turn) => turn.actions[0]!, { pollTimeout: 1 });
    assert.equal(done.match.status, "finished");
    assert.ok(fake.calls.some((c) => c.endsWith("/events")));
  });

  it("gives up after too many stale answers in a row", async () => {
    const fake = new FakeMatch();
    const stale = new FakeMatch();
    const client = new Client({
      baseUrl: "http://server.test",
      token: "t",
      sleep: async () => undefined,
      fetch: async (request) =>
        request.method === "POST" ? problem(409, "stale_state", { current_seq: 0 }) : stale.fetch(request),
    });
    await assert.rejects(playMatch(client, 9, (turn) => turn.actions[0]!, { events: "poll", maxStale: 3 }), PlayStuck);
    void fake;
  });

  it("refuses a match where the client holds no seat", async () => {
    const client = new Client({ baseUrl: "http://server.test", fetch: async () => json({ id: 9, your_seat: null, seq: 0, status: "active", to_move: [0] }) });
    await assert.rejects(playMatch(client, 9, () => "pass"), YokohamaError);
  });
});
