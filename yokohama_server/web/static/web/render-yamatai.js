// Yamatai drawn from one viewer's view (match_retrieve's `state`, match_view_at's `state`):
// only what the view holds is drawn, so a page cannot show what its viewer may not see.
// The islands sit on hexes and the boat spaces on their corners (the designed board of
// games/yamatai/data/components.json, copied below; a test checks the copy). Elements an
// action can point at carry data-target (actionTargets(): an island, space, tile or
// specialist id, or "kind:argument", space-separated when several kinds point at one place).
import { esc, tr } from "./api.js";

// Positions from games/yamatai/data/components.json board (x, y scaled by 75, moved by 50/40).
const ISLANDS = {
  i01: [180, 78], i02: [310, 78], i03: [439, 78], i04: [569, 78], i05: [700, 78], i06: [829, 78],
  i07: [114, 190], i08: [244, 190], i09: [375, 190], i10: [505, 190], i11: [634, 190],
  i12: [764, 190], i13: [894, 190], i14: [50, 302], i15: [180, 302], i16: [310, 302],
  i17: [439, 302], i18: [569, 302], i19: [700, 302], i20: [829, 302], i21: [959, 302],
  i22: [114, 415], i23: [244, 415], i24: [375, 415], i25: [505, 415], i26: [634, 415],
  i27: [764, 415], i28: [894, 415], i29: [180, 528], i30: [310, 528], i31: [439, 528],
  i32: [569, 528], i33: [700, 528], i34: [829, 528],
};
// [x, y, entry space?]
const SPACES = {
  s01: [244, 40, false], s02: [375, 40, false], s03: [505, 40, true], s04: [634, 40, false],
  s05: [764, 40, false], s06: [114, 115, false], s07: [244, 115, false], s08: [375, 115, false],
  s09: [505, 115, false], s10: [634, 115, false], s11: [764, 115, false], s12: [894, 115, true],
  s13: [180, 152, false], s14: [310, 152, false], s15: [439, 152, false], s16: [569, 152, false],
  s17: [700, 152, false], s18: [829, 152, false], s19: [50, 228, true], s20: [180, 228, false],
  s21: [310, 228, false], s22: [439, 228, false], s23: [569, 228, false], s24: [700, 228, false],
  s25: [829, 228, false], s26: [959, 228, false], s27: [114, 265, false], s28: [244, 265, false],
  s29: [375, 265, false], s30: [505, 265, false], s31: [634, 265, false], s32: [764, 265, false],
  s33: [894, 265, false], s34: [114, 340, false], s35: [244, 340, false], s36: [375, 340, false],
  s37: [505, 340, false], s38: [634, 340, false], s39: [764, 340, false], s40: [894, 340, false],
  s41: [50, 378, false], s42: [180, 378, false], s43: [310, 378, false], s44: [439, 378, false],
  s45: [569, 378, false], s46: [700, 378, false], s47: [829, 378, false], s48: [959, 378, false],
  s49: [180, 452, false], s50: [310, 452, false], s51: [439, 452, false], s52: [569, 452, false],
  s53: [700, 452, false], s54: [829, 452, false], s55: [114, 490, false], s56: [244, 490, false],
  s57: [375, 490, false], s58: [505, 490, false], s59: [634, 490, false], s60: [764, 490, false],
  s61: [894, 490, false], s62: [244, 565, false], s63: [375, 565, true], s64: [505, 565, false],
  s65: [634, 565, false], s66: [764, 565, true],
};
const LINKS = [
  ["s01", "s07"], ["s02", "s08"], ["s03", "s09"], ["s04", "s10"], ["s05", "s11"], ["s06", "s13"],
  ["s07", "s13"], ["s07", "s14"], ["s08", "s14"], ["s08", "s15"], ["s09", "s15"], ["s09", "s16"],
  ["s10", "s16"], ["s10", "s17"], ["s11", "s17"], ["s11", "s18"], ["s12", "s18"], ["s13", "s20"],
  ["s14", "s21"], ["s15", "s22"], ["s16", "s23"], ["s17", "s24"], ["s18", "s25"], ["s19", "s27"],
  ["s20", "s27"], ["s20", "s28"], ["s21", "s28"], ["s21", "s29"], ["s22", "s29"], ["s22", "s30"],
  ["s23", "s30"], ["s23", "s31"], ["s24", "s31"], ["s24", "s32"], ["s25", "s32"], ["s25", "s33"],
  ["s26", "s33"], ["s27", "s34"], ["s28", "s35"], ["s29", "s36"], ["s30", "s37"], ["s31", "s38"],
  ["s32", "s39"], ["s33", "s40"], ["s34", "s41"], ["s34", "s42"], ["s35", "s42"], ["s35", "s43"],
  ["s36", "s43"], ["s36", "s44"], ["s37", "s44"], ["s37", "s45"], ["s38", "s45"], ["s38", "s46"],
  ["s39", "s46"], ["s39", "s47"], ["s40", "s47"], ["s40", "s48"], ["s42", "s49"], ["s43", "s50"],
  ["s44", "s51"], ["s45", "s52"], ["s46", "s53"], ["s47", "s54"], ["s49", "s55"], ["s49", "s56"],
  ["s50", "s56"], ["s50", "s57"], ["s51", "s57"], ["s51", "s58"], ["s52", "s58"], ["s52", "s59"],
  ["s53", "s59"], ["s53", "s60"], ["s54", "s60"], ["s54", "s61"], ["s56", "s62"], ["s57", "s63"],
  ["s58", "s64"], ["s59", "s65"], ["s60", "s66"],
];

