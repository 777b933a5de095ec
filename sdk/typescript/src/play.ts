/**
 * `playMatch(client, matchId, chooseAction)`: play the client's seat of a match to the end.
 *
 *     const done = await playMatch(client, match.id, (turn) => turn.actions[0]!);
 *     console.log(done.match.status, done.result?.results);
 *
 * The loop follows the match's event stream until the seat must decide (falling back to the
 * events endpoint's long poll where no stream can be had, e.g. a server without streams, or
 * while the stream reconnects), fetches the legal actions (or takes them from the answer to
 * its previous action), asks `chooseAction` for one and submits it with the `expected_seq` it
 * was decided at and a fresh `Idempotency-Key`, so that a repeated request never applies
 * twice. `stale_state` and `not_your_turn` mean the match moved on: it reads the match again
 * and asks again. `chooseAction` sees only what the seat may see.
 */
import type { Client } from "./client.js";
import { newIdempotencyKey } from "./client.js";
import { GameOver, NotYourTurn, StaleState, YokohamaError } from "./errors.js";
import { followMatch, type MatchEvent } from "./events.js";
import type {
  GameAction,
  GameSlug,
  LegalAction,
  LegalActionOf,
  Match,
  MatchOf,
  MatchResult,
  MatchStatus,
} from "./types.js";

const DONE: ReadonlySet<MatchStatus> = new Set(["finished", "aborted"]);

/** One decision of your seat: its legal actions, and the match as it sees it (on demand). */
export interface Turn<G extends GameSlug = GameSlug> {
  readonly matchId: number;
  readonly seat: number;
  /** The seq the actions were computed at (sent as `expected_seq`). */
  readonly seq: number;
  /** Every legal action now (never empty). */
  readonly actions: LegalActionOf<G>[];
  /** 0 for this loop's first decision, then 1, 2, ... */
  readonly number: number;
  /** The match with this seat's view of the state (one request, made on first call). */
  match(): Promise<MatchOf<G>>;
}

/** What `chooseAction` returns: one of `turn.actions`, a notation, or an action's JSON form. */
export type Decision = LegalAction | string | GameAction;

export interface PlayOptions {
  /** "stream" (default: the event stream, with the long poll as fallback) or "poll". */
  events?: "stream" | "poll";
  /** Seconds of one long poll, or of one wait on the stream before checking (default 25). */
  pollTimeout?: number;
  /** Give up after this many stale answers in a row (default 50). */
  maxStale?: number;
  /** Every event of the match stream, as it arrives. */
  onEvent?: (event: MatchEvent) => void;
  signal?: AbortSignal;
}

export interface PlayResult {
  /** The match once it ended (`finished` or `aborted`). */
  match: Match;
  /** The final scores and ranks (undefined for an aborted match). */
  result: MatchResult | undefined;
  /** Actions this loop submitted and the server accepted. */
  decisions: number;
  /** Decisions refused because the match had moved on, then made again. */
  stale: number;
}

/** The match kept moving under every decision (`maxStale` stale answers in a row). */
export class PlayStuck extends YokohamaError {
  override name = "PlayStuck";
}

interface Snapshot {
  seq: number;
  status: MatchStatus;
  toMove: number[];
}

/** Follows the match stream in the background; `wait` returns on news or after a timeout. */
class StreamWatch {
  snap: Snapshot;
  linked = false;
  private version = 0;
  private wakers: Array<() => void> = [];
  private readonly controller = new AbortController();

  constructor(client: Client, matchId: number, snap: Snapshot, onEvent?: (event: MatchEvent) => void) {
    this.snap = snap;
    void this.follow(client, matchId, onEvent);
  }

  private async follow(client: Client, matchId: number, onEvent?: (event: MatchEvent) => void): Promise<void> {
    try {
      const events = followMatch(client, matchId, {
        signal: this.controller.signal,
        onLink: (up) => {
          this.linked = up;
          this.wake();
        },
      });
      for await (const event of events) {
        onEvent?.(event);
        if (event.type === "action" && event.entry.seq > this.snap.seq) {
          this.snap = { ...this.snap, seq: event.entry.seq };
        } else if (event.type === "status") {
          const { seq, status, to_move } = event.status;
          this.snap = { seq: Math.max(seq, this.snap.seq), status, toMove: [...to_move] };
        }
        this.wake();
      }
    } catch {
      // No stream here (or it broke for good): the long poll takes over.
    }
    this.linked = false;
    this.wake();
  }

  private wake(): void {
    this.version += 1;
    for (const waker of this.wakers.splice(0)) waker();
  }

