// Shinjuku drawn from one viewer's view (match_retrieve's `state`, match_view_at's `state`):
// only what the view holds is drawn, so a page cannot show what its viewer may not see.
// The map has no coordinates in the game data: the stations sit where they are in Tokyo
// (longitude/latitude projected onto the drawing, a few nudged apart), the wards' labels
// near their middle. Elements an action can point at carry data-target (actionTargets():
// a ward, station or connection id, or "kind:argument"); the page highlights and clicks them.
import { esc, tr } from "./api.js";

const STATIONS = {
  tokyo: { x: 616, y: 452, name: "Tokyo", ward: "chiyoda", site: true },
  akihabara: { x: 642, y: 373, name: "Akihabara", ward: "chiyoda", site: true },
  iidabashi: { x: 532, y: 354, name: "Iidabashi", ward: "chiyoda", site: false },
  hatchobori: { x: 669, y: 485, name: "Hatchobori", ward: "chuo", site: false },
  kachidoki: { x: 654, y: 564, name: "Kachidoki", ward: "chuo", site: false },
  shimbashi: { x: 581, y: 522, name: "Shimbashi", ward: "minato", site: true },
  roppongi: { x: 479, y: 536, name: "Roppongi", ward: "minato", site: false },
  shinagawa: { x: 513, y: 699, name: "Shinagawa", ward: "minato", site: true },
  daiba: { x: 631, y: 708, name: "Daiba", ward: "minato", site: false },
  shinjuku: { x: 361, y: 410, name: "Shinjuku", ward: "shinjuku", site: true },
  takadanobaba: { x: 376, y: 303, name: "Takadanobaba", ward: "shinjuku", site: true },
  yotsuya: { x: 475, y: 429, name: "Yotsuya", ward: "shinjuku", site: false },
  todai_mae: { x: 581, y: 284, name: "Todai-Mae", ward: "bunkyo", site: false },
  ueno: { x: 654, y: 303, name: "Ueno", ward: "taito", site: true },
  oshiage: { x: 790, y: 308, name: "Oshiage", ward: "sumida", site: false },
  kinshicho: { x: 794, y: 387, name: "Kinshicho", ward: "sumida", site: false },
  monzen_nakacho: { x: 733, y: 503, name: "Monzen-Nakacho", ward: "koto", site: false },
  shin_kiba: { x: 844, y: 615, name: "Shin-Kiba", ward: "koto", site: false },
  meguro: { x: 422, y: 671, name: "Meguro", ward: "shinagawa", site: true },
  oimachi: { x: 494, y: 802, name: "Oimachi", ward: "shinagawa", site: false },
  naka_meguro: { x: 350, y: 634, name: "Naka-Meguro", ward: "meguro", site: true },
  jiyugaoka: { x: 243, y: 797, name: "Jiyugaoka", ward: "meguro", site: false },
  omori: { x: 467, y: 885, name: "Omori", ward: "ota", site: false },
  tamagawa: { x: 239, y: 881, name: "Tamagawa", ward: "ota", site: false },
  meidai_mae: { x: 239, y: 513, name: "Meidai-Mae", ward: "setagaya", site: false },
  sangenjaya: { x: 247, y: 624, name: "Sangenjaya", ward: "setagaya", site: false },
  futako_tamagawa: { x: 84, y: 778, name: "Futako-Tamagawa", ward: "setagaya", site: false },
  shibuya: { x: 369, y: 559, name: "Shibuya", ward: "shibuya", site: true },
  yoyogi: { x: 369, y: 457, name: "Yoyogi", ward: "shibuya", site: false },
  ebisu: { x: 407, y: 610, name: "Ebisu", ward: "shibuya", site: false },
  nakano: { x: 232, y: 336, name: "Nakano", ward: "nakano", site: false },
  koenji: { x: 163, y: 340, name: "Koenji", ward: "suginami", site: false },
  eifukucho: { x: 144, y: 475, name: "Eifukucho", ward: "suginami", site: false },
  ikebukuro: { x: 403, y: 224, name: "Ikebukuro", ward: "toshima", site: true },
  komagome: { x: 540, y: 196, name: "Komagome", ward: "toshima", site: false },
  oji: { x: 505, y: 116, name: "Oji", ward: "kita", site: false },
  nishi_nippori: { x: 616, y: 214, name: "Nishi-Nippori", ward: "arakawa", site: false },
  oyama: { x: 372, y: 140, name: "Oyama", ward: "itabashi", site: false },
  nerima: { x: 186, y: 186, name: "Nerima", ward: "nerima", site: false },
  kita_senju: { x: 760, y: 135, name: "Kita-Senju", ward: "adachi", site: true },
  aoto: { x: 954, y: 154, name: "Aoto", ward: "katsushika", site: false },
  shin_koiwa: { x: 961, y: 284, name: "Shin-Koiwa", ward: "katsushika", site: false },
  hirai: { x: 901, y: 336, name: "Hirai", ward: "edogawa", site: false },
  kasai_rinkai_koen: { x: 977, y: 643, name: "Kasai-Rinkai-Koen", ward: "edogawa", site: false },
};
const WARDS = {
  chiyoda: { x: 562, y: 401, name: "Chiyoda", number: 1, colour: "yellow", stations: ["tokyo", "akihabara", "iidabashi"] },
  chuo: { x: 703, y: 541, name: "Chuo", number: 2, colour: "orange", stations: ["hatchobori", "kachidoki"] },
  minato: { x: 543, y: 606, name: "Minato", number: 3, colour: "pink", stations: ["shimbashi", "roppongi", "shinagawa", "daiba"] },
  shinjuku: { x: 426, y: 363, name: "Shinjuku", number: 4, colour: "green", stations: ["shinjuku", "takadanobaba", "yotsuya"] },
  bunkyo: { x: 559, y: 252, name: "Bunkyo", number: 5, colour: "orange", stations: ["todai_mae"] },
  taito: { x: 703, y: 261, name: "Taito", number: 6, colour: "green", stations: ["ueno"] },
  sumida: { x: 836, y: 261, name: "Sumida", number: 7, colour: "purple", stations: ["oshiage", "kinshicho"] },
  koto: { x: 787, y: 559, name: "Koto", number: 8, colour: "yellow", stations: ["monzen_nakacho", "shin_kiba"] },
  shinagawa: { x: 456, y: 760, name: "Shinagawa", number: 9, colour: "purple", stations: ["meguro", "oimachi"] },
  meguro: { x: 315, y: 708, name: "Meguro", number: 10, colour: "yellow", stations: ["naka_meguro", "jiyugaoka"] },
  ota: { x: 361, y: 932, name: "Ota", number: 11, colour: "green", stations: ["omori", "tamagawa"] },
  setagaya: { x: 133, y: 643, name: "Setagaya", number: 12, colour: "pink", stations: ["meidai_mae", "sangenjaya", "futako_tamagawa"] },
  shibuya: { x: 315, y: 503, name: "Shibuya", number: 13, colour: "orange", stations: ["shibuya", "yoyogi", "ebisu"] },
  nakano: { x: 232, y: 280, name: "Nakano", number: 14, colour: "yellow", stations: ["nakano"] },
  suginami: { x: 95, y: 401, name: "Suginami", number: 15, colour: "purple", stations: ["koenji", "eifukucho"] },
  toshima: { x: 445, y: 168, name: "Toshima", number: 16, colour: "purple", stations: ["ikebukuro", "komagome"] },
  kita: { x: 513, y: 65, name: "Kita", number: 17, colour: "green", stations: ["oji"] },
  arakawa: { x: 684, y: 177, name: "Arakawa", number: 18, colour: "pink", stations: ["nishi_nippori"] },
  itabashi: { x: 323, y: 75, name: "Itabashi", number: 19, colour: "pink", stations: ["oyama"] },
  nerima: { x: 133, y: 121, name: "Nerima", number: 20, colour: "orange", stations: ["nerima"] },
  adachi: { x: 779, y: 61, name: "Adachi", number: 21, colour: "yellow", stations: ["kita_senju"] },
  katsushika: { x: 939, y: 214, name: "Katsushika", number: 22, colour: "green", stations: ["aoto", "shin_koiwa"] },
  edogawa: { x: 1015, y: 410, name: "Edogawa", number: 23, colour: "orange", stations: ["hirai", "kasai_rinkai_koen"] },
  tokyo_bay: { x: 741, y: 783, name: "Tokyo Bay", number: 0, colour: "blue", stations: [] },
};
// Every connection a rail can be built on (C.connection_ids), and the permanent line.
const CONNECTIONS = [
  "akihabara-iidabashi", "akihabara-kinshicho", "akihabara-tokyo", "akihabara-ueno",
  "aoto-kita_senju", "aoto-oshiage", "daiba-oimachi", "daiba-shimbashi", "daiba-shin_kiba",
  "ebisu-meguro", "ebisu-naka_meguro", "ebisu-roppongi", "ebisu-shibuya", "eifukucho-meidai_mae",
  "futako_tamagawa-jiyugaoka", "futako_tamagawa-sangenjaya", "hatchobori-monzen_nakacho",
  "hatchobori-tokyo", "hirai-kinshicho", "hirai-oshiage", "hirai-shin_koiwa", "iidabashi-shinjuku",
  "iidabashi-takadanobaba", "iidabashi-todai_mae", "iidabashi-tokyo", "iidabashi-ueno",
  "ikebukuro-komagome", "ikebukuro-oyama", "ikebukuro-takadanobaba", "jiyugaoka-naka_meguro",
  "jiyugaoka-oimachi", "jiyugaoka-tamagawa", "kachidoki-monzen_nakacho", "kachidoki-shimbashi",
  "kasai_rinkai_koen-shin_kiba", "kinshicho-monzen_nakacho", "kinshicho-oshiage",
  "kita_senju-nishi_nippori", "kita_senju-ueno", "koenji-nakano", "komagome-nishi_nippori",
  "komagome-oji", "komagome-todai_mae", "meguro-oimachi", "meguro-shinagawa", "meidai_mae-shibuya",
  "meidai_mae-shinjuku", "monzen_nakacho-shin_kiba", "naka_meguro-shibuya", "nakano-nerima",
  "nakano-shinjuku", "nakano-takadanobaba", "nishi_nippori-oji", "nishi_nippori-ueno",
  "oimachi-omori", "oimachi-shinagawa", "oshiage-ueno", "roppongi-shimbashi", "roppongi-yotsuya",
  "roppongi-yoyogi", "sangenjaya-shibuya", "shibuya-yoyogi", "shimbashi-shinagawa",
  "shimbashi-tokyo", "shinjuku-takadanobaba", "shinjuku-yotsuya", "tokyo-yotsuya",
];
const PERMANENT = [["shinjuku", "yoyogi"]];

