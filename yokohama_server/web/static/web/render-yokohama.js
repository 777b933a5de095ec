// Yokohama drawn from one viewer's view (match_retrieve's `state`, match_view_at's `state`):
// only what the view holds is drawn, so a page cannot show what its viewer may not see.
// Elements an action can point at carry data-target; the page highlights and clicks them.
import { esc, SEAT_COLOURS } from "./api.js";

const CELL_W = 190;
const CELL_H = 150;
const NEUTRAL = "#7a7a7a";

const colour = (owner) => (owner === null || owner === undefined ? "none" : owner === "neutral" ? NEUTRAL : SEAT_COLOURS[owner] ?? NEUTRAL);
const SHORT = { vp: "VP", yen: "¥", movement: "mv", import: "imp", goods_choice: "good", copper: "cu", silk: "silk", tea: "tea", fish: "fish", warehouse: "wh" };

export function rewardText(reward) {
  if (!reward || typeof reward !== "object") return "";
  return Object.entries(reward).map(([k, v]) => (k === "yen" ? `¥${v}` : `${typeof v === "number" ? v : ""}${SHORT[k] ?? k.replaceAll("_", " ")}`)).join(" ");
}

function text(x, y, body, { size = 12, anchor = "start", weight = "normal", fill = "#222" } = {}) {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="${anchor}" font-weight="${weight}" fill="${fill}">${esc(body)}</text>`;
}

function area(a, x, y, players) {
  const parts = [`<g class="area" data-target="${esc(a.id)}" data-area="${esc(a.id)}" tabindex="-1">`];
  parts.push(`<title>${esc(a.name)} (${esc(a.name_de)})</title>`);
  parts.push(`<rect class="cell" x="${x + 4}" y="${y + 4}" width="${CELL_W - 8}" height="${CELL_H - 8}" rx="10" fill="#faf6ef" />`);
  parts.push(text(x + 12, y + 22, a.name.length > 24 ? `${a.name.slice(0, 23)}…` : a.name, { size: 13, weight: "bold" }));
  if (a.station) parts.push(`<rect class="station" x="${x + CELL_W - 62}" y="${y + 108}" width="50" height="18" rx="4" fill="#333" />${text(x + CELL_W - 37, y + 121, "station", { size: 10, anchor: "middle", fill: "#fff" })}`);
  // Assistants per seat: a disc with the count.
  a.assistants.forEach((count, seat) => {
    if (!count) return;
    const cx = x + 20 + seat * 30;
    parts.push(`<circle class="assistant" data-seat="${seat}" cx="${cx}" cy="${y + 44}" r="11" fill="${colour(seat)}" />`);
    parts.push(text(cx, y + 48, count, { size: 12, anchor: "middle", weight: "bold", fill: "#fff" }));
  });
  // Presidents: a tall marker in the seat's colour.
  a.presidents.forEach((seat, k) => {
    const px = x + CELL_W - 30 - k * 22;
    parts.push(`<rect class="president" data-seat="${seat}" x="${px}" y="${y + 32}" width="16" height="24" rx="3" fill="${colour(seat)}" stroke="#000" />`);
    parts.push(text(px + 8, y + 49, "P", { size: 11, anchor: "middle", weight: "bold", fill: "#fff" }));
  });
  if (a.building_site) {
    const site = a.building_site;
    site.shops.forEach((shop, k) => {
      const sx = x + 12 + k * 34;
      parts.push(`<rect class="shop" x="${sx}" y="${y + 68}" width="30" height="30" rx="3" fill="${shop.owner === null ? "#fff" : colour(shop.owner)}" stroke="#555" />`);
      parts.push(`<title>shop space ${shop.space}: ${esc(rewardText(shop.reward))}</title>`);
      parts.push(text(sx + 15, y + 87, shop.owner === null ? rewardText(shop.reward).split(" ")[0] : "", { size: 9, anchor: "middle" }));
    });
    const th = site.trading_house;
    parts.push(`<rect class="trading-house" x="${x + 12 + 4 * 34}" y="${y + 66}" width="30" height="34" rx="2" fill="${th.owner === null ? "#fff" : colour(th.owner)}" stroke="#000" stroke-width="2" />`);
    parts.push(text(x + 27 + 4 * 34, y + 87, th.owner === null ? rewardText(th.reward) : "", { size: 9, anchor: "middle" }));
    if (a.five_power_token) parts.push(text(x + 12, y + 118, `5-power: ${rewardText(a.five_power_token.reward)}`, { size: 10, fill: "#555" }));
  } else {
    parts.push(text(x + 12, y + 90, a.category, { size: 11, fill: "#666" }));
  }
  parts.push(text(x + 12, y + 136, a.type.replaceAll("_", " "), { size: 10, fill: "#888" }));
  parts.push("</g>");
  return parts.join("");
}