// Fleet tiles: the boats each gives and what it does (components.json fleet_tiles).
const FLEET = {
  1: ["bamboo", gettext("goes first next round")], 2: ["wood", gettext("reserve a building tile")], 3: ["stone", gettext("look at 3 building tiles")],
  4: ["clay", gettext("move a boat")], 5: ["gold", gettext("sacred ground")], 6: ["wood bamboo", gettext("swap 2 culture tokens")],
  7: ["stone bamboo", gettext("remove up to 2 boats")], 8: ["clay bamboo", gettext("swap 2 boats")], 9: ["stone wood", gettext("build with 1 boat fewer")],
  10: ["clay wood any", gettext("no effect")],
};
const COLOUR_NAMES = { bamboo: gettext("bamboo"), wood: gettext("wood"), stone: gettext("stone"), clay: gettext("clay"), gold: gettext("gold"), any: gettext("any colour") };
const colourName = (c) => COLOUR_NAMES[c] ?? c;
const CULTURE_NAMES = { drum: gettext("drum"), fan: gettext("fan"), lantern: gettext("lantern"), mask: gettext("mask"), scroll: gettext("scroll"), vase: gettext("vase"), blank: gettext("blank") };
const cultureName = (c) => CULTURE_NAMES[c] ?? c;
const KIND_NAMES = { standard: gettext("building"), torii: gettext("torii"), palace: gettext("palace") };
// The smallest text drawn (SVG units); the drawing stays wide enough to show it at 11 px.
const MIN_FONT = 13;
const WIDTH = 1010;
const MAP_H = 610;
const HEX = 52;
const BOATS = ["bamboo", "wood", "stone", "clay", "gold"];
const BOAT_COLOUR = { bamboo: "#9ccc65", wood: "#8d6e63", stone: "#9e9e9e", clay: "#d84315", gold: "#f9a825", any: "#fff" };
const SEAT_COLOUR = { blue: "#1e56c8", orange: "#ef6c00", purple: "#7b1fa2", grey: "#616161" };
// Plain letters: the machines that show this may have no CJK font.
const CULTURE_MARK = { drum: "D", fan: "F", lantern: "L", mask: "M", scroll: "S", vase: "V", blank: "·" };
const CULTURE_COLOUR = { drum: "#8e24aa", fan: "#e53935", lantern: "#fb8c00", mask: "#3949ab", scroll: "#00897b", vase: "#6d4c41", blank: "#999" };

const seatColour = (view, seat) => SEAT_COLOUR[view.seats[seat]?.colour] ?? "#555";
// Islands and sea spaces by number, as the board numbers them (i07 -> island 7).
const islandName = (id) => tr(gettext("island %(n)s"), { n: Number(id.slice(1)) });
const spaceName = (id) => tr(gettext("sea space %(n)s"), { n: Number(id.slice(1)) });
// Specialists are named after figures of myth: their names stay as they are.
const specialistName = (id) => id.split("_").map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");

