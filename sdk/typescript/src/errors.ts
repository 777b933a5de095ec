/**
 * Typed errors for the server's problem responses (RFC 9457 problem+json with a stable
 * `code`). Every error response becomes an `ApiError`, or the subclass of its family chosen by
 * `code`; branch on `instanceof` or on `error.code` (never on `detail`, which is for people).
 *
 *     try {
 *       await client.submit(matchId, "pass", { expectedSeq: seq });
 *     } catch (error) {
 *       if (error instanceof StaleState) console.log("the match moved on to", error.currentSeq);
 *       else throw error;
 *     }
 */
import type { Problem } from "./types.js";

/** Base class of every error the SDK throws itself. */
export class YokohamaError extends Error {
  override name = "YokohamaError";
}

/** The call needs a token and the client has none. */
export class MissingToken extends YokohamaError {
  override name = "MissingToken";
}

const PROBLEM_FIELDS = new Set(["type", "title", "status", "detail", "code"]);

/** Codes the server answers (games/errors.py), plus `insufficient_scope` for a token (personal
 *  or OAuth2) without the scope an operation needs. A string not listed here may still come
 *  from a newer server: `ApiError.code` is any string. */
export type KnownErrorCode =
  | "validation_error"
  | "parse_error"
  | "invalid_config"
  | "invalid_action"
  | "illegal_action"
  | "not_your_turn"
  | "stale_state"
  | "game_over"
  | "match_not_active"
  | "match_not_waiting"
  | "match_not_finished"
  | "seat_taken"
  | "already_seated"
  | "match_full"
  | "no_seat_left"
  | "not_seated"
  | "not_creator"
  | "not_enough_players"
  | "no_result"
  | "idempotency_key_reused"
  | "username_taken"
  | "not_authenticated"
  | "authentication_failed"
  | "permission_denied"
  | "insufficient_scope"
  | "not_found"
  | "rate_limited"
  | "service_unavailable"
  | "stream_unavailable_here"
  | "internal_error"
  | "nothing_to_undo"
  | "undo_not_allowed"
  | "unexpected_response";

export interface ApiErrorInit {
  code: string;
  detail: string;
  status: number;
  title?: string;
  type?: string;
  extra?: Record<string, unknown>;
  headers?: Headers;
}

/** An error response from the server. Subclasses group related codes. */
export class ApiError extends YokohamaError {
  override name = "ApiError";
  static readonly codes: readonly string[] = [];
  /** The server's stable code, e.g. `stale_state`. */
  readonly code: KnownErrorCode | (string & {});
  /** A human sentence saying what went wrong (in the client's Accept-Language). */
  readonly detail: string;
  readonly status: number;
  readonly title: string;
  readonly type: string;
  /** The problem's other fields (`current_seq`, `reason`, `errors`, ...). */
  readonly extra: Record<string, unknown>;
  readonly headers: Headers;

  constructor(init: ApiErrorInit) {
    super(`${init.status} ${init.code}: ${init.detail}`);
    this.code = init.code;
    this.detail = init.detail;
    this.status = init.status;
    this.title = init.title ?? "";
    this.type = init.type ?? "";
    this.extra = init.extra ?? {};
    this.headers = init.headers ?? new Headers();
  }

  protected int(name: string): number | undefined {
    const value = this.extra[name];
    return typeof value === "number" && Number.isInteger(value) ? value : undefined;
  }

  protected ints(name: string): number[] {
    const value = this.extra[name];
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  }

  protected str(name: string): string | undefined {
    const value = this.extra[name];
    return typeof value === "string" ? value : undefined;
  }
}

/** The request body or query is malformed; `errors` maps dotted field paths to messages. */
export class ValidationError extends ApiError {
  override name = "ValidationError";
  static override readonly codes = ["validation_error", "parse_error"];
  get errors(): Record<string, string[]> {
    const raw = this.extra.errors;
    if (raw === null || typeof raw !== "object") return {};
    return Object.fromEntries(
      Object.entries(raw as Record<string, unknown>).map(([field, messages]) => [
        field,
        (Array.isArray(messages) ? messages : [messages]).map(String),
      ]),
    );
  }
}