const WIDTH = 1080;
const MAP_H = 960;
// Stack numbers of the star track, in order (games/shinjuku/data/shinjuku.json star_track).
const STAR_NUMBERS = [3, 4, 5, 6, 7, 8];
const GOODS = ["food", "clothing", "books", "electronics"];
const GOOD_NAMES = { food: gettext("food"), clothing: gettext("clothing"), books: gettext("books"), electronics: gettext("electronics") };
const goodName = (g) => GOOD_NAMES[g] ?? g;
// The smallest text drawn (SVG units); the drawing stays wide enough to show it at 11 px.
const MIN_FONT = 13;
const GOOD_COLOUR = { food: "#d84315", clothing: "#6a1b9a", books: "#1565c0", electronics: "#2e7d32" };
const GOOD_SHORT = { food: "F", clothing: "C", books: "B", electronics: "E" };
const CORP_COLOUR = { green: "#2e7d32", pink: "#d81b78", blue: "#1e56c8", orange: "#e65100" };
const WARD_TINT = { yellow: "#f5d000", orange: "#ff9800", pink: "#ec6fa4", green: "#66bb6a", purple: "#9575cd", blue: "#64b5f6" };

const seatColour = (view, seat) => CORP_COLOUR[view.seats[seat]?.color] ?? "#555";