function text(x, y, body, { size = 12, anchor = "start", weight = "normal", fill = "#222" } = {}) {
  return `<text x="${x}" y="${y}" font-size="${Math.max(size, MIN_FONT)}" text-anchor="${anchor}" font-weight="${weight}" fill="${fill}">${esc(body)}</text>`;
}

function hexPoints(cx, cy, r) {
  // Pointy-top hexagon: the spaces of the data sit on its corners.
  return Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 180) * (60 * k - 90);
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

function boatShape(x, y, colour, { w = 22, cls = "boat", extra = "" } = {}) {
  return `<path class="${cls}" data-colour="${colour}"${extra} d="M${x - w / 2} ${y - 4} L${x + w / 2} ${y - 4} L${x + w / 2 - 5} ${y + 6} L${x - w / 2 + 5} ${y + 6} Z" fill="${BOAT_COLOUR[colour] ?? "#ccc"}" stroke="#222" stroke-width="1.2"><title>${esc(tr(gettext("%(colour)s boat"), { colour: colourName(colour) }))}</title></path>`;
}

function island(view, isle) {
  const [x, y] = ISLANDS[isle.id];
  const taken = view.turn?.taken_islands?.includes(isle.id);
  const parts = [`<g class="island" data-target="${isle.id}" data-island="${isle.id}" data-label="${esc(islandName(isle.id))}${isle.token ? `, ${esc(cultureName(isle.token))}` : ""}">`];
  const what = [isle.token ? tr(gettext("%(culture)s token"), { culture: cultureName(isle.token) }) : null, isle.building ? `${KIND_NAMES[isle.building.kind] ?? isle.building.kind}${isle.building.seat !== null ? ` (${tr(gettext("seat %(n)s"), { n: isle.building.seat })})` : ""}` : null, isle.sacred ? gettext("sacred ground") : null, isle.mountain ? gettext("mountain") : null].filter(Boolean).join(", ");
  parts.push(`<title>${esc(islandName(isle.id))}${what ? `: ${esc(what)}` : ""}</title>`);
  parts.push(`<polygon class="cell" points="${hexPoints(x, y, HEX)}" fill="${isle.mountain ? "#c8b99a" : "#e7dcb8"}" />`);
  parts.push(text(x, y - 28, String(Number(isle.id.slice(1))), { size: 12, anchor: "middle", fill: "#5d4d2f" }));
  if (isle.mountain) parts.push(`<path class="mountain" d="M${x - 20} ${y + 26} L${x - 8} ${y + 12} L${x} ${y + 20} L${x + 8} ${y + 10} L${x + 20} ${y + 26} Z" fill="#8d7b5a" />`);
  if (isle.token) {
    parts.push(`<circle class="token" data-token="${isle.token}" cx="${x}" cy="${y - 4}" r="15" fill="${CULTURE_COLOUR[isle.token] ?? "#999"}" fill-opacity="${taken ? 0.4 : 1}" stroke="#fff8e1" stroke-width="2" />`);
    parts.push(text(x, y + 1, CULTURE_MARK[isle.token] ?? "?", { size: 14, anchor: "middle", weight: "bold", fill: "#fff" }));
  }
  if (isle.building) {
    const b = isle.building;
    const fill = b.kind === "standard" ? seatColour(view, b.seat) : b.kind === "torii" ? "#c62828" : "#6d4c41";
    parts.push(`<rect class="building" data-kind="${b.kind}"${b.seat !== null ? ` data-seat="${b.seat}"` : ""} x="${x - 14}" y="${y - 18}" width="28" height="26" rx="3" fill="${fill}" stroke="#000" />`);
    parts.push(text(x, y, b.kind === "standard" ? "B" : b.kind === "torii" ? "T" : "P", { size: 14, anchor: "middle", weight: "bold", fill: "#fff" }));
  }
  if (isle.sacred) parts.push(`<circle class="sacred" cx="${x}" cy="${y - 4}" r="20" fill="none" stroke="#f9a825" stroke-width="3" stroke-dasharray="4 3"><title>${esc(gettext("sacred ground"))}</title></circle>`);
  parts.push("</g>");
  return parts.join("");
}