function spaceRow(title, spaces, y, label, targetKind) {
  const parts = [text(10, y + 14, title, { size: 14, weight: "bold" })];
  spaces.forEach((sp, k) => {
    const x = 10 + k * 96;
    const occupied = sp.occupant !== null;
    parts.push(`<g class="space" data-target="${targetKind}:${sp.space}" data-space="${targetKind}:${sp.space}">`);
    parts.push(`<rect class="cell" x="${x}" y="${y + 20}" width="90" height="46" rx="6" fill="${occupied ? colour(sp.occupant) : "#fff"}" />`);
    parts.push(text(x + 45, y + 38, `${sp.space}: ${label(sp)}`, { size: 11, anchor: "middle", weight: "bold", fill: occupied ? "#fff" : "#222" }));
    parts.push(text(x + 45, y + 56, rewardText(sp.reward), { size: 10, anchor: "middle", fill: occupied ? "#fff" : "#444" }));
    parts.push("</g>");
  });
  return parts.join("");
}

function cardRow(title, slots, y, describe) {
  const parts = [text(10, y + 14, title, { size: 14, weight: "bold" })];
  slots.forEach((slot, k) => {
    const x = 10 + k * 150;
    const card = describe(slot);
    parts.push(`<g class="card" data-target="${esc(card.id ?? "")}">`);
    parts.push(`<rect class="cell" x="${x}" y="${y + 20}" width="144" height="46" rx="6" fill="${card.id ? "#fffbe6" : "#eee"}" />`);
    parts.push(text(x + 6, y + 38, card.line1, { size: 11, weight: "bold" }));
    parts.push(text(x + 6, y + 56, card.line2, { size: 9, fill: "#444" }));
    parts.push("</g>");
  });
  return parts.join("");
}

export function board(view) {
  const rows = view.map.rows;
  const widest = Math.max(...rows);
  const mapW = widest * CELL_W;
  const parts = [];
  for (const a of view.map.areas) {
    const offset = ((widest - rows[a.row]) * CELL_W) / 2;
    parts.push(area(a, offset + a.col * CELL_W, a.row * CELL_H, view.players));
  }
  let y = rows.length * CELL_H + 10;
  const b = view.boards;
  parts.push(spaceRow("Church", b.church, y, (sp) => `${sp.faith} faith`, "church"));
  y += 76;
  parts.push(spaceRow("Customs", b.customs, y, (sp) => `${sp.imports} imp`, "customs"));
  y += 76;
  for (const lab of b.labs) {
    parts.push(cardRow(`Laboratory (${lab.area.replaceAll("_", " ")})`, lab.slots, y, (slot) => slot.card
      ? { id: slot.card.id, line1: `${slot.card.name_en}`, line2: `cost ${slot.card.cost} +${slot.surcharge} · ${slot.card.flag}` }
      : { id: null, line1: `slot ${slot.slot}`, line2: "empty" }));
    y += 76;
  }
  for (const port of b.ports) {
    parts.push(cardRow(`Port (${port.area.replaceAll("_", " ")})`, port.slots, y, (slot) => slot.order
      ? { id: slot.order.id, line1: `${slot.order.id.replace("order_", "order ")} · ${slot.order.flag}`, line2: `${Object.entries(slot.order.cost).map(([g, n]) => `${n} ${g}`).join(" ")} → ${rewardText(slot.order.reward)}` }
      : { id: null, line1: `${slot.level}`, line2: "empty" }));
    y += 76;
  }
  const cards = Math.max(0, ...b.labs.map((l) => l.slots.length), ...b.ports.map((p) => p.slots.length));
  const width = Math.max(mapW, 10 + Math.max(b.church.length, b.customs.length) * 96, 10 + cards * 150) + 10;
  const height = y + 10;
  const svg = `<svg class="yokohama" viewBox="0 0 ${width} ${height}" role="group" aria-label="Yokohama board, round ${view.round}" xmlns="http://www.w3.org/2000/svg">${parts.join("")}</svg>`;
  const extras = `<p class="meta">Round ${view.round}${view.final_round !== null ? ` (final round ${view.final_round})` : ""} · decks: ${view.decks.technology} technology, ${view.decks.orders} orders${view.over ? " · game over" : ""}</p>
<details><summary>Achievements</summary><ul>${view.achievements.map((a) => `<li>${esc(a.id.replaceAll("_", " "))} (${a.vp_first}/${a.vp_later} VP)${a.claimed_by.length ? ` claimed by seat ${a.claimed_by.join(", ")}` : ""}</li>`).join("")}</ul></details>`;
  return svg + extras;
}

