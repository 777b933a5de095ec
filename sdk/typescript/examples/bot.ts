/**
 * An example bot: create a match of a game against a server bot account and play it to the
 * end with uniformly random legal actions, then print the result.
 *
 *     export YOKOHAMA_SERVER=http://127.0.0.1:8000 YOKOHAMA_TOKEN=...   # a token with `play`
 *     npx tsx examples/bot.ts --game shinjuku --opponent greedy-bot
 *
 * stdout is machine-readable, as the Python example bots' (sdk/yokohama_sdk/bots): the first
 * line is the match id alone, the last `result seat=<n> status=<status> rank=<r> score=<s>`.
 * Flags: --game SLUG (yokohama), --opponent ACCOUNT (random-bot; repeat for more players),
 * --option NAME=VALUE (repeatable), --match-seed N, --seed N (this bot's own randomness),
 * --match ID (play a seat you already hold instead of creating a match), --server URL
 * (default $YOKOHAMA_SERVER), --lang LANGUAGES (Accept-Language), --quiet.
 */
import { parseArgs } from "node:util";
import { Client, isGame, playMatch, type GameSlug, type MatchCreateInput, type Turn } from "../src/index.js";

/** A small seeded generator (mulberry32), so that `--seed` replays the same choices. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function parseOption(text: string): [string, unknown] {
  const at = text.indexOf("=");
  if (at <= 0) throw new Error(`--option wants NAME=VALUE, got ${JSON.stringify(text)}`);
  const raw = text.slice(at + 1);
  let value: unknown = raw;
  try {
    value = JSON.parse(raw); // numbers, booleans, null; anything else stays a string
  } catch {
    // a plain string
  }
  return [text.slice(0, at), value];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      server: { type: "string" },
      game: { type: "string", default: "yokohama" },
      opponent: { type: "string", multiple: true },
      option: { type: "string", multiple: true },
      "match-seed": { type: "string" },
      seed: { type: "string" },
      match: { type: "string" },
      lang: { type: "string" },
      quiet: { type: "boolean", default: false },
    },
    strict: true,
  });
  const token = process.env.YOKOHAMA_TOKEN;
  if (!token) {
    process.stderr.write("Set YOKOHAMA_TOKEN to an API token (or an OAuth2 access token) with the play scope.\n");
    return 2;
  }
  const client = new Client({
    baseUrl: values.server ?? process.env.YOKOHAMA_SERVER ?? "http://127.0.0.1:8000",
    token,
    ...(values.lang ? { acceptLanguage: values.lang } : {}),
  });
  const log = (line: string): void => {
    if (!values.quiet) process.stderr.write(`${line}\n`);
  };

  let matchId: number;
  if (values.match !== undefined) {
    matchId = Number(values.match);
  } else {
    const opponents = values.opponent ?? ["random-bot"];
    const input: MatchCreateInput = {
      game: values.game as GameSlug,
      players: opponents.length + 1,
      invite: opponents,
      options: Object.fromEntries((values.option ?? []).map(parseOption)) as MatchCreateInput["options"],
    };
    if (values["match-seed"] !== undefined) input.seed = Number(values["match-seed"]);
    const match = await client.createMatch(input);
    matchId = match.id;
    log(`created ${match.game} match ${match.id} against ${opponents.join(", ")}`);
  }
  process.stdout.write(`${matchId}\n`);

  const random = seededRandom(values.seed !== undefined ? Number(values.seed) : Date.now());
  const choose = (turn: Turn) => {
    if (turn.number % 50 === 0) log(`match ${turn.matchId} seq=${turn.seq} decisions=${turn.number}`);
    return turn.actions[Math.floor(random() * turn.actions.length)]!;
  };
  const done = await playMatch(client, matchId, choose);

  const { match, result } = done;
  if (isGame(match, "yamatai") && match.state) log(`final round: ${match.state.round}`);
  const mine = result?.results.find((r) => r.seat === match.your_seat);
  const rank = mine ? ` rank=${mine.rank} score=${mine.score}` : "";
  log(`match ${matchId} ${match.status} after ${done.decisions} decisions (${done.stale} stale)`);
  process.stdout.write(`result seat=${match.your_seat} status=${match.status}${rank}\n`);
  return match.status === "finished" ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exit(1);
  },
);