function text(x, y, body, { size = 13, anchor = "start", weight = "normal", fill = "#222", cls = "" } = {}) {
  return `<text${cls ? ` class="${cls}"` : ""} x="${x}" y="${y}" font-size="${Math.max(size, MIN_FONT)}" text-anchor="${anchor}" font-weight="${weight}" fill="${fill}">${esc(body)}</text>`;
}

// {good: {normal, premium}} -> [[good, premium?], ...] one per customer marker.
function markers(customers) {
  const out = [];
  for (const good of GOODS) {
    const c = customers?.[good];
    if (!c) continue;
    for (let i = 0; i < c.normal; i++) out.push([good, false]);
    for (let i = 0; i < c.premium; i++) out.push([good, true]);
  }
  return out;
}

function customerText(customers) {
  return markers(customers).map(([g, p]) => (p ? tr(gettext("%(good)s (premium)"), { good: goodName(g) }) : goodName(g))).join(", ") || gettext("none");
}

// Customer markers as small discs (premium: a gold ring), in rows of `perRow`.
function customerDiscs(customers, x, y, perRow = 6) {
  return markers(customers).map(([good, premium], k) => {
    const cx = x + (k % perRow) * 13;
    const cy = y + Math.floor(k / perRow) * 13;
    return `<circle class="customer" data-good="${good}" cx="${cx}" cy="${cy}" r="5.5" fill="${GOOD_COLOUR[good]}" stroke="${premium ? "#f2b600" : "#fff"}" stroke-width="${premium ? 2.5 : 1}"><title>${esc(premium ? tr(gettext("%(good)s (premium)"), { good: goodName(good) }) : goodName(good))}</title></circle>`;
  }).join("");
}

function wardRegion(id, ward) {
  // A soft region: a wide round stroke through the ward's label and its stations.
  const points = [[ward.x, ward.y], ...ward.stations.map((s) => [STATIONS[s].x, STATIONS[s].y])];
  const d = points.map(([x, y], k) => `${k ? "L" : "M"}${x} ${y}`).join(" ") + (points.length === 1 ? " l0.1 0" : "");
  return `<path class="ward-region" d="${d}" fill="none" stroke="${WARD_TINT[ward.colour]}" stroke-opacity="0.28" stroke-width="58" stroke-linecap="round" stroke-linejoin="round" />`;
}