function space(view, id) {
  const [x, y, entry] = SPACES[id];
  const boat = view.board.spaces[id];
  const turn = view.turn ?? {};
  const mark = turn.placed_spaces?.includes(id) || turn.pending_space === id || turn.chain_end === id;
  const boatText = boat ? tr(gettext("%(colour)s boat"), { colour: colourName(boat) }) : "";
  const parts = [];
  parts.push(`<g class="space" data-target="${id}" data-space="${id}" data-label="${esc(spaceName(id))}${boat ? `, ${esc(boatText)}` : ""}">`);
  parts.push(`<title>${esc(spaceName(id))}${entry ? ` (${esc(gettext("entry"))})` : ""}${boat ? `: ${esc(boatText)}` : ""}</title>`);
  parts.push(`<circle class="cell" cx="${x}" cy="${y}" r="14" fill="${mark ? "#fff59d" : entry ? "#b3e5fc" : "#e3f2fd"}" stroke="${entry ? "#0277bd" : "#90a4ae"}" />`);
  if (boat) parts.push(boatShape(x, y, boat));
  parts.push("</g>");
  return parts.join("");
}

function map(view) {
  const parts = [`<rect class="sea" x="0" y="0" width="${WIDTH}" height="${MAP_H}" rx="10" fill="#5e9fd1" />`];
  for (const [a, b] of LINKS) {
    const [p, q] = [SPACES[a], SPACES[b]];
    parts.push(`<line class="lane" x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}" stroke="#bbdefb" stroke-width="2" stroke-dasharray="3 4" />`);
  }
  for (const isle of view.board.islands) parts.push(island(view, isle));
  for (const id of Object.keys(SPACES)) parts.push(space(view, id));
  return parts.join("");
}

function tileCard(tile, x, y, { target = tile.id, w = 128, note = "", cls = "tile" } = {}) {
  const kind = KIND_NAMES[tile.kind] ?? tile.kind;
  const cost = tile.boats.map(colourName).join(", ");
  const parts = [`<g class="${cls}" data-target="${target}" data-tile="${tile.id}" data-label="${esc(tr(gettext("%(kind)s %(id)s, %(pp)s PP, costs %(cost)s"), { kind, id: tile.id, pp: tile.pp, cost }))}">`];
  parts.push(`<rect class="cell" x="${x}" y="${y}" width="${w}" height="58" rx="6" fill="${tile.kind === "standard" ? "#fffbe6" : "#fce4ec"}" />`);
  parts.push(text(x + 6, y + 16, `${kind}${tile.trading_post ? ` · ${gettext("post")}` : ""}`, { size: 12, weight: "bold" }));
  tile.boats.forEach((b, k) => parts.push(boatShape(x + 14 + k * 22, y + 31, b, { w: 18, cls: "cost" })));
  parts.push(text(x + w - 6, y + 52, `${tr(gettext("%(pp)s PP"), { pp: tile.pp })}${note}`, { size: 12, anchor: "end", fill: "#444" }));
  parts.push(`<title>${esc(tr(gettext("%(kind)s %(id)s: costs %(cost)s, %(pp)s PP"), { kind, id: tile.id, cost, pp: tile.pp }))}</title>`);
  parts.push("</g>");
  return parts.join("");
}