const GOOD_NAMES = ["copper", "silk", "tea", "fish"];

export function seats(view, summary, names) {
  const rows = view.seats.map((s) => {
    const moving = (summary?.to_move ?? []).includes(s.seat);
    return `<tr class="${moving ? "to-move" : ""}" data-seat="${s.seat}">
<th scope="row"><span class="swatch" style="background:${colour(s.seat)}"></span>${esc(names[s.seat] ?? `Seat ${s.seat}`)}${moving ? " <small>(to move)</small>" : ""}</th>
<td>${s.score}</td><td>¥${s.money}</td><td>${GOOD_NAMES.map((g) => s.goods[g]).join("/")}</td><td>${s.imports}</td>
<td>${s.hand.assistants}/${s.hand.shops}/${s.hand.trading_houses}</td><td>${s.built.shops}/${s.built.trading_houses}</td>
<td>${s.technologies.length}</td><td>${s.orders_in_hand}/${s.fulfilled_orders.length}</td></tr>`;
  });
  return `<div class="scroll"><table class="list seats-table"><thead><tr><th>Seat</th><th>VP</th><th>Yen</th><th title="copper/silk/tea/fish">Goods</th><th>Imports</th><th title="assistants/shops/trading houses in hand">Hand</th><th title="shops/trading houses built">Built</th><th>Tech</th><th title="orders in hand / fulfilled">Orders</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

function orderLine(o) {
  return `<li data-order="${esc(o.id)}">${esc(o.id.replace("order_", "order "))} (${esc(o.flag)}): ${esc(Object.entries(o.cost).map(([g, n]) => `${n} ${g}`).join(", "))} → ${esc(rewardText(o.reward))}</li>`;
}

export function you(view) {
  if (!view.you) return "";
  const me = view.seats[view.you.seat];
  const techs = me.technologies.map((t) => esc(t.name_en)).join(", ") || "none";
  return `<section class="hand" id="hand"><h2>Your hand</h2>
<p>¥${me.money} · copper ${me.goods.copper}, silk ${me.goods.silk}, tea ${me.goods.tea}, fish ${me.goods.fish} · imports ${me.imports}</p>
<p>In hand: ${me.hand.assistants} assistants, ${me.hand.shops} shops, ${me.hand.trading_houses} trading houses; president ${me.president ? `in ${esc(me.president.replaceAll("_", " "))}` : "in hand"}</p>
<p>Technologies: ${techs}</p>
<h3>Your orders</h3><ul>${view.you.orders.map(orderLine).join("") || "<li>none</li>"}</ul>
${view.you.setup_draw.length ? `<h3>Setup draw (keep one)</h3><ul>${view.you.setup_draw.map(orderLine).join("")}</ul>` : ""}
</section>`;
}