// Six wards share their id with a station (shinjuku, shibuya, ...), so wards and stations
// are pointed at by "kind:id" (a space-separated list); a bare ward id (evict:<seat>:<ward>)
// only where no station has it.
const STATION_KINDS = ["open_at", "relocate", "start", "go", "upgrade_at"];
const WARD_KINDS = ["kaiju", "flee", "ceo", "move_from"];

function wardTargets(id) {
  return [...WARD_KINDS.map((k) => `${k}:${id}`), ...(id in STATIONS ? [] : [id])].join(" ");
}

function wardLabel(view, id, ward) {
  const kaiju = view.kaiju?.enabled && view.kaiju.location === id;
  const ceos = view.seats.filter((s) => s.ceo === id);
  const customers = view.ward_customers?.[id];
  const count = markers(customers).length;
  const label = id === "tokyo_bay" ? ward.name : `${ward.number} ${ward.name}`;
  const parts = [`<g class="ward" data-target="${wardTargets(id)}" data-ward="${id}" data-label="${esc(count ? tr(ngettext("%(ward)s, %(n)s customer", "%(ward)s, %(n)s customers", count), { ward: ward.name, n: count }) : ward.name)}">`];
  parts.push(`<title>${esc(tr(gettext("%(ward)s: customers %(list)s"), { ward: ward.name, list: customerText(customers) }))}</title>`);
  parts.push(`<rect class="cell" x="${ward.x - 50}" y="${ward.y - 14}" width="100" height="${count > 6 ? 44 : 31}" rx="7" fill="#fffdf6" fill-opacity="0.8" stroke="#8d7a66" />`);
  parts.push(text(ward.x, ward.y + 1, label, { size: 13, anchor: "middle", weight: "bold" }));
  if (count) parts.push(customerDiscs(customers, ward.x - 33, ward.y + 9));
  ceos.forEach((s, k) => {
    const cx = ward.x + 52 + k * 12;
    parts.push(`<path class="ceo" data-seat="${s.seat}" d="M${cx - 5} ${ward.y + 6} L${cx} ${ward.y - 10} L${cx + 5} ${ward.y + 6} Z" fill="${seatColour(view, s.seat)}" stroke="#000"><title>${esc(tr(gettext("CEO of %(corporation)s"), { corporation: s.corporation_name }))}</title></path>`);
  });
  if (kaiju) {
    parts.push(`<g class="kaiju"><circle cx="${ward.x - 52}" cy="${ward.y - 4}" r="13" fill="#b71c1c" stroke="#000" /><title>${esc(gettext("the Kaiju"))}</title>${text(ward.x - 52, ward.y + 1, gettext("K"), { size: 14, anchor: "middle", weight: "bold", fill: "#fff" })}</g>`);
  }
  parts.push("</g>");
  return parts.join("");
}

function connection(view, id, a, b) {
  const owner = view.rails?.[id];
  const built = owner !== undefined && owner !== null;
  const onPath = pathConnections(view).has(id);
  const [p, q] = [STATIONS[a], STATIONS[b]];
  const line = (cls, colour, width, extra = "") => `<line class="${cls}" x1="${p.x}" y1="${p.y}" x2="${q.x}" y2="${q.y}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra} />`;
  const parts = [`<g class="connection" data-target="${id}" data-connection="${id}" data-label="${esc(tr(gettext("rail %(from)s to %(to)s"), { from: p.name, to: q.name }))}">`];
  parts.push(`<title>${esc(p.name)} – ${esc(q.name)}${built ? ` (${esc(tr(gettext("rail of %(corporation)s"), { corporation: view.seats[owner]?.corporation_name ?? gettext("the permanent line") }))})` : ""}</title>`);
  parts.push(line("hit", "transparent", 16)); // an easier target for a finger or a mouse
  parts.push(line("cell", "#b9ad9f", 3, ' stroke-dasharray="6 5"'));
  if (built) parts.push(line("rail", owner === -1 ? "#444" : seatColour(view, owner), 7));
  if (onPath) parts.push(line("path", "#ffca28", 3));
  parts.push("</g>");
  return parts.join("");
}

function pathConnections(view) {
  const path = view.pending?.path ?? [];
  const ids = new Set();
  for (let k = 1; k < path.length; k++) ids.add([path[k - 1], path[k]].sort().join("-"));
  return ids;
}

