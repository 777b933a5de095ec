/**
 * `Client`: the generated, typed API (openapi-fetch over `src/generated/schema.d.ts`) with
 * the server's base URL, a bearer token, Accept-Language, typed errors and retries.
 *
 *     const client = new Client({ baseUrl: "https://games.example", token });
 *     const match = await client.createMatch({ game: "yokohama", players: 2, invite: ["random-bot"] });
 *
 * Every error response throws an `ApiError` subclass (errors.ts). `rate_limited` (429) and
 * `service_unavailable` (503) answers are repeated after the server's Retry-After, with a
 * growing backoff, at most `maxRetries` times; a dropped connection or a proxy's 502/503/504
 * is repeated only for requests that are safe to repeat: reads, and writes carrying an
 * `Idempotency-Key` (every `submit` does: the server answers a repeated key with the first
 * answer instead of applying the action twice). `client.api` is the generated client for any
 * operation the wrapper does not cover; it retries and authenticates the same way.
 */
import createClient, { type Client as FetchClient } from "openapi-fetch";
import {
  ApiError,
  MissingToken,
  UnexpectedResponse,
  errorFromProblem,
  errorFromResponse,
  parseRetryAfter,
} from "./errors.js";
import type {
  ActionAccepted,
  EventsOutput,
  GameAction,
  LegalAction,
  LegalActions,
  Match,
  MatchCreateInput,
  MatchResult,
  MatchViewAt,
  Schemas,
  paths,
} from "./types.js";