export class InvalidConfig extends ApiError {
  override name = "InvalidConfig";
  static override readonly codes = ["invalid_config"];
  /** The option (or `players`) at fault. */
  get field(): string | undefined {
    return this.str("field");
  }
}

/** The action could not be parsed (bad notation or JSON form). */
export class InvalidAction extends ApiError {
  override name = "InvalidAction";
  static override readonly codes = ["invalid_action"];
}

/** The action is well formed but not allowed now; `reason` is the engine's reason. */
export class IllegalAction extends ApiError {
  override name = "IllegalAction";
  static override readonly codes = ["illegal_action"];
  get reason(): string {
    return this.str("reason") ?? this.detail;
  }
}

/** Another seat must decide now; `toMove` lists the seats that may. */
export class NotYourTurn extends ApiError {
  override name = "NotYourTurn";
  static override readonly codes = ["not_your_turn"];
  get toMove(): number[] {
    return this.ints("to_move");
  }
}

/** `expected_seq` is behind the match (the server's optimistic concurrency check);
 *  `currentSeq` is where the match is now: decide again from there. */
export class StaleState extends ApiError {
  override name = "StaleState";
  static override readonly codes = ["stale_state"];
  get currentSeq(): number | undefined {
    return this.int("current_seq");
  }
}

export class GameOver extends ApiError {
  override name = "GameOver";
  static override readonly codes = ["game_over"];
}

/** The match has not started, has, or has not finished yet. */
export class WrongMatchStatus extends ApiError {
  override name = "WrongMatchStatus";
  static override readonly codes = ["match_not_active", "match_not_waiting", "match_not_finished"];
}

export class SeatUnavailable extends ApiError {
  override name = "SeatUnavailable";
  static override readonly codes = ["match_full", "seat_taken", "already_seated", "no_seat_left"];
}

export class NotEnoughPlayers extends ApiError {
  override name = "NotEnoughPlayers";
  static override readonly codes = ["not_enough_players"];
  get openSeats(): number[] {
    return this.ints("open_seats");
  }
}

export class UndoRefused extends ApiError {
  override name = "UndoRefused";
  static override readonly codes = ["nothing_to_undo", "undo_not_allowed"];
  get reason(): string | undefined {
    return this.str("reason");
  }
}

/** The Idempotency-Key was used before for a different request. */
export class IdempotencyKeyReused extends ApiError {
  override name = "IdempotencyKeyReused";
  static override readonly codes = ["idempotency_key_reused"];
}

export class UsernameTaken extends ApiError {
  override name = "UsernameTaken";
  static override readonly codes = ["username_taken"];
}

/** No token, or a token that is unknown, revoked or expired (401). */
export class AuthenticationError extends ApiError {
  override name = "AuthenticationError";
  static override readonly codes = ["not_authenticated", "authentication_failed"];
}

/** Not yours to do (403): not the creator, not seated, not the invitee... */
export class Forbidden extends ApiError {
  override name = "Forbidden";
  static override readonly codes = [
    "permission_denied",
    "not_creator",
    "not_seated",
    "not_registered",
    "not_invitee",
    "not_inviter",
    "spectators_not_allowed",
    "chat_channel_not_allowed",
    "chat_muted",
  ];
}

/** The token lacks the scope the operation needs (403 `insufficient_scope`): sign in again
 *  asking for it. */
export class InsufficientScope extends Forbidden {
  override name = "InsufficientScope";
  static override readonly codes = ["insufficient_scope"];
}

export class InvitationRefused extends ApiError {
  override name = "InvitationRefused";
  static override readonly codes = ["unknown_account", "cannot_invite_self", "already_invited"];
}

export class InvitationNotPending extends ApiError {
  override name = "InvitationNotPending";
  static override readonly codes = ["invitation_not_pending"];
  get invitationStatus(): string | undefined {
    return this.str("invitation_status");
  }
}

export class SeekConflict extends ApiError {
  override name = "SeekConflict";
  static override readonly codes = ["too_many_seeks", "seek_not_open"];
}

export class NotFound extends ApiError {
  override name = "NotFound";
  static override readonly codes = ["not_found"];
}

/** The match has no result yet (it is not finished). */
export class NoResult extends NotFound {
  override name = "NoResult";
  static override readonly codes = ["no_result"];
}