function station(view, id, st) {
  const building = view.stations?.[id];
  const path = view.pending?.path ?? [];
  const parts = [`<g class="station" data-target="${STATION_KINDS.map((k) => `${k}:${id}`).join(" ")}" data-station="${id}" data-label="${esc(tr(gettext("%(name)s station"), { name: st.name }))}">`];
  const what = building ? (building.building === "dept_store" ? gettext("department store") : tr(gettext("%(good)s shop"), { good: goodName(building.good) })) : "";
  parts.push(`<title>${esc(st.name)}${st.site ? ` (${esc(gettext("department store site"))})` : ""}${building ? `: ${esc(tr(gettext("%(what)s of %(corporation)s"), { what, corporation: view.seats[building.owner]?.corporation_name ?? "" }))}` : ""}</title>`);
  if (st.site) parts.push(`<rect class="site" x="${st.x - 13}" y="${st.y - 13}" width="26" height="26" rx="4" fill="#fff" stroke="#555" stroke-dasharray="3 2" />`);
  parts.push(`<circle class="cell" cx="${st.x}" cy="${st.y}" r="9" fill="${path.includes(id) ? "#ffe082" : "#fff"}" stroke="#333" stroke-width="2" />`);
  if (building) {
    const colour = seatColour(view, building.owner);
    if (building.building === "dept_store") {
      parts.push(`<rect class="dept-store" data-seat="${building.owner}" x="${st.x - 11}" y="${st.y - 11}" width="22" height="22" rx="3" fill="${colour}" stroke="#000" stroke-width="1.5" />${text(st.x, st.y + 4, "D", { size: 11, anchor: "middle", weight: "bold", fill: "#fff" })}`);
    } else {
      parts.push(`<circle class="shop" data-seat="${building.owner}" data-good="${building.good}" cx="${st.x}" cy="${st.y}" r="9" fill="${colour}" stroke="${GOOD_COLOUR[building.good]}" stroke-width="3" />${text(st.x, st.y + 4, GOOD_SHORT[building.good], { size: 10, anchor: "middle", weight: "bold", fill: "#fff" })}`);
    }
  }
  parts.push(text(st.x, st.y + 24, st.name, { size: 12, anchor: "middle", fill: "#333", cls: "station-name" }));
  parts.push("</g>");
  return parts.join("");
}

function map(view) {
  const parts = [];
  parts.push(`<path class="bay" d="M560 ${MAP_H} L600 790 L700 700 L800 690 L900 700 L1080 660 L1080 ${MAP_H} Z" fill="#cfe6f7" />`);
  for (const [id, ward] of Object.entries(WARDS)) if (id !== "tokyo_bay") parts.push(wardRegion(id, ward));
  for (const [a, b] of PERMANENT) {
    const [p, q] = [STATIONS[a], STATIONS[b]];
    parts.push(`<line class="permanent" x1="${p.x}" y1="${p.y}" x2="${q.x}" y2="${q.y}" stroke="#555" stroke-width="7" stroke-linecap="round"><title>${esc(tr(gettext("permanent line %(from)s – %(to)s"), { from: p.name, to: q.name }))}</title></line>`);
  }
  for (const id of CONNECTIONS) {
    const [a, b] = connectionEnds(id);
    parts.push(connection(view, id, a, b));
  }
  for (const [id, st] of Object.entries(STATIONS)) parts.push(station(view, id, st));
  for (const [id, ward] of Object.entries(WARDS)) parts.push(wardLabel(view, id, ward));
  return parts.join("");
}

// Connection ids are "<station>-<station>" (station ids hold no hyphen).
function connectionEnds(id) {
  return id.split("-");
}

function queueRow(view, y) {
  const parts = [text(10, y + 14, gettext("Queue"), { size: 14, weight: "bold" })];
  view.queue.forEach((slot, k) => {
    const x = 10 + k * 150;
    const ward = slot.ward ? WARDS[slot.ward]?.name ?? slot.ward : gettext("empty");
    parts.push(`<g class="queue-slot" data-slot="${slot.slot}"><rect class="cell" x="${x}" y="${y + 20}" width="144" height="52" rx="6" fill="${slot.ward ? "#fffbe6" : "#eee"}" />`);
    parts.push(text(x + 6, y + 37, `${slot.slot}: ${ward}`, { size: 11, weight: "bold" }));
    parts.push(customerDiscs(slot.customers, x + 12, y + 52, 10));
    parts.push("</g>");
  });
  const x = 10 + view.queue.length * 150;
  parts.push(text(x, y + 37, tr(gettext("bag %(bag)s · deck %(deck)s"), { bag: view.bag_count, deck: view.deck_count }), { size: 11, fill: "#444" }));
  parts.push(text(x, y + 55, tr(ngettext("%(n)s customer queued", "%(n)s customers queued", view.queue_customers), { n: view.queue_customers }), { size: 11, fill: "#444" }));
  return parts.join("");
}

function starTrack(view, y) {
  const parts = [text(10, y + 14, gettext("Star track"), { size: 14, weight: "bold" })];
  const left = view.star_track.stacks_left;
  const taken = STAR_NUMBERS.length - left.length;
  const visible = view.star_track.visible - taken;
  left.forEach((count, k) => {
    const x = 10 + k * 126;
    const shown = k < visible;
    const markers = tr(ngettext("%(n)s marker", "%(n)s markers", count), { n: count });
    parts.push(`<g class="star-stack" data-stack="${STAR_NUMBERS[taken + k] ?? ""}"><title>${esc(shown ? markers : tr(gettext("%(markers)s, hidden"), { markers }))}</title><rect class="cell" x="${x}" y="${y + 20}" width="120" height="44" rx="6" fill="${shown ? "#fff8d6" : "#ddd"}" />`);
    parts.push(text(x + 60, y + 37, `★ ${STAR_NUMBERS[taken + k] ?? "?"}${shown ? "" : ` (${gettext("hidden")})`}`, { size: 12, anchor: "middle", weight: "bold" }));
    parts.push(text(x + 60, y + 57, markers, { size: 9, anchor: "middle", fill: "#444" }));
    parts.push("</g>");
  });
  if (!left.length) parts.push(text(10, y + 40, gettext("all stars taken"), { size: 11 }));
  return parts.join("");
}

