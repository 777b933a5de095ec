// Yokohama drawn from one viewer's view (match_retrieve's `state`, match_view_at's `state`):
// only what the view holds is drawn, so a page cannot show what its viewer may not see.
// The map is laid out as the board is (rows of an inverted pyramid, each row offset half an
// area), with the roads the engine moves presidents along (each area's `adjacent`).
// Elements an action can point at carry data-target; the page highlights and clicks them.
import { esc, SEAT_COLOURS, tr } from "./api.js";

const CELL_W = 200;
const CELL_H = 160;
const INSET = 14; // the gap around an area, where the roads show
const NEUTRAL = "#7a7a7a";
// The smallest text drawn (SVG units); the page keeps the drawing wide enough to show it at
// 11 px at least (boardStyle), scrolling the board sideways on a narrow screen.
const MIN_FONT = 12;

const colour = (owner) => (owner === null || owner === undefined ? "none" : owner === "neutral" ? NEUTRAL : SEAT_COLOURS[owner] ?? NEUTRAL);

// Each area type's name, short enough for its tile.
const AREA_NAMES = {
  copper_mine: gettext("Copper Mine"),
  silk_mill: gettext("Silk Mill"),
  tea_plantation: gettext("Tea Plantation"),
  fishery: gettext("Fishery"),
  bank: gettext("Bank"),
  chinatown: gettext("Chinatown"),
  church: gettext("Church"),
  customs: gettext("Customs"),
  employment_agency: gettext("Employment Agency"),
  laboratory_a: gettext("Laboratory"),
  laboratory_b: gettext("Research Center"),
  port_a: gettext("Port"),
  port_b: gettext("Dock"),
  canal: gettext("Canal"),
};
const GOODS = { copper: gettext("copper"), silk: gettext("silk"), tea: gettext("tea"), fish: gettext("fish") };
const SHORT = { vp: gettext("VP"), movement: gettext("move"), import: gettext("import"), goods_choice: gettext("good"), warehouse: gettext("warehouse"), ...GOODS };
// A reward in the few letters a shop space holds ("2 Cu", "¥3", "3 VP").
const SYMBOLS = { vp: gettext("VP"), movement: pgettext("short for movement", "Mv"), import: pgettext("short for import", "Im"), goods_choice: pgettext("short for a good of choice", "G"), warehouse: pgettext("short for warehouse", "Wh"), copper: pgettext("short for copper", "Cu"), silk: pgettext("short for silk", "Si"), tea: pgettext("short for tea", "Te"), fish: pgettext("short for fish", "Fi") };
const FLAGS = { gb: gettext("Great Britain"), us: gettext("United States"), fr: gettext("France"), de: gettext("German Empire"), nl: gettext("Netherlands") };

// Technology cards by their English name (the view's `name_en`).
const TECH_NAMES = {
  Ball: gettext("Ball"),
  Brickworks: gettext("Brickworks"),
  "Electric Light": gettext("Electric Light"),
  Exhibition: gettext("Exhibition"),
  "Gas Lamp": gettext("Gas Lamp"),
  "Language School": gettext("Language School"),
  "Printing Press": gettext("Printing Press"),
  "Mining Technology": gettext("Mining Technology"),
  "Patent System": gettext("Patent System"),
  Winery: gettext("Winery"),
  Newspaper: gettext("Newspaper"),
  "Postal Service": gettext("Postal Service"),
  Stagecoach: gettext("Stagecoach"),
  "Railway Station": gettext("Railway Station"),
  "Stock Exchange": gettext("Stock Exchange"),
  Telegraph: gettext("Telegraph"),
  Telephone: gettext("Telephone"),
  "Textile Factory": gettext("Textile Factory"),
  Tram: gettext("Tram"),
  University: gettext("University"),
};
const techName = (card) => TECH_NAMES[card.name_en] ?? card.name_en;