function displays(view, y0) {
  const parts = [];
  let y = y0;
  // Fleet track: face-up tiles to take (fleet:<n>), then those taken this round.
  parts.push(text(10, y + 14, tr(gettext("Fleet tiles (%(n)s face down)"), { n: view.fleet_track.face_down_count }), { size: 14, weight: "bold" }));
  const taken = view.fleet_tiles_taken.map((t) => ({ n: t.tile, seat: t.seat }));
  [...view.fleet_track.face_up.map((n) => ({ n, seat: null })), ...taken].forEach(({ n, seat }, k) => {
    const x = 10 + k * 98;
    const [boats, effect] = FLEET[n] ?? ["", ""];
    parts.push(`<g class="fleet-tile" data-target="fleet:${n}" data-fleet="${n}" data-label="${esc(tr(gettext("fleet tile %(n)s: %(effect)s"), { n, effect }))}">`);
    parts.push(`<rect class="cell" x="${x}" y="${y + 20}" width="92" height="56" rx="6" fill="${seat === null ? "#fff" : "#ddd"}" />`);
    parts.push(text(x + 6, y + 36, `${n}${seat === null ? "" : ` (${gettext("taken")})`}`, { size: 12, weight: "bold", fill: seat === null ? "#222" : seatColour(view, seat) }));
    boats.split(" ").forEach((b, i) => parts.push(boatShape(x + 16 + i * 22, y + 49, b, { w: 18, cls: "cost" })));
    parts.push(`<title>${esc(tr(gettext("fleet tile %(n)s: %(boats)s · %(effect)s"), { n, boats: boats.split(" ").map(colourName).join(", "), effect }))}</title></g>`);
  });
  y += 86;
  parts.push(text(10, y + 14, tr(gettext("Specialists (%(n)s in the deck)"), { n: view.specialist_deck_count }), { size: 14, weight: "bold" }));
  view.specialist_display.forEach((slot, k) => {
    const x = 10 + k * 128;
    const name = slot.specialist ? specialistName(slot.specialist) : gettext("empty");
    parts.push(`<g class="specialist" data-target="${slot.specialist ?? ""}" data-specialist="${slot.specialist ?? ""}" data-label="${esc(tr(gettext("specialist %(name)s"), { name }))}">`);
    parts.push(`<rect class="cell" x="${x}" y="${y + 20}" width="122" height="44" rx="6" fill="${slot.specialist ? "#ede7f6" : "#eee"}" />`);
    parts.push(text(x + 6, y + 37, name, { size: 12, weight: "bold" }));
    parts.push(text(x + 6, y + 56, tr(ngettext("%(n)s coin on it", "%(n)s coins on it", slot.coins), { n: slot.coins }), { size: 12, fill: "#444" }));
    parts.push("</g>");
  });
  y += 70;
  parts.push(text(10, y + 14, tr(gettext("Building tiles (%(n)s in the deck)"), { n: view.building_deck_count }), { size: 14, weight: "bold" }));
  view.building_row.forEach((tile, k) => parts.push(tileCard(tile, 10 + k * 134, y + 20)));
  y += 84;
  // The common supply of boats: buy:<colour> points at it.
  parts.push(text(10, y + 14, tr(gettext("Boat supply · sacred ground %(n)s"), { n: view.sacred_ground_left }), { size: 14, weight: "bold" }));
  BOATS.forEach((b, k) => {
    const x = 10 + k * 126;
    parts.push(`<g class="supply-boat" data-target="buy:${b} colour:${b}" data-label="${esc(tr(gettext("%(colour)s boats in the supply"), { colour: colourName(b) }))}">`);
    parts.push(`<rect class="cell" x="${x}" y="${y + 20}" width="120" height="32" rx="6" fill="#fff" />`);
    parts.push(boatShape(x + 18, y + 36, b, { w: 20, cls: "cost" }));
    parts.push(text(x + 34, y + 41, `${colourName(b)} ×${view.supply[b]}`, { size: 12 }));
    parts.push("</g>");
  });
  y += 60;
  return [parts.join(""), y];
}