// The viewer's own hand as cards (pay:<ward>, discard:<ward> point at them), and the
// shops of their supply (shop:<good> points at them).
function handRow(view, y) {
  const me = view.viewer === null || view.viewer === undefined ? null : view.seats[view.viewer];
  if (!me?.hand) return ["", y];
  const parts = [text(10, y + 14, tr(ngettext("Your hand (%(n)s card)", "Your hand (%(n)s cards)", me.hand_count), { n: me.hand_count }), { size: 14, weight: "bold" })];
  let x = 10;
  for (const [ward, count] of Object.entries(me.hand)) {
    const w = WARDS[ward];
    for (let i = 0; i < count; i++) {
      const kind = i === 0 ? "hand-card" : "hand-card extra";
      parts.push(`<g class="${kind}" data-card="${ward}"${i === 0 ? ` data-target="pay:${ward} discard:${ward}" data-label="${esc(tr(gettext("%(ward)s card"), { ward: w?.name ?? ward }))}"` : ""}><rect class="cell" x="${x}" y="${y + 20}" width="74" height="44" rx="6" fill="${WARD_TINT[w?.colour] ?? "#eee"}" fill-opacity="0.55" />`);
      parts.push(text(x + 37, y + 38, `${w?.number ?? ""}`, { size: 11, anchor: "middle", weight: "bold" }));
      parts.push(text(x + 37, y + 54, w?.name ?? ward, { size: 10, anchor: "middle" }));
      parts.push("</g>");
      x += 78;
    }
  }
  y += 72;
  parts.push(text(10, y + 14, gettext("Your supply"), { size: 14, weight: "bold" }));
  GOODS.forEach((good, k) => {
    const gx = 10 + k * 146;
    parts.push(`<g class="supply-shop" data-target="shop:${good}" data-label="${esc(tr(gettext("%(good)s shop"), { good: goodName(good) }))}"><rect class="cell" x="${gx}" y="${y + 20}" width="140" height="34" rx="6" fill="#fff" />`);
    parts.push(`<circle cx="${gx + 16}" cy="${y + 37}" r="8" fill="${seatColour(view, me.seat)}" stroke="${GOOD_COLOUR[good]}" stroke-width="3" />`);
    parts.push(text(gx + 30, y + 42, `${goodName(good)} ×${me.supply.shops[good]}`, { size: 11 }));
    parts.push("</g>");
  });
  parts.push(text(18 + 4 * 146, y + 42, tr(gettext("dept. stores ×%(stores)s · rails ×%(rails)s"), { stores: me.supply.dept_stores, rails: me.supply.rails }), { size: 11 }));
  return [parts.join(""), y + 62];
}

// The customers being moved (pending.group): drop:<good> points at them.
function groupRow(view, y) {
  const group = view.pending?.group;
  if (!group || !markers(group).length) return ["", y];
  const parts = [text(10, y + 14, gettext("Customers on the move"), { size: 14, weight: "bold" })];
  GOODS.forEach((good, k) => {
    const n = group[good].normal + group[good].premium;
    if (!n) return;
    const gx = 10 + k * 150;
    parts.push(`<g class="group-good" data-target="drop:${good}" data-label="${esc(tr(gettext("drop a %(good)s customer"), { good: goodName(good) }))}"><rect class="cell" x="${gx}" y="${y + 20}" width="144" height="34" rx="6" fill="#fff" />`);
    parts.push(customerDiscs({ [good]: group[good] }, gx + 12, y + 37, 4));
    parts.push(text(gx + 66, y + 42, goodName(good), { size: 11 }));
    parts.push("</g>");
  });
  return [parts.join(""), y + 62];
}

