// Each game's renderer by slug; a game without one is shown by the generic tables.
import * as generic from "./render-generic.js";
import * as shinjuku from "./render-shinjuku.js";
import * as yamatai from "./render-yamatai.js";
import * as yokohama from "./render-yokohama.js";

const RENDERERS = { shinjuku, yamatai, yokohama };

export function rendererFor(game) {
  return RENDERERS[game] ?? generic;
}
