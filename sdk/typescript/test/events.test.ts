import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { Client, StreamBroken, StreamUnavailableHere, followMatch, followUser, parseEventStream, type MatchEvent } from "../src/index.js";

type Route = (req: IncomingMessage, res: ServerResponse) => void;
let route: Route = (_req, res) => res.end();
const requests: IncomingMessage[] = [];
const server = createServer((req, res) => {
  requests.push(req);
  route(req, res);
});
let baseUrl = "";

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

const entry = (seq: number) => ({ kind: "pass", text: `Seat 0 passes (${seq}).`, notation: "pass", public: true, seq, seat: 0, created_at: "2026-01-01T00:00:00Z" });
const action = (seq: number) => `id: ${seq}\nevent: action\ndata: ${JSON.stringify(entry(seq))}\n\n`;
const status = (seq: number, s: string, toMove: number[]) => `id: ${seq}\nevent: status\ndata: ${JSON.stringify({ seq, status: s, to_move: toMove })}\n\n`;
const sse = (res: ServerResponse) => res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
const noSleep = async () => undefined;

function client(): Client {
  return new Client({ baseUrl, token: "secret", sleep: noSleep });
}

describe("parseEventStream", () => {
  it("parses events split anywhere across chunks, skipping comments and retry", async () => {
    const text = `retry: 2000\n\n: keep-alive\n\n${action(1)}event: chat\ndata: {"id": 4, "text": "hi"}\n\n${status(1, "active", [1])}`;
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    const events = [];
    for await (const event of parseEventStream(body)) events.push(event);
    assert.deepEqual(events.map((e) => [e.event, e.id]), [["action", 1], ["chat", undefined], ["status", 1]]);
    assert.deepEqual(events[1]?.data, { id: 4, text: "hi" });
  });
});

describe("followMatch", () => {
  it("sends the token, resumes after a drop from Last-Event-ID and ends with the match", async () => {
    requests.length = 0;
    let connection = 0;
    route = (_req, res) => {
      connection += 1;
      sse(res);
      if (connection === 1) {
        res.write(`retry: 2000\n\n${action(1)}${action(2)}`);
        setTimeout(() => res.destroy(), 20); // the connection drops mid-stream
      } else {
        res.write(`${action(3)}: keep-alive\n\n${status(3, "finished", [])}`);
        res.end();
      }
    };
    const links: boolean[] = [];
    const seen: MatchEvent[] = [];
    for await (const event of followMatch(client(), 5, { after: 0, onLink: (up) => links.push(up) })) seen.push(event);
    assert.deepEqual(
      seen.map((e) => (e.type === "action" ? `action ${e.entry.seq}` : e.type === "status" ? `status ${e.status.status}` : "chat")),
      ["action 1", "action 2", "action 3", "status finished"],
    );
    assert.equal(requests.length, 2);
    assert.equal(requests[0]?.url, "/api/v1/matches/5/stream");
    assert.equal(requests[0]?.headers.authorization, "Bearer secret");
    assert.equal(requests[0]?.headers["last-event-id"], "0");
    assert.equal(requests[0]?.headers.accept, "text/event-stream");
    assert.equal(requests[1]?.headers["last-event-id"], "2", "resumes after the last event");
    assert.equal(requests[1]?.headers.authorization, "Bearer secret");
    assert.deepEqual(links, [true, false, true]);
  });

  it("starts at the present without a cursor, and stops on 204", async () => {
    requests.length = 0;
    route = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const seen = [];
    for await (const event of followMatch(client(), 5)) seen.push(event);
    assert.deepEqual(seen, []);
    assert.equal(requests[0]?.headers["last-event-id"], undefined);
  });

  it("throws the problem of a server without streams", async () => {
    route = (_req, res) => {
      res.writeHead(421, { "Content-Type": "application/problem+json" });
      res.end(JSON.stringify({ type: "t", title: "t", status: 421, detail: "Not here.", code: "stream_unavailable_here", events_url: "http://events.test/x" }));
    };
    await assert.rejects(
      (async () => {
        for await (const _ of followMatch(client(), 5)) void _;
      })(),
      (error: unknown) => error instanceof StreamUnavailableHere && error.eventsUrl === "http://events.test/x",
    );
  });

  it("gives up after repeated drops", async () => {
    requests.length = 0;
    route = (_req, res) => res.destroy();
    await assert.rejects(
      (async () => {
        for await (const _ of followMatch(client(), 5, { after: 0 })) void _;
      })(),
      StreamBroken,
    );
    assert.equal(requests.length, 9);
  });

  it("stops when its signal aborts", async () => {
    route = (_req, res) => {
      sse(res);
      res.write(action(1)); // and then nothing: the stream stays open
    };
    const controller = new AbortController();
    const seen = [];
    for await (const event of followMatch(client(), 5, { after: 0, signal: controller.signal })) {
      seen.push(event);
      controller.abort();
    }
    assert.equal(seen.length, 1);
  });
});

describe("followUser", () => {
  it("reports the ready cursor and yields the user's events", async () => {
    requests.length = 0;
    route = (_req, res) => {
      sse(res);
      res.write(`id: 10\nevent: ready\ndata: {"cursor": 10}\n\n`);
      res.write(`id: 11\nevent: your_turn\ndata: ${JSON.stringify({ id: 11, kind: "your_turn", match_id: 5 })}\n\n`);
    };
    const controller = new AbortController();
    const cursors: number[] = [];
    for await (const event of followUser(client(), { signal: controller.signal, onReady: (c) => cursors.push(c) })) {
      assert.equal(event.kind, "your_turn");
      controller.abort();
    }
    assert.deepEqual(cursors, [10]);
    assert.equal(requests[0]?.url, "/api/v1/events/stream");
  });
});