// The viewer's own pieces (all public in Yamatai except the tiles looked at with fleet tile 3,
// shown only to their holder): pool boats (sell:<colour>, place:<colour>), reserved tiles.
function mine(view, y0) {
  const me = view.viewer === null || view.viewer === undefined ? null : view.seats[view.viewer];
  if (!me) return ["", y0];
  const parts = [];
  let y = y0;
  parts.push(text(10, y + 14, tr(gettext("Your pool · %(coins)s coins · harbour %(harbour)s/%(capacity)s"), { coins: me.coins, harbour: Object.values(me.harbour).reduce((a, b) => a + b, 0), capacity: me.harbour_capacity }), { size: 14, weight: "bold" }));
  BOATS.forEach((b, k) => {
    const x = 10 + k * 126;
    parts.push(`<g class="pool-boat" data-target="sell:${b} place:${b}" data-label="${esc(tr(gettext("your %(colour)s boats"), { colour: colourName(b) }))}">`);
    parts.push(`<rect class="cell" x="${x}" y="${y + 20}" width="120" height="32" rx="6" fill="#fff" />`);
    parts.push(boatShape(x + 18, y + 36, b, { w: 20, cls: "cost" }));
    parts.push(text(x + 34, y + 41, `${colourName(b)} ×${me.pool[b]}`, { size: 12 }));
    parts.push("</g>");
  });
  y += 60;
  const reserved = me.reserved_tiles ?? [];
  const peek = view.turn?.peek_tiles ?? (view.turn?.peek ?? []).map((id) => ({ id, kind: "standard", boats: [], pp: "?", trading_post: false }));
  if (reserved.length || peek.length) {
    parts.push(text(10, y + 14, peek.length ? gettext("Tiles you look at") : gettext("Your reserved tiles"), { size: 14, weight: "bold" }));
    let x = 10;
    for (const r of reserved) {
      parts.push(tileCard(r.tile, x, y + 20, { note: ` · ${tr(gettext("round %(n)s"), { n: r.round })}` }));
      x += 134;
    }
    for (const tile of peek) {
      parts.push(tileCard(tile, x, y + 20, { cls: "tile peek" }));
      x += 134;
    }
    y += 88;
  }
  return [parts.join(""), y];
}

export function board(view) {
  // The panels below the map are drawn at a larger scale (the map needs the width, they do not).
  const tiles = view.fleet_track.face_up.length + view.fleet_tiles_taken.length;
  const scale = Math.min(1.35, WIDTH / Math.max(700, 20 + 98 * tiles));
  const panels = [];
  let row;
  let y = 10;
  [row, y] = displays(view, y);
  panels.push(row);
  [row, y] = mine(view, y);
  panels.push(row);
  const height = Math.ceil(MAP_H + (y + 6) * scale);
  const parts = [map(view), `<g class="panels" transform="translate(0 ${MAP_H}) scale(${scale.toFixed(3)})">${panels.join("")}</g>`];
  const minWidth = Math.ceil((WIDTH * 11) / MIN_FONT);
  const svg = `<svg class="yamatai" style="--min-w: ${minWidth}px" viewBox="0 0 ${WIDTH} ${height}" role="group" aria-label="${esc(tr(gettext("Yamatai board, round %(n)s"), { n: view.round }))}" xmlns="http://www.w3.org/2000/svg">${parts.join("")}</svg>`;
  const t = view.turn;
  const meta = [tr(gettext("Round %(n)s"), { n: view.round })];
  if (t) {
    meta.push(tr(gettext("turn %(n)s"), { n: t.index + 1 }));
    if (t.fleet_tile) meta.push(tr(gettext("fleet tile %(n)s"), { n: t.fleet_tile }));
    meta.push(tr(gettext("trades %(n)s"), { n: t.trades }));
  }
  meta.push(tr(gettext("turn order: seats %(order)s"), { order: view.turn_order.join(" → ") }));
  if (view.over) meta.push(gettext("game over"));
  const extras = `<p class="meta">${esc(meta.join(" · "))}</p>`;
  return svg + extras;
}

const count = (obj) => Object.values(obj ?? {}).reduce((a, b) => a + b, 0);
const listed = (obj) => Object.entries(obj ?? {}).filter(([, n]) => n).map(([k, n]) => `${COLOUR_NAMES[k] ?? CULTURE_NAMES[k] ?? k} ${n}`).join(", ") || gettext("none");