// An achievement's goal in words (the view gives its type in `goal` and its figures beside it).
function achievementName(a) {
  switch (a.goal) {
    case "own_goods": return tr(gettext("Own %(n)s %(good)s"), { n: a.count, good: GOODS[a.good] ?? a.good });
    case "own_yen": return tr(gettext("Own ¥%(n)s"), { n: a.count });
    case "own_technologies": return tr(gettext("Own %(n)s technologies"), { n: a.count });
    case "own_foreign_agents_plus_5power_tokens": return tr(gettext("Own %(n)s foreign agents and 5-power tokens"), { n: a.count });
    case "fulfilled_orders": return tr(gettext("Fulfil %(n)s orders"), { n: a.count });
    case "areas_with_own_building":
      if (!a.commercial) return tr(gettext("Build in %(n)s production areas"), { n: a.production });
      if (!a.production) return tr(gettext("Build in %(n)s commercial areas"), { n: a.commercial });
      return tr(gettext("Build in %(p)s production and %(c)s commercial areas"), { p: a.production, c: a.commercial });
    default: return a.id.replaceAll("_", " ");
  }
}

// An area's name on this map: copies of a type are numbered (a 3-player map has two fisheries).
function areaNames(view) {
  const copies = {};
  for (const a of view.map.areas) copies[a.type] = (copies[a.type] ?? 0) + 1;
  return Object.fromEntries(view.map.areas.map((a) => {
    const base = AREA_NAMES[a.type] ?? a.name;
    if (copies[a.type] < 2) return [a.id, base];
    const n = a.id === a.type ? 1 : Number(a.id.slice(a.type.length + 1)) || 1;
    return [a.id, `${base} ${n}`];
  }));
}

export function rewardText(reward) {
  if (!reward || typeof reward !== "object") return "";
  return Object.entries(reward).map(([k, v]) => (k === "yen" ? `¥${v}` : `${typeof v === "number" ? v : ""}${typeof v === "number" ? " " : ""}${SHORT[k] ?? k.replaceAll("_", " ")}`)).join(", ");
}

// A whole reward in symbols ("3VP 2Mv"), for the church's and customs' small spaces.
function rewardSymbols(reward) {
  return Object.entries(reward ?? {}).map(([k, v]) => rewardSymbol({ [k]: v })).join(" ");
}

function rewardSymbol(reward) {
  const [k, v] = Object.entries(reward ?? {})[0] ?? [];
  if (k === undefined) return "";
  return k === "yen" ? `¥${v}` : `${typeof v === "number" ? v : ""}${SYMBOLS[k] ?? k.slice(0, 2)}`;
}

const costText = (cost) => Object.entries(cost).map(([g, n]) => `${n} ${GOODS[g] ?? g}`).join(", ");

function text(x, y, body, { size = 13, anchor = "start", weight = "normal", fill = "#222" } = {}) {
  return `<text x="${x}" y="${y}" font-size="${Math.max(size, MIN_FONT)}" text-anchor="${anchor}" font-weight="${weight}" fill="${fill}">${esc(body)}</text>`;
}

function fit(body, chars) {
  return body.length > chars ? `${body.slice(0, chars - 1)}…` : body;
}

