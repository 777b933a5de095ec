/**
 * Types derived from the generated schema (`src/generated/schema.d.ts`): short names for the
 * API's objects and, per game, its view, actions and log entries. Nothing here is copied by
 * hand from the schema: every type is computed from the generated `components`, so a
 * regenerated schema changes them with it.
 *
 *     import type { YokohamaAction, ShinjukuView, ViewOf } from "@yokohama-server/sdk";
 *     const view: ViewOf<"yamatai"> = ...;
 */
import type { components, operations, paths } from "./generated/schema.js";

export type { components, operations, paths };

/** Every schema object of the API by its schema name, e.g. `Schemas["MatchOutput"]`. */
export type Schemas = components["schemas"];

/** The games this schema knows (`match_create`'s `game`). */
export type GameSlug = Schemas["MatchCreateInputGameEnum"];

/** A game's view of the state, as a seat (or a spectator) sees it: one member per game,
 *  told apart by `game`. */
export type GameView = Schemas["GameView"];
/** The view of one game (`ViewOf<"shinjuku">` is `ShinjukuView`). */
export type ViewOf<G extends GameSlug> = Extract<GameView, { game: G }>;
export type YokohamaView = ViewOf<"yokohama">;
export type ShinjukuView = ViewOf<"shinjuku">;
export type YamataiView = ViewOf<"yamatai">;

/** Every game's action JSON forms, each one game's union told apart by `kind`. */
export type ActionsByGame = {
  yokohama: Schemas["YokohamaAction"];
  shinjuku: Schemas["ShinjukuAction"];
  yamatai: Schemas["YamataiAction"];
};
/** One game's actions (JSON forms, discriminated by `kind`). */
export type ActionOf<G extends GameSlug> = ActionsByGame[G];
export type YokohamaAction = ActionOf<"yokohama">;
export type ShinjukuAction = ActionOf<"shinjuku">;
export type YamataiAction = ActionOf<"yamatai">;
/** Any game's action (the schema's `GameAction`). */
export type GameAction = Schemas["GameAction"];
/** The action kinds of one game (`ActionKind<"yamatai">` is `"pass" | "fleet" | ...`). */
export type ActionKind<G extends GameSlug> = ActionOf<G>["kind"];
/** One action of a game by its kind: `ActionOfKind<"yokohama", "place">`. */
export type ActionOfKind<G extends GameSlug, K extends ActionKind<G>> = Extract<
  ActionOf<G>,
  { kind: K }
>;

/** A legal action: its notation and its structured form. */
export type LegalAction = Schemas["LegalActionOutput"];
/** A legal action of one game, its `action` narrowed to that game's actions. */
export type LegalActionOf<G extends GameSlug> = Omit<LegalAction, "action"> & {
  action: ActionOf<G>;
};
export type LegalActions = Schemas["LegalActionsOutput"];

/** One entry of a match's log, as the viewer may know it. */
export type LogEntry = Schemas["LogEntryOutput"];
/** One game's log entry: `kind` is one of its action kinds, or `undo`. */
export type LogEntryOf<G extends GameSlug> = Omit<LogEntry, "kind"> & {
  kind: Extract<LogEntry["kind"], ActionKind<G> | "undo">;
};
export type YokohamaLogEntry = LogEntryOf<"yokohama">;
export type ShinjukuLogEntry = LogEntryOf<"shinjuku">;
export type YamataiLogEntry = LogEntryOf<"yamatai">;

/** Options of a game's match (all present in a match's `options`). */
export type OptionsByGame = {
  yokohama: Schemas["YokohamaOptions"];
  shinjuku: Schemas["ShinjukuOptions"];
  yamatai: Schemas["YamataiOptions"];
};
export type OptionsOf<G extends GameSlug> = OptionsByGame[G];

/**
 * A match with the viewer's state. openapi-typescript types a `$ref` to a discriminated
 * union inside `allOf` as the union without its discriminator; the server does send `game`
 * in the view, so the state is given back its full type here.
 */
export type Match = Omit<Schemas["MatchOutput"], "state"> & { state: GameView | null };
/** A match of one game, its view and options narrowed to that game's. */
export type MatchOf<G extends GameSlug> = Omit<Match, "state" | "game" | "options"> & {
  game: G;
  options: OptionsOf<G>;
  state: ViewOf<G> | null;
};
/** The view of a finished match at a past seq (match_view_at), state typed as in `Match`. */
export type MatchViewAt = Omit<Schemas["MatchViewAtOutput"], "state"> & { state: GameView };
export type MatchSummary = Schemas["MatchSummaryOutput"];
export type MatchStatus = Schemas["MatchStatusEnum"];
export type MatchResult = Schemas["MatchResultOutput"];
export type MatchCreateInput = Schemas["MatchCreateInputRequest"];
export type ActionAccepted = Schemas["ActionAcceptedOutput"];
export type EventsOutput = Schemas["EventsOutput"];
export type MatchStatusEvent = Schemas["MatchStatusEventOutput"];
export type ChatMessage = Schemas["ChatMessageOutput"];
export type UserEvent = Schemas["UserEventOutput"];
export type UserEventKind = Schemas["UserEventKindEnum"];
export type Problem = Schemas["Problem"];
export type BotKind = Schemas["BotKindEnum"];
export type Invitation = Schemas["InvitationOutput"];
export type Seek = Schemas["SeekOutput"];
export type Me = Schemas["MeOutput"];
export type Game = Schemas["GameOutput"];

/** Whether a match (or a view) is of game `game`: narrows its state, options and actions. */
export function isGame<G extends GameSlug>(match: Match, game: G): match is Match & MatchOf<G> {
  return match.game === game;
}

/** Whether a view is of game `game` (narrows the union by its `game` discriminator). */
export function isView<G extends GameSlug>(view: GameView, game: G): view is ViewOf<G> {
  return view.game === game;
}
