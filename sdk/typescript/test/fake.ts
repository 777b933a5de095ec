/** Test helpers: a scripted fetch and a problem response. */

export interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type Handler = (request: Seen) => Response | Promise<Response>;

/** A fetch that records each request and answers with the next of `answers` (a Response, a
 *  handler, or an Error to throw as a dropped connection). */
export function scriptedFetch(answers: Array<Response | Handler | Error>): {
  fetch: (request: Request) => Promise<Response>;
  seen: Seen[];
} {
  const seen: Seen[] = [];
  const queue = [...answers];
  return {
    seen,
    fetch: async (request: Request) => {
      const record: Seen = {
        method: request.method,
        url: new URL(request.url),
        headers: new Headers(request.headers),
        body: await request.text(),
      };
      seen.push(record);
      const next = queue.shift();
      if (next === undefined) throw new Error(`unexpected request ${request.method} ${request.url}`);
      if (next instanceof Error) throw next;
      return typeof next === "function" ? next(record) : next;
    },
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export function problem(
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return new Response(
    JSON.stringify({
      type: `https://example.test/problems/${code}`,
      title: code,
      status,
      detail: `A sentence about ${code}.`,
      code,
      ...extra,
    }),
    { status, headers: { "Content-Type": "application/problem+json", ...headers } },
  );
}

/** A sleep that records the waits and returns at once. */
export function recordedSleep(): { sleep: (seconds: number) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (seconds: number) => void waits.push(seconds) };
}