function area(a, x, y, name) {
  const parts = [`<g class="area" data-target="${esc(a.id)}" data-area="${esc(a.id)}" data-label="${esc(name)}" tabindex="-1">`];
  parts.push(`<title>${esc(name)}</title>`);
  const w = CELL_W - 2 * INSET;
  const h = CELL_H - 2 * INSET;
  const left = x + INSET;
  const top = y + INSET;
  parts.push(`<rect class="cell" x="${left}" y="${top}" width="${w}" height="${h}" rx="10" fill="${a.type === "canal" ? "#dcecf7" : "#faf6ef"}" />`);
  parts.push(text(left + 8, top + 18, fit(name, 19), { size: 14, weight: "bold" }));
  if (a.station) parts.push(`<g class="station"><rect x="${left + w - 70}" y="${top + h - 24}" width="64" height="19" rx="4" fill="#333" />${text(left + w - 38, top + h - 10, gettext("station"), { size: 12, anchor: "middle", fill: "#fff" })}</g>`);
  // Assistants per seat: a disc with the count.
  a.assistants.forEach((count, seat) => {
    if (!count) return;
    const cx = left + 14 + seat * 28;
    parts.push(`<circle class="assistant" data-seat="${seat}" cx="${cx}" cy="${top + 38}" r="11" fill="${colour(seat)}"><title>${esc(tr(ngettext("%(n)s assistant", "%(n)s assistants", count), { n: count }))}</title></circle>`);
    parts.push(text(cx, top + 42, count, { size: 12, anchor: "middle", weight: "bold", fill: "#fff" }));
  });
  // Presidents: a tall marker in the seat's colour.
  a.presidents.forEach((seat, k) => {
    const px = left + w - 22 - k * 20;
    parts.push(`<rect class="president" data-seat="${seat}" x="${px}" y="${top + 26}" width="16" height="24" rx="3" fill="${colour(seat)}" stroke="#000"><title>${esc(gettext("president"))}</title></rect>`);
    parts.push(text(px + 8, top + 43, gettext("P"), { size: 12, anchor: "middle", weight: "bold", fill: "#fff" }));
  });
  if (a.building_site) {
    const site = a.building_site;
    site.shops.forEach((shop, k) => {
      const sx = left + 6 + k * 32;
      parts.push(`<g class="shop"><rect x="${sx}" y="${top + 58}" width="29" height="30" rx="3" fill="${shop.owner === null ? "#fff" : colour(shop.owner)}" stroke="#555" /><title>${esc(tr(gettext("shop space %(n)s: %(reward)s"), { n: shop.space, reward: rewardText(shop.reward) }))}</title>`);
      parts.push(text(sx + 14.5, top + 78, shop.owner === null ? rewardSymbol(shop.reward) : "", { size: 12, anchor: "middle" }));
      parts.push("</g>");
    });
    const th = site.trading_house;
    const tx = left + 6 + 4 * 32;
    parts.push(`<g class="trading-house"><rect x="${tx}" y="${top + 56}" width="34" height="34" rx="2" fill="${th.owner === null ? "#fff" : colour(th.owner)}" stroke="#000" stroke-width="2" /><title>${esc(tr(gettext("trading house: %(reward)s"), { reward: rewardText(th.reward) }))}</title>`);
    parts.push(text(tx + 17, top + 78, th.owner === null ? rewardSymbol(th.reward) : "", { size: 12, anchor: "middle" }));
    parts.push("</g>");
    if (a.five_power_token) parts.push(text(left + 8, top + 108, tr(gettext("5 power: %(reward)s"), { reward: rewardText(a.five_power_token.reward) }), { size: 12, fill: "#555" }));
  }
  parts.push("</g>");
  return parts.join("");
}

// Area centres on the drawing, by id.
function layout(view) {
  const rows = view.map.rows;
  const widest = Math.max(...rows);
  const at = {};
  for (const a of view.map.areas) {
    const offset = ((widest - rows[a.row]) * CELL_W) / 2;
    at[a.id] = [offset + a.col * CELL_W, a.row * CELL_H];
  }
  return at;
}

function roads(view, at) {
  const seen = new Set();
  const parts = [];
  for (const a of view.map.areas) {
    for (const b of a.adjacent) {
      const key = [a.id, b].sort().join(" ");
      if (seen.has(key) || !at[b]) continue;
      seen.add(key);
      const [x1, y1] = at[a.id];
      const [x2, y2] = at[b];
      const h = CELL_W / 2;
      const v = CELL_H / 2;
      parts.push(`<line class="road" data-road="${esc(key)}" x1="${x1 + h}" y1="${y1 + v}" x2="${x2 + h}" y2="${y2 + v}" stroke="#b49a74" stroke-width="12" stroke-linecap="round" />`);
    }
  }
  return `<g class="roads">${parts.join("")}</g>`;
}

