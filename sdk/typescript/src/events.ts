/**
 * The server's event streams (server-sent events) as async iterators, over `fetch` streaming
 * rather than `EventSource`: EventSource cannot send an Authorization header, fetch can, and
 * it works the same in browsers and in Node 20.
 *
 *     for await (const event of followMatch(client, matchId, { after: 0 })) {
 *       if (event.type === "action") console.log(event.entry.text);
 *     }
 *
 * Both streams reopen by themselves after a drop, resuming after the last event received
 * (`Last-Event-ID`), so nothing is lost or repeated. `followMatch` ends once the match has
 * ended and every entry was delivered (the server then closes the stream, or answers 204).
 * Stop earlier with an AbortSignal or by leaving the `for await` loop.
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { ApiError, YokohamaError, errorFromResponse } from "./errors.js";
import type { Client } from "./client.js";
import type { ChatMessage, LogEntry, MatchStatusEvent, UserEvent } from "./types.js";

/** How many times in a row a stream is reopened before giving up. */
export const MAX_RECONNECTS = 8;
/** No byte for this long (heartbeats come every 15 s): the connection is taken as dead. */
export const IDLE_TIMEOUT_S = 60;

/** One server-sent event: its name, id (the match's seq, or the user event's id) and data. */
export interface ServerSentEvent {
  event: string;
  id: number | undefined;
  data: unknown;
}

/** An event of a match's stream. */
export type MatchEvent =
  | { type: "action"; entry: LogEntry }
  | { type: "status"; status: MatchStatusEvent }
  | { type: "chat"; message: ChatMessage };

/** The stream could not be (re)opened after several attempts. */
export class StreamBroken extends YokohamaError {
  override name = "StreamBroken";
}

export interface StreamOptions {
  /** Resume after this id (0: from the beginning); undefined starts at the present. */
  after?: number;
  signal?: AbortSignal;
  /** Hears `true` when the stream is open, `false` when it dropped and is being reopened. */
  onLink?: (up: boolean) => void;
}

/** Parse a text/event-stream body into events (comments and `retry:` are skipped). */
export async function* parseEventStream(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent> {
  const queue: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => queue.push(message) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!signal?.aborted) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      while (queue.length > 0) {
        const message = queue.shift() as EventSourceMessage;
        const id = message.id !== undefined && /^\d+$/.test(message.id) ? Number(message.id) : undefined;
        yield { event: message.event ?? "message", id, data: JSON.parse(message.data) as unknown };
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

function isFinal(event: ServerSentEvent): boolean {
  if (event.event !== "status" || event.data === null || typeof event.data !== "object") return false;
  const status = (event.data as { status?: unknown }).status;
  return status === "finished" || status === "aborted";
}

/** One stream at `path`, reopened after drops from the last id received. Ends on 204, after
 *  a final status, or when `signal` aborts. Problem answers throw their `ApiError` (a 421
 *  `stream_unavailable_here` from a server without streams included). */
export async function* stream(
  client: Client,
  path: string,
  options: StreamOptions = {},
): AsyncGenerator<ServerSentEvent> {
  let cursor = options.after;
  let failures = 0;
  while (!options.signal?.aborted) {
    const connection = new AbortController();
    const stop = (): void => connection.abort();
    options.signal?.addEventListener("abort", stop, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const beat = (): void => {
      clearTimeout(idle);
      idle = setTimeout(stop, IDLE_TIMEOUT_S * 1000);
    };
    let dropped: unknown;
    try {
      const headers = new Headers({ Accept: "text/event-stream" });
      if (cursor !== undefined) headers.set("Last-Event-ID", String(cursor));
      await client.authorize(headers);
      beat();
      let response: Response;
      try {
        // Drops are retried by this loop (from the last id), not by `send`.
        response = await client.send(
          new Request(client.baseUrl + path, { headers, signal: connection.signal }),
          { safe: false },
        );
      } catch (error) {
        if (options.signal?.aborted) return;
        throw new DroppedError(error);
      }
      if (response.status === 204) return;
      if (!response.ok || response.body === null) throw await errorFromResponse(response);
      options.onLink?.(true);
      const body = response.body;
      // Each chunk (heartbeats included) puts off the idle timer.
      const watched = body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            beat();
            controller.enqueue(chunk);
          },
        }),
      );
      for await (const event of parseEventStream(watched, connection.signal)) {
        failures = 0; // the stream delivered: a later drop starts afresh
        if (event.id !== undefined) cursor = event.id;
        yield event;
        if (isFinal(event)) return;
      }
      if (options.signal?.aborted) return;
      dropped = new Error("the stream closed early");
    } catch (error) {
      if (options.signal?.aborted) return;
      if (error instanceof ApiError) throw error;
      dropped = error instanceof DroppedError ? error.cause : error;
    } finally {
      clearTimeout(idle);
      options.signal?.removeEventListener("abort", stop);
      connection.abort();
    }
    failures += 1;
    options.onLink?.(false);
    if (failures > MAX_RECONNECTS) {
      throw new StreamBroken(`${path}: ${String(dropped)}`, { cause: dropped });
    }
    await client.pause(Math.min(10, 0.2 * 2 ** failures));
  }
}

class DroppedError extends Error {
  constructor(override readonly cause: unknown) {
    super(String(cause));
  }
}

/**
 * The match's events as the client's seat (or a spectator) sees them: `action` (a log entry),
 * `status` (the status or the seats to move changed) and `chat` (your channel, live only).
 * `after`: replay the log after this seq first (0: from the beginning); undefined starts at
 * the present with a status event.
 */
export async function* followMatch(
  client: Client,
  matchId: number,
  options: StreamOptions = {},
): AsyncGenerator<MatchEvent> {
  for await (const event of stream(client, `/api/v1/matches/${matchId}/stream`, options)) {
    if (event.event === "action") yield { type: "action", entry: event.data as LogEntry };
    else if (event.event === "status") yield { type: "status", status: event.data as MatchStatusEvent };
    else if (event.event === "chat") yield { type: "chat", message: event.data as ChatMessage };
  }
}

/**
 * Your events across matches, invitations, seeks and tournaments (needs a token): runs until
 * `signal` aborts or the loop is left. `after`: the events after this id first (0: all);
 * undefined starts at the present. `onReady(cursor)` hears, at each (re)opening, the id of
 * the last event before it.
 */
export async function* followUser(
  client: Client,
  options: StreamOptions & { onReady?: (cursor: number) => void } = {},
): AsyncGenerator<UserEvent> {
  for await (const event of stream(client, "/api/v1/events/stream", options)) {
    if (event.event === "ready") {
      const cursor = (event.data as { cursor?: unknown } | null)?.cursor;
      if (typeof cursor === "number") options.onReady?.(cursor);
      continue;
    }
    yield event.data as UserEvent;
  }
}