export const DEFAULT_BASE_URL = "http://127.0.0.1:8000";
/** Waits between retries after an outage double from this, up to BACKOFF_MAX_S. */
export const BACKOFF_FIRST_S = 0.25;
export const BACKOFF_MAX_S = 10;
const GATEWAY_ERRORS = new Set([502, 503, 504]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A token, or a function giving the current one (e.g. an OAuth2 session that refreshes). */
export type TokenSource = string | null | (() => string | null | Promise<string | null>);

export interface ClientOptions {
  /** The server, e.g. `https://games.example` (default http://127.0.0.1:8000). */
  baseUrl?: string;
  /** A personal API token or an OAuth2 access token (or a function returning the current one). */
  token?: TokenSource;
  /** Languages for the server's human sentences (`detail`, log `text`), e.g. `"ja, en;q=0.5"`. */
  acceptLanguage?: string;
  /** Retries of one request after rate limits and outages (default 8). */
  maxRetries?: number;
  /** Never wait longer than this many seconds before a retry (default 120). */
  maxWait?: number;
  /** The fetch to use (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** Waits between retries (for tests). */
  sleep?: (seconds: number) => Promise<void>;
}

/** What `submit` accepts: a legal action, its notation, or its JSON form. */
export type ActionInput = LegalAction | string | GameAction;

export interface SubmitOptions {
  /** The seq the decision was made at (legal actions' `seq`): `stale_state` if it moved on. */
  expectedSeq: number;
  /** Defaults to a fresh random key, so that a repeated request is never applied twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const sleepSeconds = (seconds: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** A new random Idempotency-Key (128 random bits). */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost) in browsers.
  if (typeof globalThis.crypto.randomUUID === "function") return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export class Client {
  readonly baseUrl: string;
  acceptLanguage: string | undefined;
  readonly maxRetries: number;
  readonly maxWait: number;
  /** The generated client (openapi-fetch): `client.api.GET("/api/v1/games")`. */
  readonly api: FetchClient<paths>;
  private tokenSource: TokenSource;
  private readonly fetchImpl: (request: Request) => Promise<Response>;
  private readonly sleep: (seconds: number) => Promise<void>;

  constructor(options: ClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    this.tokenSource = options.token ?? null;
    this.acceptLanguage = options.acceptLanguage;
    this.maxRetries = options.maxRetries ?? 8;
    this.maxWait = options.maxWait ?? 120;
    this.fetchImpl = options.fetch ?? ((request) => globalThis.fetch(request));
    this.sleep = options.sleep ?? sleepSeconds;
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      fetch: (request) => this.send(request),
      headers: { Accept: "application/json" },
    });
    this.api.use({
      onRequest: async ({ request }) => {
        await this.authorize(request.headers);
        return request;
      },
    });
  }

  /** Use another token from now on (null: anonymous). */
  set token(token: TokenSource) {
    this.tokenSource = token;
  }

  /** The current token, if any. */
  async currentToken(): Promise<string | null> {
    const source = this.tokenSource;
    return typeof source === "function" ? await source() : source;
  }

  /** Add Authorization and Accept-Language to `headers`. */
  async authorize(headers: Headers): Promise<void> {
    const token = await this.currentToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (this.acceptLanguage) headers.set("Accept-Language", this.acceptLanguage);
  }

  /** Run `request` with the retry policy (module doc). Returns the last response; the caller
   *  turns an error response into its `ApiError`. */
  async send(request: Request, init: { safe?: boolean } = {}): Promise<Response> {
    const safe =
      init.safe ?? (SAFE_METHODS.has(request.method) || request.headers.has("Idempotency-Key"));
    for (let attempt = 0; ; attempt++) {
      const backoff = Math.min(this.maxWait, BACKOFF_MAX_S, BACKOFF_FIRST_S * 2 ** attempt);
      let wait: number;
      let response: Response;
      try {
        response = await this.fetchImpl(request.clone());
      } catch (error) {
        // A dropped connection: the request may have been applied, so only safe ones repeat.
        if (request.signal.aborted || !safe || attempt >= this.maxRetries) throw error;
        await this.pause(backoff);
        continue;
      }
      if (response.ok || response.status < 429) return response;
      const code = await problemCode(response);
      if (code === "rate_limited") {
        // Refused before anything was done: always safe to repeat.
        wait = parseRetryAfter(response.headers.get("retry-after")) ?? backoff;
      } else if (code === "service_unavailable") {
        // The database or broker is away and the request failed before its commit; outages
        // outlast a rate limit's window, so Retry-After is a floor under the growing backoff.
        wait = Math.max(parseRetryAfter(response.headers.get("retry-after")) ?? 0, backoff);
      } else if (code === undefined && GATEWAY_ERRORS.has(response.status) && safe) {
        wait = backoff; // a proxy's answer: the request may have reached the server
      } else {
        return response;
      }
      if (attempt >= this.maxRetries || wait > this.maxWait) return response;
      await response.body?.cancel();
      await this.pause(wait);
    }
  }

  /** Wait between retries (with a little jitter, so that many throttled clients do not
   *  come back in lockstep), with the `sleep` this client was given. */
  pause(seconds: number): Promise<void> {
    return this.sleep(seconds * (1 + 0.1 * Math.random()));
  }

  /** Fetch `path` (relative to the base URL) with the token, Accept-Language and retries;
   *  an error status throws its `ApiError`. For what the generated client cannot express
   *  (the event streams). */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const request = new Request(this.baseUrl + path, init);
    await this.authorize(request.headers);
    const response = await this.send(request);
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  private async needToken(): Promise<void> {
    // A token function (an OAuth2 session) is asked once per request, when it is sent.
    if (typeof this.tokenSource !== "function" && !this.tokenSource) {
      throw new MissingToken("This call needs a token: pass `token` or call signup()/login().");
    }
  }

  // -- accounts and games --------------------------------------------------------------------

  /** Create an account; the client uses its token from now on (shown once: keep it). */
  async signup(
    username: string,
    options: { password?: string; isBot?: boolean } = {},
  ): Promise<Schemas["AccountCreateOutput"]> {
    const body: Schemas["AccountCreateInputRequest"] = { username, is_bot: options.isBot ?? false };
    if (options.password !== undefined) body.password = options.password;
    const account = unwrap(await this.api.POST("/api/v1/accounts", { body }));
    this.token = account.token;
    return account;
  }

  /** Log in for a new personal token; the client uses it from now on. */
  async login(
    username: string,
    password: string,
    options: Partial<Omit<Schemas["TokenCreateInputRequest"], "username" | "password">> = {},
  ): Promise<Schemas["TokenCreatedOutput"]> {
    const issued = unwrap(
      await this.api.POST("/api/v1/tokens", { body: { name: "", ...options, username, password } }),
    );
    this.token = issued.token;
    return issued;
  }

  /** Your account and the scopes of the token the client holds. */
  async me(): Promise<Schemas["MeOutput"]> {
    await this.needToken();
    return unwrap(await this.api.GET("/api/v1/me"));
  }

  /** The hosted games, their player counts and options. */
  async games(): Promise<Schemas["GameOutput"][]> {
    return unwrap(await this.api.GET("/api/v1/games"));
  }

  // -- matches -----------------------------------------------------------------------------

  /** Create a match; you take the first free seat unless `join` is false. `bots` gives seats
   *  to server bots; `invite` challenges accounts (`random-bot`, `greedy-bot`... accept at once). */
  async createMatch(input: MatchCreateInput): Promise<Match> {
    await this.needToken();
    return unwrap(await this.api.POST("/api/v1/matches", { body: input })) as Match;
  }

  /** The match with your seat's view of its state (a spectator's without a seat). */
  async match(matchId: number, options: { code?: string } = {}): Promise<Match> {
    const query = options.code === undefined ? {} : { code: options.code };
    const data = unwrap(
      await this.api.GET("/api/v1/matches/{id}", { params: { path: { id: matchId }, query } }),
    );
    return data as Match;
  }

  /** One page of matches, newest first (without their state). */
  async matches(
    query: NonNullable<paths["/api/v1/matches"]["get"]["parameters"]["query"]> = {},
  ): Promise<Schemas["MatchPageOutput"]> {
    return unwrap(await this.api.GET("/api/v1/matches", { params: { query } }));
  }

  /** Take `seat`, or the first free one (the one held for you if you are invited). */
  async joinMatch(
    matchId: number,
    body: Schemas["MatchJoinInputRequest"] = {},
  ): Promise<Match> {
    const data = unwrap(
      await this.api.POST("/api/v1/matches/{id}/join", { params: { path: { id: matchId } }, body }),
    );
    return data as Match;
  }

  async leaveMatch(matchId: number): Promise<Match> {
    const data = unwrap(
      await this.api.POST("/api/v1/matches/{id}/leave", { params: { path: { id: matchId } } }),
    );
    return data as Match;
  }

  /** Start your waiting match (`fill_with_bots`: give the free seats to a server bot kind). */
  async startMatch(matchId: number, body: Schemas["MatchStartInputRequest"] = {}): Promise<Match> {
    const data = unwrap(
      await this.api.POST("/api/v1/matches/{id}/start", {
        params: { path: { id: matchId } },
        body,
      }),
    );
    return data as Match;
  }

  async resign(matchId: number): Promise<Match> {
    const data = unwrap(
      await this.api.POST("/api/v1/matches/{id}/resign", { params: { path: { id: matchId } } }),
    );
    return data as Match;
  }

  /** Your legal actions now, with the seq to pass as `expectedSeq`. */
  async legalActions(matchId: number, signal?: AbortSignal): Promise<LegalActions> {
    const options = { params: { path: { id: matchId } }, ...(signal ? { signal } : {}) };
    return unwrap(await this.api.GET("/api/v1/matches/{id}/legal-actions", options));
  }

  /** Submit an action decided at `expectedSeq`: a legal action, its notation or its JSON
   *  form. It carries an Idempotency-Key (a fresh one unless given), so the client may repeat
   *  it after a dropped connection and the server never applies it twice. */
  async submit(
    matchId: number,
    action: ActionInput,
    options: SubmitOptions,
  ): Promise<ActionAccepted> {
    const payload = typeof action === "object" && "notation" in action ? action.notation : action;
    return unwrap(
      await this.api.POST("/api/v1/matches/{id}/actions", {
        params: {
          path: { id: matchId },
          header: { "Idempotency-Key": options.idempotencyKey ?? newIdempotencyKey() },
        },
        body: { expected_seq: options.expectedSeq, action: payload },
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    );
  }

  /** Take back your own decisions of this turn (the last one, or every one after `to_seq`). */
  async undo(matchId: number, body: Schemas["MatchUndoInputRequest"]): Promise<ActionAccepted> {
    return unwrap(
      await this.api.POST("/api/v1/matches/{id}/undo", { params: { path: { id: matchId } }, body }),
    );
  }

  /** Long poll: wait up to `timeout` seconds (server default 30) for actions after `after`. */
  async events(
    matchId: number,
    options: { after: number; timeout?: number; signal?: AbortSignal },
  ): Promise<EventsOutput> {
    const query: { after: number; timeout?: number } = { after: options.after };
    if (options.timeout !== undefined) query.timeout = options.timeout;
    return unwrap(
      await this.api.GET("/api/v1/matches/{id}/events", {
        params: { path: { id: matchId }, query },
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    );
  }

  /** One page of the log: entries after seq `after`, at most `limit` (server max 500). */
  async actions(
    matchId: number,
    options: { after?: number; limit?: number } = {},
  ): Promise<Schemas["ActionPageOutput"]> {
    return unwrap(
      await this.api.GET("/api/v1/matches/{id}/actions", {
        params: { path: { id: matchId }, query: options },
      }),
    );
  }

  /** Final scores and ranks (`NoResult` before the match is over). */
  async result(matchId: number): Promise<MatchResult> {
    return unwrap(
      await this.api.GET("/api/v1/matches/{id}/result", { params: { path: { id: matchId } } }),
    );
  }

  /** The view of a finished match at a past seq (replays). */
  async viewAt(matchId: number, seq: number): Promise<MatchViewAt> {
    const data = unwrap(
      await this.api.GET("/api/v1/matches/{id}/view", {
        params: { path: { id: matchId }, query: { seq } },
      }),
    );
    return data as MatchViewAt;
  }

  // -- playing together ------------------------------------------------------------------

  /** Challenge `username` to a seat of your waiting match. */
  async invite(
    matchId: number,
    username: string,
    seat?: number,
  ): Promise<Schemas["InvitationOutput"]> {
    const body: Schemas["InvitationCreateInputRequest"] = { username };
    if (seat !== undefined) body.seat = seat;
    return unwrap(
      await this.api.POST("/api/v1/matches/{id}/invitations", {
        params: { path: { id: matchId } },
        body,
      }),
    );
  }

  /** One page of invitations to you (`box: "sent"`: the ones you sent). */
  async invitations(
    query: NonNullable<paths["/api/v1/invitations"]["get"]["parameters"]["query"]> = {},
  ): Promise<Schemas["InvitationPageOutput"]> {
    return unwrap(await this.api.GET("/api/v1/invitations", { params: { query } }));
  }

  async acceptInvitation(invitationId: number): Promise<Schemas["InvitationOutput"]> {
    return unwrap(
      await this.api.POST("/api/v1/invitations/{id}/accept", {
        params: { path: { id: invitationId } },
      }),
    );
  }

  async declineInvitation(invitationId: number): Promise<Schemas["InvitationOutput"]> {
    return unwrap(
      await this.api.POST("/api/v1/invitations/{id}/decline", {
        params: { path: { id: invitationId } },
      }),
    );
  }

  /** Quick match: be paired with other seekers of the same game. */
  async seek(body: Schemas["SeekCreateInputRequest"]): Promise<Schemas["SeekOutput"]> {
    return unwrap(await this.api.POST("/api/v1/seeks", { body }));
  }

  async cancelSeek(seekId: number): Promise<Schemas["SeekOutput"]> {
    return unwrap(
      await this.api.POST("/api/v1/seeks/{id}/cancel", { params: { path: { id: seekId } } }),
    );
  }

  /** Your events with an id above `after` (your_turn, match_started, invited...). */
  async userEvents(after = 0): Promise<Schemas["UserEventPageOutput"]> {
    return unwrap(await this.api.GET("/api/v1/events", { params: { query: { after } } }));
  }
}

/** The data of an openapi-fetch result, or its typed `ApiError`. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  const { response } = result;
  if (!response.ok) throw errorFromProblem(response.status, response.headers, result.error);
  if (result.data === undefined && response.status !== 204) {
    throw new UnexpectedResponse({
      code: UnexpectedResponse.CODE,
      detail: `HTTP ${response.status} without the documented body`,
      status: response.status,
      headers: response.headers,
    });
  }
  return result.data as T;
}

/** The problem `code` of an error response, read from a copy (the body stays readable). */
async function problemCode(response: Response): Promise<string | undefined> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return undefined;
  try {
    const body: unknown = await response.clone().json();
    if (body !== null && typeof body === "object" && "code" in body) {
      const code = (body as { code: unknown }).code;
      return typeof code === "string" ? code : undefined;
    }
  } catch {
    // not JSON after all
  }
  return undefined;
}