export function seats(view, summary, names) {
  const rows = view.seats.map((s) => {
    const moving = (summary?.to_move ?? []).includes(s.seat);
    const score = typeof s.score === "object" && s.score !== null ? (s.score.total ?? count(s.score)) : s.score;
    return `<tr class="${moving ? "to-move" : ""}" data-seat="${s.seat}">
<th scope="row"><span class="swatch" style="background:${seatColour(view, s.seat)}"></span>${esc(names[s.seat] ?? tr(gettext("Seat %(n)s"), { n: s.seat }))}${moving ? ` <small>(${esc(gettext("to move"))})</small>` : ""}</th>
<td>${esc(score)}</td><td>${s.coins}</td><td title="${esc(listed(s.pool))}">${count(s.pool)}</td><td title="${esc(listed(s.harbour))}">${count(s.harbour)}/${s.harbour_capacity}</td>
<td title="${esc(listed(s.culture_tokens))}">${count(s.culture_tokens)}</td><td>${s.prestige_tokens}</td><td>${s.built_tiles.length}/${s.standard_pieces_left}</td>
<td>${esc(s.specialists.map(specialistName).join(", ") || "–")}</td></tr>`;
  });
  const head = (label, title) => `<th${title ? ` title="${esc(title)}"` : ""}>${esc(label)}</th>`;
  return `<div class="scroll"><table class="list seats-table"><thead><tr>${head(gettext("Seat"))}${head(gettext("PP"), gettext("prestige points so far"))}${head(gettext("Coins"))}${head(gettext("Boats"), gettext("boats in the pool"))}${head(gettext("Harbour"), gettext("boats in the harbour / capacity"))}${head(gettext("Culture"), gettext("culture tokens"))}${head(gettext("Prest."), gettext("prestige tokens"))}${head(gettext("Built"), gettext("buildings built / standard pieces left"))}${head(gettext("Specialists"))}</tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

export function you(view) {
  const me = view.viewer === null || view.viewer === undefined ? null : view.seats[view.viewer];
  if (!me) return "";
  const beside = count(me.beside_harbour) ? ` · ${tr(gettext("beside the harbour: %(boats)s"), { boats: listed(me.beside_harbour) })}` : "";
  const looking = view.turn?.peek?.length ? ` · ${tr(gettext("looking at: %(tiles)s"), { tiles: view.turn.peek.join(", ") })}` : "";
  return `<section class="hand" id="hand"><h2>${esc(gettext("Your pieces"))}</h2>
<p>${esc(tr(gettext("%(coins)s coins · pool: %(pool)s · harbour: %(harbour)s"), { coins: me.coins, pool: listed(me.pool), harbour: listed(me.harbour) }) + beside)}</p>
<p>${esc(tr(gettext("Culture tokens: %(tokens)s · prestige tokens %(n)s"), { tokens: listed(me.culture_tokens), n: me.prestige_tokens }))}</p>
<p>${esc(tr(gettext("Built: %(built)s · reserved: %(reserved)s"), { built: me.built_tiles.map((t) => t.id).join(", ") || gettext("none"), reserved: (me.reserved_tiles ?? []).map((r) => r.tile.id).join(", ") || gettext("none") }) + looking)}</p>
</section>`;
}

// --- decisions and actions in words -------------------------------------------------------------

const PROMPTS = {
  fleet: gettext("Choose a fleet tile: it gives your boats for this turn and its effect."),
  any_colour: gettext("Choose the colour of your boat of any colour."),
  trade: gettext("Trade: buy or sell boats, use your fleet tile's effect, or go on to placing boats."),
  place: gettext("Place your boats on the sea spaces, each next to the last, or stop."),
  take_or_build: gettext("Take culture tokens, or build on an island next to your boats."),
  take: gettext("Take culture tokens from islands next to your boats, or stop."),
  ebisu: gettext("Ebisu: take one more culture token from any island, or pass."),
  dock: gettext("Choose which boats stay in your harbour."),
  recruit: gettext("Recruit a specialist with culture tokens, or pass."),
  end_of_turn: gettext("End your turn."),
  arrange: gettext("Put each building tile you looked at back on top of the deck or under it."),
  move_to: gettext("Choose the space the boat moves to."),
  swap_token_with: gettext("Choose the token to swap with."),
  remove_second: gettext("Remove a second boat, or stop."),
  swap_boat_with: gettext("Choose the boat to swap with."),
};

export function toMove(view) {
  return view.decision ? [view.decision.seat] : [];
}

export function prompt(view, { mine } = {}) {
  const kind = view.decision?.kind;
  if (!kind) return "";
  const sentence = PROMPTS[kind] ?? kind.replaceAll("_", " ");
  return mine ? sentence : tr(gettext("Now deciding: %(what)s"), { what: sentence });
}

const boatsList = (arg) => (arg === "none" ? gettext("no boats") : arg.split(".").map(colourName).join(", "));
const tokensList = (arg) => arg.split(".").map(cultureName).join(", ");
const tileName = (id, view) => {
  const tile = [...(view?.building_row ?? []), ...(view?.turn?.peek_tiles ?? []), ...(view?.seats ?? []).flatMap((s) => (s.reserved_tiles ?? []).map((r) => r.tile))].find((t) => t.id === id);
  return tile ? tr(gettext("%(kind)s (%(cost)s, %(pp)s PP)"), { kind: KIND_NAMES[tile.kind] ?? tile.kind, cost: tile.boats.map(colourName).join(", "), pp: tile.pp }) : id;
};

export function actionLabel(notation, view) {
  const [kind, a0, a1] = notation.split(":");
  switch (kind) {
    case "pass": return gettext("Pass");
    case "fleet": return tr(gettext("Fleet tile %(n)s: %(effect)s"), { n: a0, effect: FLEET[a0]?.[1] ?? "" });
    case "colour": return tr(gettext("Make it %(colour)s"), { colour: colourName(a0) });
    case "buy": return tr(gettext("Buy a %(colour)s boat"), { colour: colourName(a0) });
    case "sell": return tr(gettext("Sell a %(colour)s boat"), { colour: colourName(a0) });
    case "place": return tr(gettext("%(colour)s boat on %(space)s"), { colour: colourName(a0), space: spaceName(a1) });
    case "take": return tr(gettext("Take the token on %(island)s"), { island: islandName(a0) });
    case "build": return tr(gettext("Build %(tile)s on %(island)s"), { tile: tileName(a0, view), island: islandName(a1) });
    case "ebisu": return tr(gettext("Ebisu: the token on %(island)s"), { island: islandName(a0) });
    case "dock": return tr(gettext("Keep in the harbour: %(boats)s"), { boats: boatsList(a0) });
    case "recruit": return tr(gettext("Recruit %(name)s with %(tokens)s"), { name: specialistName(a0), tokens: tokensList(a1) });
    case "reserve": return tr(gettext("Reserve %(tile)s"), { tile: tileName(a0, view) });
    case "peek": return gettext("Look at 3 building tiles");
    case "put_top": return tr(gettext("%(tile)s on top of the deck"), { tile: tileName(a0, view) });
    case "put_bottom": return tr(gettext("%(tile)s under the deck"), { tile: tileName(a0, view) });
    case "move_boat": return tr(gettext("Move the boat on %(space)s"), { space: spaceName(a0) });
    case "move_to": return tr(gettext("Move it to %(space)s"), { space: spaceName(a0) });
    case "sacred": return tr(gettext("Sacred ground on %(island)s"), { island: islandName(a0) });
    case "swap_token": return tr(gettext("Swap the token on %(island)s"), { island: islandName(a0) });
    case "swap_token_with": return tr(gettext("Swap it with the token on %(island)s"), { island: islandName(a0) });
    case "remove_boat": return tr(gettext("Remove the boat on %(space)s"), { space: spaceName(a0) });
    case "swap_boat": return tr(gettext("Swap the boat on %(space)s"), { space: spaceName(a0) });
    case "swap_boat_with": return tr(gettext("Swap it with the boat on %(space)s"), { space: spaceName(a0) });
    case "raijin": return tr(gettext("Raijin: %(boats)s for a gold boat"), { boats: boatsList(a0) });
    case "kachiko": return tr(gettext("Kachiko: clear the sacred ground on %(island)s"), { island: islandName(a0) });
    case "michimata": return tr(gettext("Michimata: a %(token)s token"), { token: cultureName(a0) });
    case "hetsuka": return tr(gettext("Hetsuka: a %(token)s token"), { token: cultureName(a0) });
    case "nakatsu": return tr(gettext("Nakatsu: a gold boat for %(boats)s"), { boats: boatsList(a0) });
    default: return notation.split(":").map((part) => part.replaceAll("_", " ")).join(" · ");
  }
}