  /** Wait until the stream has news or `seconds` pass; false if it is not linked now. */
  async wait(seconds: number): Promise<boolean> {
    if (!this.linked) return false;
    const seen = this.version;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, seconds * 1000);
      this.wakers.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    return this.linked || this.version !== seen;
  }

  close(): void {
    this.controller.abort();
    this.wake();
  }
}

function payload(decision: Decision): string | GameAction {
  return typeof decision === "object" && "notation" in decision ? decision.notation : decision;
}

/** Play the client's seat in `matchId` until the match ends. Throws if the client holds no
 *  seat, `IllegalAction`/`InvalidAction` if `chooseAction` picks what the server refuses, and
 *  `PlayStuck` after `maxStale` stale answers in a row. */
export async function playMatch<G extends GameSlug = GameSlug>(
  client: Client,
  matchId: number,
  chooseAction: (turn: Turn<G>) => Decision | Promise<Decision>,
  options: PlayOptions = {},
): Promise<PlayResult> {
  const pollTimeout = options.pollTimeout ?? 25;
  const maxStale = options.maxStale ?? 50;
  const first = await client.match(matchId);
  const seat = first.your_seat;
  if (seat === null) {
    throw new YokohamaError(`This client holds no seat in match ${matchId}: join it first.`);
  }
  let snap: Snapshot = { seq: first.seq, status: first.status, toMove: [...first.to_move] };
  const watch =
    options.events === "poll" ? undefined : new StreamWatch(client, matchId, snap, options.onEvent);

  /** News after `snap`: from the stream while it is linked, else from the long poll. */
  const waitForNews = async (after: number, seconds: number): Promise<Snapshot> => {
    if (watch !== undefined && seconds > 0) {
      if (watch.snap.seq > after || watch.snap.status !== snap.status) return watch.snap;
      if (await watch.wait(seconds)) return watch.snap;
    }
    // The long poll wakes on new actions and on the end of a match, not on its start: a
    // waiting match is polled every second.
    const timeout = snap.status === "waiting" ? Math.min(1, seconds) : seconds;
    const events = await client.events(matchId, {
      after,
      timeout,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return { seq: events.seq, status: events.status, toMove: [...events.to_move] };
  };

  let decisions = 0;
  let stale = 0;
  let staleInARow = 0;
  let pending: { seq: number; actions: LegalAction[] } | undefined;
  try {
    while (!DONE.has(snap.status)) {
      options.signal?.throwIfAborted();
      if (pending === undefined) {
        if (snap.status !== "active" || !snap.toMove.includes(seat)) {
          snap = await waitForNews(snap.seq, pollTimeout);
          continue;
        }
        const legal = await client.legalActions(matchId, options.signal);
        if (legal.actions.length === 0) {
          snap = await waitForNews(legal.seq, pollTimeout); // not (or no longer) ours
          continue;
        }
        pending = { seq: legal.seq, actions: legal.actions };
      }
      const { seq, actions } = pending;
      pending = undefined;
      let cached: Promise<Match> | undefined;
      const turn: Turn<G> = {
        matchId,
        seat,
        seq,
        actions: actions as LegalActionOf<G>[],
        number: decisions,
        match: () => (cached ??= client.match(matchId)) as Promise<MatchOf<G>>,
      };
      const decision = payload(await chooseAction(turn));
      let accepted;
      try {
        accepted = await client.submit(matchId, decision, {
          expectedSeq: seq,
          idempotencyKey: newIdempotencyKey(),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (error) {
        if (error instanceof GameOver) break;
        if (!(error instanceof StaleState || error instanceof NotYourTurn)) throw error;
        stale += 1;
        staleInARow += 1;
        if (staleInARow >= maxStale) {
          throw new PlayStuck(`${staleInARow} stale decisions in a row`, { cause: error });
        }
        snap = await waitForNews(seq, 0); // where the match is now; decide again if ours
        continue;
      }
      staleInARow = 0;
      decisions += 1;
      snap = { seq: accepted.seq, status: accepted.status, toMove: [...accepted.to_move] };
      if (accepted.status === "active" && accepted.to_move.includes(seat) && accepted.legal_actions.length > 0) {
        // Turns are sequences of decisions: the next one is already in the answer.
        pending = { seq: accepted.seq, actions: accepted.legal_actions };
      }
    }
  } finally {
    watch?.close();
  }
  const match = await client.match(matchId);
  const result = match.status === "finished" ? await client.result(matchId) : undefined;
  return { match, result, decisions, stale };
}