function spaceRow(title, spaces, y, label, targetKind) {
  const parts = [text(10, y + 16, title, { size: 15, weight: "bold" })];
  spaces.forEach((sp, k) => {
    const x = 10 + k * 106;
    const occupied = sp.occupant !== null;
    parts.push(`<g class="space" data-target="${targetKind}:${sp.space}" data-space="${targetKind}:${sp.space}" data-label="${esc(`${title} ${sp.space}`)}"><title>${esc(`${title} ${sp.space}: ${label(sp)} → ${rewardText(sp.reward)}`)}</title>`);
    parts.push(`<rect class="cell" x="${x}" y="${y + 22}" width="100" height="50" rx="6" fill="${occupied ? colour(sp.occupant) : "#fff"}" />`);
    parts.push(text(x + 50, y + 41, `${sp.space}: ${label(sp)}`, { size: 12, anchor: "middle", weight: "bold", fill: occupied ? "#fff" : "#222" }));
    parts.push(text(x + 50, y + 62, rewardSymbols(sp.reward), { size: 12, anchor: "middle", fill: occupied ? "#fff" : "#444" }));
    parts.push("</g>");
  });
  return parts.join("");
}

// Cards in rows of CARDS_PER_ROW under a title; returns the drawing and its height.
const CARDS_PER_ROW = 5;

function cardRow(title, slots, y0, describe) {
  const parts = [text(10, y0 + 16, title, { size: 15, weight: "bold" })];
  slots.forEach((slot, n) => {
    const k = n % CARDS_PER_ROW;
    const y = y0 + Math.floor(n / CARDS_PER_ROW) * 74;
    const x = 10 + k * 172;
    const card = describe(slot);
    parts.push(`<g class="card" data-target="${esc(card.id ?? "")}" data-label="${esc(card.line1)}">`);
    parts.push(`<rect class="cell" x="${x}" y="${y + 22}" width="166" height="66" rx="6" fill="${card.id ? "#fffbe6" : "#eee"}" />`);
    parts.push(text(x + 7, y + 40, fit(card.line1, 20), { size: 13, weight: "bold" }));
    parts.push(text(x + 7, y + 59, fit(card.line2, 23), { size: 12, fill: "#444" }));
    if (card.line3) parts.push(text(x + 7, y + 78, fit(card.line3, 23), { size: 12, fill: "#444" }));
    parts.push(`<title>${esc([card.line1, card.line2, card.line3].filter(Boolean).join(" · "))}</title></g>`);
  });
  return [parts.join(""), 26 + Math.ceil(Math.max(slots.length, 1) / CARDS_PER_ROW) * 74];
}

// The drawing's style: wide enough that its smallest text shows at 11 px or more.
export function boardStyle(width) {
  return `--min-w: ${Math.ceil((width * 11) / MIN_FONT)}px`;
}

