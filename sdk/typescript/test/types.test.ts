/**
 * The per-game types derived from the generated schema. Most checks here are made by the
 * compiler (`tsc --noEmit` covers this file): a `@ts-expect-error` line that compiles would
 * fail the type check.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  isGame,
  isView,
  type ActionKind,
  type ActionOfKind,
  type GameView,
  type LogEntryOf,
  type Match,
  type ShinjukuAction,
  type ShinjukuView,
  type ViewOf,
  type YamataiView,
  type YokohamaAction,
  type YokohamaView,
} from "../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const yes = <T extends true>(): T => true as T;

describe("per-game types", () => {
  it("tells the games' views apart by `game`", () => {
    yes<Equal<YokohamaView["game"], "yokohama">>();
    yes<Equal<ViewOf<"shinjuku">, ShinjukuView>>();
    yes<Equal<GameView, YokohamaView | ShinjukuView | YamataiView>>();
    const view = { game: "yamatai" } as GameView;
    if (isView(view, "yamatai")) {
      yes<Equal<typeof view, YamataiView>>();
    }
    assert.equal(isView(view, "yamatai"), true);
    assert.equal(isView(view, "shinjuku"), false);
  });

  it("types each game's actions by `kind`", () => {
    const pass: YokohamaAction = { kind: "pass" };
    // @ts-expect-error: Yokohama has no `kaiju` action (Shinjuku has)
    const wrong: YokohamaAction = { kind: "kaiju" };
    const kaiju: ActionKind<"shinjuku"> = "kaiju";
    yes<Equal<ActionOfKind<"yokohama", "pass">, Extract<YokohamaAction, { kind: "pass" }>>>();
    const act = (action: ShinjukuAction): string => action.kind;
    assert.equal(act({ kind: "end" } as ShinjukuAction), "end");
    void [pass, wrong, kaiju];
  });

  it("narrows a log entry's kind to the game's actions and undo", () => {
    const kind: LogEntryOf<"yamatai">["kind"] = "undo";
    // @ts-expect-error: `kaiju` is a Shinjuku action
    const other: LogEntryOf<"yamatai">["kind"] = "kaiju";
    void [kind, other];
  });

  it("narrows a match by its game: state and options", () => {
    const match = { game: "shinjuku", state: { game: "shinjuku" }, options: {} } as unknown as Match;
    if (isGame(match, "shinjuku")) {
      yes<Equal<NonNullable<typeof match.state>, ShinjukuView>>();
    }
    assert.equal(isGame(match, "shinjuku"), true);
    assert.equal(isGame(match, "yokohama"), false);
  });
});