export function board(view) {
  // The panels below the map are drawn at a larger scale (the map needs the width, they do not).
  const me = view.viewer === null || view.viewer === undefined ? null : view.seats[view.viewer];
  const widest = Math.max(780, 20 + 78 * (me?.hand_count ?? 0), 10 + STAR_NUMBERS.length * 126);
  const scale = Math.min(1.35, WIDTH / widest);
  const panels = [];
  let y = 10;
  panels.push(queueRow(view, y));
  y += 82;
  panels.push(starTrack(view, y));
  y += 74;
  let row;
  [row, y] = groupRow(view, y);
  panels.push(row);
  [row, y] = handRow(view, y);
  panels.push(row);
  const height = Math.ceil(MAP_H + (y + 10) * scale);
  const parts = [map(view), `<g class="panels" transform="translate(0 ${MAP_H}) scale(${scale.toFixed(3)})">${panels.join("")}</g>`];
  const minWidth = Math.ceil((WIDTH * 11) / MIN_FONT);
  const svg = `<svg class="shinjuku" style="--min-w: ${minWidth}px" viewBox="0 0 ${WIDTH} ${height}" role="group" aria-label="${esc(tr(gettext("Shinjuku board, round %(n)s"), { n: view.round }))}" xmlns="http://www.w3.org/2000/svg">${parts.join("")}</svg>`;
  const pending = view.pending;
  const meta = [tr(gettext("Round %(n)s"), { n: view.round }), tr(gettext("turn %(n)s"), { n: view.turn })];
  if (view.actions_taken.length) meta.push(tr(gettext("taken: %(list)s"), { list: view.actions_taken.map((a) => MAIN_ACTIONS[a] ?? a).join(", ") }));
  if (pending) meta.push(pending.path?.length ? tr(gettext("doing %(action)s along %(path)s"), { action: MAIN_ACTIONS[pending.action] ?? pending.action, path: pending.path.map((s) => STATIONS[s]?.name ?? s).join(" → ") }) : tr(gettext("doing %(action)s"), { action: MAIN_ACTIONS[pending.action] ?? pending.action }));
  if (view.final_round) meta.push(gettext("final round"));
  if (view.over) meta.push(gettext("game over"));
  const discard = Object.entries(view.discard).map(([w, n]) => `${WARDS[w]?.name ?? w} ×${n}`).join(", ") || gettext("empty");
  const kaiju = view.kaiju?.enabled ? ` · ${tr(gettext("Kaiju: %(where)s"), { where: view.kaiju.location ? WARDS[view.kaiju.location]?.name ?? view.kaiju.location : gettext("not yet out") })}` : "";
  const extras = `<p class="meta">${esc(meta.join(" · "))}</p>
<p class="meta">${esc(tr(gettext("Discard pile: %(cards)s"), { cards: discard }) + kaiju)}</p>`;
  return svg + extras;
}