export function board(view) {
  const rows = view.map.rows;
  const widest = Math.max(...rows);
  const mapW = widest * CELL_W;
  const names = areaNames(view);
  const at = layout(view);
  const parts = [roads(view, at)];
  for (const a of view.map.areas) parts.push(area(a, ...at[a.id], names[a.id]));
  let y = rows.length * CELL_H + 10;
  const b = view.boards;
  parts.push(spaceRow(gettext("Church"), b.church, y, (sp) => tr(gettext("%(n)s faith"), { n: sp.faith }), "church"));
  y += 84;
  parts.push(spaceRow(gettext("Customs"), b.customs, y, (sp) => tr(gettext("%(n)s imp."), { n: sp.imports }), "customs"));
  y += 84;
  for (const lab of b.labs) {
    const [row, h] = cardRow(names[lab.area] ?? lab.area, lab.slots, y, (slot) => slot.card
      ? { id: slot.card.id, line1: techName(slot.card), line2: tr(gettext("cost %(cost)s + %(extra)s"), { cost: slot.card.cost, extra: slot.surcharge }), line3: FLAGS[slot.card.flag] ?? slot.card.flag }
      : { id: null, line1: tr(gettext("slot %(n)s"), { n: slot.slot }), line2: gettext("empty") });
    parts.push(row);
    y += h;
  }
  for (const port of b.ports) {
    const [row, h] = cardRow(names[port.area] ?? port.area, port.slots, y, (slot) => slot.order
      ? { id: slot.order.id, line1: tr(gettext("Order %(n)s"), { n: slot.order.id.replace("order_", "") }), line2: costText(slot.order.cost), line3: `→ ${rewardText(slot.order.reward)} · ${FLAGS[slot.order.flag] ?? slot.order.flag}` }
      : { id: null, line1: `${slot.level}`, line2: gettext("empty") });
    parts.push(row);
    y += h;
  }
  const cards = Math.max(0, ...b.labs.map((l) => l.slots.length), ...b.ports.map((p) => p.slots.length));
  const width = Math.max(mapW, 10 + Math.max(b.church.length, b.customs.length) * 106, 10 + Math.min(cards, CARDS_PER_ROW) * 172) + 10;
  const height = y + 10;
  const svg = `<svg class="yokohama" style="${boardStyle(width)}" viewBox="0 0 ${width} ${height}" role="group" aria-label="${esc(tr(gettext("Yokohama board, round %(n)s"), { n: view.round }))}" xmlns="http://www.w3.org/2000/svg">${parts.join("")}</svg>`;
  const meta = [tr(gettext("Round %(n)s"), { n: view.round })];
  if (view.final_round !== null) meta.push(tr(gettext("final round %(n)s"), { n: view.final_round }));
  meta.push(tr(gettext("decks: %(tech)s technology, %(orders)s orders"), { tech: view.decks.technology, orders: view.decks.orders }));
  if (view.over) meta.push(gettext("game over"));
  const extras = `<p class="meta">${esc(meta.join(" · "))}</p>
<details><summary>${esc(gettext("Achievements"))}</summary><ul>${view.achievements.map((a) => `<li>${esc(achievementName(a))} (${esc(tr(gettext("%(first)s/%(later)s VP"), { first: a.vp_first, later: a.vp_later }))})${a.claimed_by.length ? ` ${esc(tr(gettext("claimed by seat %(seats)s"), { seats: a.claimed_by.join(", ") }))}` : ""}</li>`).join("")}</ul></details>`;
  return svg + extras;
}

const GOOD_NAMES = ["copper", "silk", "tea", "fish"];

// Seats with a decision now.
export function toMove(view) {
  return view.decision?.seats ?? [];
}