abstract class RetryLater extends ApiError {
  /** Seconds to wait: the Retry-After header, else the body's `retry_after`. */
  get retryAfter(): number | undefined {
    const header = parseRetryAfter(this.headers.get("retry-after"));
    if (header !== undefined) return header;
    const body = this.extra.retry_after;
    return typeof body === "number" && body >= 0 ? body : undefined;
  }
}

/** Too many requests (429): the client waits `retryAfter` and repeats them by itself. */
export class RateLimited extends RetryLater {
  override name = "RateLimited";
  static override readonly codes = ["rate_limited"];
}

/** The database or broker is away (503): the client repeats the request after a while. */
export class ServiceUnavailable extends RetryLater {
  override name = "ServiceUnavailable";
  static override readonly codes = ["service_unavailable"];
  get eventsUrl(): string | undefined {
    return this.str("events_url");
  }
}

/** A stream asked of a server that does not hold streams; `eventsUrl` names the one that
 *  does, when the deployment says. `playMatch` falls back to the long poll. */
export class StreamUnavailableHere extends ApiError {
  override name = "StreamUnavailableHere";
  static override readonly codes = ["stream_unavailable_here"];
  get eventsUrl(): string | undefined {
    return this.str("events_url");
  }
}

/** The server failed (500 `internal_error`): a bug on its side. */
export class ServerError extends ApiError {
  override name = "ServerError";
  static override readonly codes = ["internal_error"];
}

/** An error response that is not a problem document (a proxy's HTML page, ...). */
export class UnexpectedResponse extends ApiError {
  override name = "UnexpectedResponse";
  static readonly CODE = "unexpected_response";
}

type ErrorClass = (new (init: ApiErrorInit) => ApiError) & { readonly codes: readonly string[] };

const CLASSES: ErrorClass[] = [
  ValidationError,
  InvalidConfig,
  InvalidAction,
  IllegalAction,
  NotYourTurn,
  StaleState,
  GameOver,
  WrongMatchStatus,
  SeatUnavailable,
  NotEnoughPlayers,
  UndoRefused,
  IdempotencyKeyReused,
  UsernameTaken,
  AuthenticationError,
  Forbidden,
  InsufficientScope,
  InvitationRefused,
  InvitationNotPending,
  SeekConflict,
  NotFound,
  NoResult,
  RateLimited,
  ServiceUnavailable,
  StreamUnavailableHere,
  ServerError,
];

/** Every code the SDK knows -> its error class. Unknown codes give a plain `ApiError`. */
export const CODE_CLASSES: ReadonlyMap<string, ErrorClass> = new Map(
  CLASSES.flatMap((cls) => cls.codes.map((code) => [code, cls] as const)),
);

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); undefined if absent
 *  or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === "") return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  if (!/^[A-Za-z]{3},/.test(text)) return undefined; // an HTTP date starts with its weekday
  const when = Date.parse(text);
  if (Number.isNaN(when)) return undefined;
  return Math.max(0, (when - now) / 1000);
}

/** The typed error for a problem document (already parsed) or any other error body. */
export function errorFromProblem(status: number, headers: Headers, body: unknown): ApiError {
  if (body === null || typeof body !== "object" || typeof (body as Problem).code !== "string") {
    const text = typeof body === "string" ? body.slice(0, 200).trim() : JSON.stringify(body ?? "");
    return new UnexpectedResponse({
      code: UnexpectedResponse.CODE,
      detail: `HTTP ${status} without a problem document: ${JSON.stringify(text)}`,
      status,
      extra: { body },
      headers,
    });
  }
  const problem = body as Problem & Record<string, unknown>;
  const cls = CODE_CLASSES.get(problem.code) ?? ApiError;
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(problem)) {
    if (!PROBLEM_FIELDS.has(key)) extra[key] = value;
  }
  return new cls({
    code: problem.code,
    detail: String(problem.detail ?? ""),
    status: Number.isInteger(problem.status) ? problem.status : status,
    title: String(problem.title ?? ""),
    type: String(problem.type ?? ""),
    extra,
    headers,
  });
}

/** The typed error for an error `Response` (reads its body). */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    // not JSON: UnexpectedResponse keeps the text
  }
  return errorFromProblem(response.status, response.headers, body);
}