export function seats(view, summary, names) {
  const rows = view.seats.map((s) => {
    const moving = (summary?.to_move ?? []).includes(s.seat);
    const shops = GOODS.map((g) => s.supply.shops[g]).join("/");
    const customers = s.customers ? markers(s.customers).length : gettext("hidden");
    return `<tr class="${moving ? "to-move" : ""}" data-seat="${s.seat}">
<th scope="row"><span class="swatch" style="background:${seatColour(view, s.seat)}"></span>${esc(names[s.seat] ?? tr(gettext("Seat %(n)s"), { n: s.seat }))}${moving ? ` <small>(${esc(gettext("to move"))})</small>` : ""}<br><small>${esc(s.corporation_name)}</small></th>
<td>${view.scores ? view.scores[s.seat] : "–"}</td><td>${s.hand_count}</td><td>${shops}</td><td>${s.supply.dept_stores}</td><td>${s.supply.rails}</td>
<td>${esc(customers)}</td><td>${esc(s.stars ?? gettext("hidden"))}</td><td>${s.ceo ? esc(WARDS[s.ceo]?.name ?? s.ceo) : "–"}</td></tr>`;
  });
  const head = (label, title) => `<th${title ? ` title="${esc(title)}"` : ""}>${esc(label)}</th>`;
  return `<div class="scroll"><table class="list seats-table"><thead><tr>${head(gettext("Seat"))}${head(gettext("Score"))}${head(gettext("Cards"))}${head(gettext("Shops"), gettext("shops in supply: food/clothing/books/electronics"))}${head(gettext("Dept."), gettext("department stores in supply"))}${head(gettext("Rails"), gettext("rails in supply"))}${head(gettext("Cust."), gettext("customers behind the screen"))}${head(gettext("Stars"))}${head(gettext("CEO"))}</tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

export function you(view) {
  const me = view.viewer === null || view.viewer === undefined ? null : view.seats[view.viewer];
  if (!me?.hand) return "";
  const cards = Object.entries(me.hand).map(([w, n]) => `<li data-card="${esc(w)}">${esc(WARDS[w]?.name ?? w)}${n > 1 ? ` ×${n}` : ""}</li>`).join("");
  return `<section class="hand" id="hand"><h2>${esc(gettext("Your hand"))}</h2>
<ul>${cards || `<li>${esc(gettext("no cards"))}</li>`}</ul>
<p>${esc(tr(gettext("Behind your screen: %(customers)s · stars %(stars)s"), { customers: customerText(me.customers), stars: me.stars ?? 0 }))}</p>
</section>`;
}

// --- decisions and actions in words -------------------------------------------------------------

const MAIN_ACTIONS = { open: gettext("OPEN"), build: gettext("BUILD"), move: gettext("MOVE"), upgrade: gettext("UPGRADE"), income: gettext("INCOME") };

const PROMPTS = {
  kaiju: gettext("Move the Kaiju to an adjacent ward."),
  flee: gettext("Your CEO must flee the Kaiju: choose a ward for it."),
  evict: gettext("Choose where the displaced CEO goes."),
  ceo: gettext("Move your CEO to another ward, or let it stay."),
  action: gettext("Choose an action: OPEN, BUILD, MOVE, UPGRADE or INCOME, or end your turn."),
  open_at: gettext("OPEN: choose the station for your shop."),
  open_what: gettext("OPEN: choose which shop to open there."),
  build: gettext("BUILD: choose a connection for your rail."),
  build_second: gettext("BUILD: choose the second rail, or stop."),
  move_ward: gettext("MOVE: choose the ward whose customers travel."),
  move_start: gettext("MOVE: choose the station where the customers board."),
  drop: gettext("MOVE: choose which matching customer gets off at this station."),
  move_step: gettext("MOVE: choose the next station along the rails, or stop here."),
  upgrade_at: gettext("UPGRADE: choose the shop to make a department store."),
  spend: gettext("UPGRADE: choose the customers to pay with."),
  pay: gettext("Pay with a card of the ward."),
  joker: gettext("Pay with a joker card, or another card."),
  free_income: gettext("Take your free income for the customers riding your rail, or skip it."),
};

// Whose decision it is now.
export function toMove(view) {
  return view.decision_seat === null || view.decision_seat === undefined ? [] : [view.decision_seat];
}

export function prompt(view, { mine } = {}) {
  if (view.over) return "";
  const sentence = PROMPTS[view.phase] ?? view.phase.replaceAll("_", " ");
  return mine ? sentence : tr(gettext("Now deciding: %(what)s"), { what: sentence });
}

const stationName = (id) => STATIONS[id]?.name ?? id;
const wardName = (id) => WARDS[id]?.name ?? id;
function connectionName(id) {
  const [a, b] = connectionEnds(id);
  return `${stationName(a)} – ${stationName(b)}`;
}

export function actionLabel(notation, view) {
  const [kind, a0, a1] = notation.split(":");
  switch (kind) {
    case "kaiju": return tr(gettext("Kaiju to %(ward)s"), { ward: wardName(a0) });
    case "flee": return tr(gettext("Flee to %(ward)s"), { ward: wardName(a0) });
    case "evict": return tr(gettext("%(corporation)s's CEO to %(ward)s"), { corporation: view?.seats?.[Number(a0)]?.corporation_name ?? a0, ward: wardName(a1) });
    case "ceo": return tr(gettext("CEO to %(ward)s"), { ward: wardName(a0) });
    case "ceo_stay": return gettext("CEO stays");
    case "open": return gettext("OPEN a shop");
    case "build": return gettext("BUILD rails");
    case "move": return gettext("MOVE customers");
    case "upgrade": return gettext("UPGRADE to a department store");
    case "income": return gettext("INCOME");
    case "end": return gettext("End the turn");
    case "open_at": return tr(gettext("Open at %(station)s"), { station: stationName(a0) });
    case "shop": return tr(gettext("%(good)s shop"), { good: goodName(a0) });
    case "relocate": return tr(gettext("Move a department store to %(station)s"), { station: stationName(a0) });
    case "rail": return tr(gettext("Rail %(connection)s"), { connection: connectionName(a0) });
    case "double": return tr(gettext("Double rail %(connection)s"), { connection: connectionName(a0) });
    case "second": return tr(gettext("Second rail %(connection)s"), { connection: connectionName(a0) });
    case "move_from": return tr(gettext("Customers of %(ward)s"), { ward: wardName(a0) });
    case "start": return tr(gettext("Board at %(station)s"), { station: stationName(a0) });
    case "drop": return tr(a1 === "2" ? gettext("A premium %(good)s customer gets off") : gettext("A %(good)s customer gets off"), { good: goodName(a0) });
    case "go": return tr(gettext("Ride to %(station)s"), { station: stationName(a0) });
    case "stop": return gettext("Stop here");
    case "upgrade_at": return tr(gettext("Upgrade at %(station)s"), { station: stationName(a0) });
    case "spend": return a0 === "2" ? gettext("Pay with a premium customer") : gettext("Pay with a normal customer");
    case "pay": return tr(gettext("Pay a %(ward)s card"), { ward: wardName(a0) });
    case "joker": return gettext("Pay with a joker");
    case "discard": return tr(gettext("Discard a %(ward)s card"), { ward: wardName(a0) });
    case "free_income": return gettext("Take free income");
    case "skip_income": return gettext("Skip free income");
    default: return notation.split(":").map((part) => part.replaceAll("_", " ")).join(" · ");
  }
}