export function seats(view, summary, names) {
  const rows = view.seats.map((s) => {
    const moving = (summary?.to_move ?? []).includes(s.seat);
    return `<tr class="${moving ? "to-move" : ""}" data-seat="${s.seat}">
<th scope="row"><span class="swatch" style="background:${colour(s.seat)}"></span>${esc(names[s.seat] ?? tr(gettext("Seat %(n)s"), { n: s.seat }))}${moving ? ` <small>(${esc(gettext("to move"))})</small>` : ""}</th>
<td>${s.score}</td><td>¥${s.money}</td><td>${GOOD_NAMES.map((g) => s.goods[g]).join("/")}</td><td>${s.imports}</td>
<td>${s.hand.assistants}/${s.hand.shops}/${s.hand.trading_houses}</td><td>${s.built.shops}/${s.built.trading_houses}</td>
<td>${s.technologies.length}</td><td>${s.orders_in_hand}/${s.fulfilled_orders.length}</td></tr>`;
  });
  const head = (label, title) => `<th${title ? ` title="${esc(title)}"` : ""}>${esc(label)}</th>`;
  return `<div class="scroll"><table class="list seats-table"><thead><tr>${head(gettext("Seat"))}${head(gettext("VP"))}${head(gettext("Yen"))}${head(gettext("Goods"), gettext("copper/silk/tea/fish"))}${head(gettext("Imports"))}${head(gettext("Hand"), gettext("assistants/shops/trading houses in hand"))}${head(gettext("Built"), gettext("shops/trading houses built"))}${head(gettext("Tech"))}${head(gettext("Orders"), gettext("orders in hand / fulfilled"))}</tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

function orderLine(o) {
  return `<li data-order="${esc(o.id)}">${esc(tr(gettext("Order %(n)s (%(flag)s): %(cost)s → %(reward)s"), { n: o.id.replace("order_", ""), flag: FLAGS[o.flag] ?? o.flag, cost: costText(o.cost), reward: rewardText(o.reward) }))}</li>`;
}

export function you(view) {
  if (!view.you) return "";
  const me = view.seats[view.you.seat];
  const techs = me.technologies.map(techName).join(", ") || gettext("none");
  const goods = GOOD_NAMES.map((g) => `${GOODS[g]} ${me.goods[g]}`).join(", ");
  const names = areaNames(view);
  const president = me.president ? tr(gettext("president in %(area)s"), { area: names[me.president] ?? me.president }) : gettext("president in hand");
  return `<section class="hand" id="hand"><h2>${esc(gettext("Your hand"))}</h2>
<p>¥${me.money} · ${esc(goods)} · ${esc(tr(gettext("imports %(n)s"), { n: me.imports }))}</p>
<p>${esc(tr(gettext("In hand: %(assistants)s assistants, %(shops)s shops, %(houses)s trading houses"), { assistants: me.hand.assistants, shops: me.hand.shops, houses: me.hand.trading_houses }))}; ${esc(president)}</p>
<p>${esc(tr(gettext("Technologies: %(list)s"), { list: techs }))}</p>
<h3>${esc(gettext("Your orders"))}</h3><ul>${view.you.orders.map(orderLine).join("") || `<li>${esc(gettext("none"))}</li>`}</ul>
${view.you.setup_draw.length ? `<h3>${esc(gettext("Setup draw (keep one)"))}</h3><ul>${view.you.setup_draw.map(orderLine).join("")}</ul>` : ""}
</section>`;
}

// --- decisions and actions in words -------------------------------------------------------------

const PROMPTS = {
  keep_order: gettext("Keep one of the two order cards you drew; the other goes back to the box."),
  additional_actions: gettext("Additional actions: use a foreign agent, claim an achievement, fulfil an order, or pass."),
  placement: gettext("Place assistants: one each in up to three different areas, or two in one area."),
  place_spread: gettext("Place an assistant in another area, or pass to stop."),
  telegraph: gettext("Telegraph: place one more assistant in an adjacent area, or pass."),
  movement: gettext("Move your president along the roads to an area with your assistant, or return it to hand."),
  moving: gettext("Choose the next area of your president's way: stop there, or pass through it."),
  recall: gettext("Take assistants back to hand, area by area, or pass."),
  chinatown: gettext("Chinatown: exchange goods and money, or pass."),
  church_space: gettext("Church: choose a space for an assistant."),
  church_payment: gettext("Church: pay for more faith (each kind at most once)."),
  assistant_source: gettext("Take the assistant from the area or from your hand."),
  customs_space: gettext("Customs: choose a space and pay its imports, or pass."),
  warehouse_pick: gettext("Move a piece from your warehouse to your hand, or pass."),
  lab_card: gettext("Laboratory: choose a technology card, or pass."),
  lab_payment: gettext("Laboratory: choose how to pay for the technology."),
  station_token: gettext("Place the station token in an area."),
  port_order: gettext("Port: take an order card, or pass."),
  port_extra_order: gettext("Port: pay for a second order card, or pass."),
  build: gettext("Build a shop or a trading house, or pass."),
  telephone: gettext("Telephone: keep one assistant in the area, or return them all."),
  goods_choice: gettext("Choose a trade good."),
  movement_reward: gettext("Move an assistant (from your hand or an area), or pass."),
  movement_reward_target: gettext("Choose the area for the moved assistant."),
  achievement_marker: gettext("Choose an achievement reward marker."),
};

// The decision in a sentence: for the viewer to make it, or to wait for it.
export function prompt(view, { mine } = {}) {
  const kind = view.decision?.kind;
  if (!kind) return "";
  const sentence = PROMPTS[kind] ?? view.decision.text ?? kind;
  return mine ? sentence : tr(gettext("Now deciding: %(what)s"), { what: sentence });
}

const PIECES = { assistant: gettext("assistant"), shop: gettext("shop"), trading_house: gettext("trading house") };
const PAYS = { yen: gettext("yen"), import: gettext("an import"), none: gettext("nothing extra"), ...GOODS };

export function actionLabel(notation, view) {
  const [kind, ...args] = notation.split(":");
  const names = view?.map ? areaNames(view) : {};
  const area = (id) => names[id] ?? id.replaceAll("_", " ");
  const card = (id) => {
    for (const lab of view?.boards?.labs ?? []) for (const slot of lab.slots) if (slot.card?.id === id) return techName(slot.card);
    return id.replaceAll("_", " ");
  };
  const order = (id) => tr(gettext("order %(n)s"), { n: id.replace("order_", "") });
  const [a0, a1] = args;
  switch (kind) {
    case "pass": return gettext("Pass");
    case "keep_order": return tr(gettext("Keep %(order)s"), { order: order(a0) });
    case "university": return gettext("Use the University");
    case "textile": return gettext("Use the Textile Factory");
    case "agent": return tr(gettext("Foreign agent to %(area)s"), { area: area(a0) });
    case "claim": {
      const goal = view?.achievements?.find((a) => a.id === a0);
      return tr(gettext("Claim achievement: %(goal)s"), { goal: goal ? achievementName(goal) : a0.replaceAll("_", " ") });
    }
    case "fulfil": return tr(gettext("Fulfil %(order)s"), { order: order(a0) });
    case "place": return tr(gettext("Place an assistant in %(area)s"), { area: area(a0) });
    case "pair": return tr(gettext("Place two assistants in %(area)s"), { area: area(a0) });
    case "return": return gettext("Return the president to hand");
    case "move": return tr(gettext("Move to %(area)s"), { area: area(a0) });
    case "via": return tr(gettext("Pass through %(area)s"), { area: area(a0) });
    case "tram": return tr(gettext("Take the tram to %(area)s"), { area: area(a0) });
    case "station": return gettext("Go to the station");
    case "recall": return tr(ngettext("Take back %(n)s assistant from %(area)s", "Take back %(n)s assistants from %(area)s", Number(a1)), { n: a1, area: area(a0) });
    case "buy": return tr(gettext("Buy %(item)s"), { item: PAYS[a0] ?? a0 });
    case "sell": return tr(gettext("Sell %(item)s"), { item: PAYS[a0] ?? a0 });
    case "church": return tr(gettext("Church space %(n)s"), { n: a0 });
    case "pay": return tr(gettext("Pay %(item)s"), { item: PAYS[a0] ?? a0 });
    case "source": return a0 === "hand" ? gettext("Assistant from hand") : gettext("Assistant from the area");
    case "customs": return tr(gettext("Customs space %(n)s"), { n: a0 });
    case "hire": return tr(gettext("Take a %(piece)s"), { piece: PIECES[a0] ?? a0 });
    case "tech": return tr(gettext("Take technology %(card)s"), { card: card(a0) });
    case "lab_pay": return tr(gettext("Pay with %(n)s imports, extra: %(fee)s"), { n: a0, fee: PAYS[a1] ?? a1 });
    case "place_station": return tr(gettext("Station token to %(area)s"), { area: area(a0) });
    case "order": return tr(gettext("Take %(order)s"), { order: order(a0) });
    case "extra_order": return tr(gettext("Take %(order)s, paying %(pay)s"), { order: order(a0), pay: PAYS[a1] ?? a1 });
    case "build_shop": return tr(gettext("Build a shop on space %(n)s"), { n: a0 });
    case "build_trading_house": return gettext("Build a trading house");
    case "keep_assistant": return gettext("Keep one assistant here");
    case "good": return tr(gettext("Take %(good)s"), { good: GOODS[a0] ?? a0 });
    case "shift_from": return a0 === "hand" ? gettext("Move an assistant from hand") : tr(gettext("Move an assistant from %(area)s"), { area: area(a0) });
    case "shift_to": return tr(gettext("Move the assistant to %(area)s"), { area: area(a0) });
    case "marker": {
      const marker = view?.achievement_markers_open?.find((m) => m.id === a0);
      return marker ? tr(gettext("Reward marker: %(flag)s"), { flag: FLAGS[marker.flag] ?? marker.flag }) : tr(gettext("Reward marker %(id)s"), { id: a0.replaceAll("_", " ") });
    }
    default: return notation.split(":").map((part) => part.replaceAll("_", " ")).join(" · ");
  }
}
