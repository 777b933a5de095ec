// The public API as any third-party client uses it: JSON in, JSON or a problem document out.
// The session cookie authenticates; unsafe methods carry the CSRF token of the page.

const csrfToken = document.querySelector('meta[name="csrf-token"]')?.content ?? "";

// The page's words come from Django's JavaScript catalogue (/jsi18n/, loaded by base.html):
// gettext()/ngettext()/interpolate() are globals there. `tr` fills a sentence's named values:
// tr(gettext("Seat %(n)s"), { n: 2 }).
export const tr = (msg, values) => interpolate(msg, values, true);

export class Problem extends Error {
  constructor(status, body) {
    super(body?.detail ?? tr(gettext("The server answered %(status)s."), { status }));
    this.status = status;
    this.code = body?.code ?? "unknown";
    this.body = body;
  }
}

export async function api(path, { method = "GET", body, headers = {} } = {}) {
  const init = { method, credentials: "same-origin", headers: { Accept: "application/json", ...headers } };
  if (method !== "GET") init.headers["X-CSRFToken"] = csrfToken;
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Problem(response.status, data);
  return data;
}

// Every page of a paged list (follow `next`, never compose offsets).
export async function allPages(path) {
  const items = [];
  let url = path;
  while (url) {
    const page = await api(url);
    items.push(...page.results);
    url = page.next;
  }
  return items;
}

export function idempotencyKey() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function esc(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

// A problem's `detail` in a box (the page's #problem, or one next to the control that failed);
// null empties and hides it.
export function showProblem(error, box = document.getElementById("problem")) {
  if (!box) return;
  if (!error) {
    box.hidden = true;
    box.textContent = "";
    return;
  }
  box.textContent = error instanceof Problem ? error.message : tr(gettext("Something went wrong: %(error)s"), { error: error.message ?? error });
  box.dataset.code = error instanceof Problem ? error.code : "client";
  box.hidden = false;
}

export const SEAT_COLOURS = ["#c62828", "#1e56c8", "#2e7d32", "#9a6a00", "#6a1b9a"];

export function seatName(summary, index) {
  const seat = summary?.seats?.find((s) => s.index === index);
  return seat?.display_name || seat?.username || tr(gettext("Seat %(n)s"), { n: index });
}

// A seat in a list of seats: its holder's name, "open", or "invited: <name>" while held.
export function seatLabel(summary, seat) {
  if (seat.holder === "open") return pgettext("seat", "open");
  if (seat.holder === "invited") return tr(gettext("invited: %(name)s"), { name: seat.invited });
  return seatName(summary, seat.index);
}

// "in 23 h", "in 5 min", "now": how long until an ISO time (expiry of an invitation).
export function timeUntil(iso) {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60000);
  if (minutes <= 0) return gettext("now");
  if (minutes < 60) return tr(gettext("in %(n)s min"), { n: minutes });
  return tr(gettext("in %(n)s h"), { n: Math.round(minutes / 60) });
}

// Announced by nav.js for each of the signed-in user's events (invitations, seeks), and by a
// page that changed the user's invitations itself (for the count in the navigation).
export const USER_EVENT = "yk:user-event";
export const INVITATIONS_CHANGED = "yk:invitations-changed";

export function seatNames(summary) {
  return Object.fromEntries((summary?.seats ?? []).map((s) => [s.index, seatName(summary, s.index)]));
}

// A seat's name in a log text, as the server writes it in the page's language ("Seat 2",
// "Platz 2", "2번 자리"; the server's catalogue translates "Seat %(n)s" as this one does).
const SEAT_IN_TEXT = new RegExp(gettext("Seat %(n)s").replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("%\\(n\\)s", "(\\d+)"), "g");

// A log entry in words, with the seats' names instead of their numbers. The actor is named from
// the entry's `seat`, not from the number its text opens with (Shinjuku's entries stored before
// texts numbered seats from 0 say "Seat 1" for seat 0, in English); other seats a text names
// ("Seat N" in the page's language, or in English in an entry stored before log texts were
// translated; from 0 in every game) by that number.
export function entryText(entry, names) {
  const text = entry.text ?? entry.notation ?? "";
  const byNumber = (part) => part.replace(SEAT_IN_TEXT, (m, n) => names[n] ?? m).replace(/\bSeat (\d+)\b/g, (m, n) => names[n] ?? m);
  const actor = /^Seat \d+\b/.exec(text);
  if (actor && names[entry.seat] !== undefined) return names[entry.seat] + byNumber(text.slice(actor[0].length));
  return byNumber(text);
}

// A notation as a button label when its game has no words for it: "place:silk_mill" ->
// "place · silk mill". Each renderer's actionLabel() names its actions in words.
export function actionLabel(notation) {
  return notation.split(":").map((part) => part.replaceAll("_", " ")).join(" · ");
}

// The final ranking in words: "1. Ann 52 VP · 2. Bob 40 VP", best first (ties share a rank).
export function rankingLine(results, names, unit) {
  return [...results]
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
    .map((r) => tr(gettext("%(rank)s. %(name)s %(score)s %(unit)s"), { rank: r.rank, name: names[r.seat], score: r.score, unit }))
    .join(" · ");
}

// The board elements an action points at: its arguments and kind:argument pairs.
export function actionTargets(notation) {
  const [kind, ...args] = notation.split(":");
  return args.length ? [...args, `${kind}:${args[0]}`] : [];
}

// A match's status in words.
export function statusName(status) {
  const names = { waiting: gettext("waiting for players"), active: gettext("in play"), finished: gettext("finished"), aborted: gettext("aborted") };
  return names[status] ?? status;
}

// A game's name in the page's language (game_list's `title` is the English one).
export function gameName(slug, fallback = slug) {
  const names = { yokohama: gettext("Yokohama"), shinjuku: gettext("Shinjuku"), yamatai: gettext("Yamatai") };
  return names[slug] ?? fallback;
}

// What a game's score counts: victory points, or Yamatai's prestige points.
export function scoreUnit(slug) {
  return slug === "yamatai" ? gettext("PP") : gettext("VP");
}

// A box that scrolls (a wide table, the board on a narrow screen) takes the keyboard focus, so
// it can be scrolled without a mouse; drawn boxes get it as they appear.
function focusableScrollers() {
  for (const el of document.querySelectorAll(".scroll:not([tabindex]), .board:not([tabindex])")) {
    el.tabIndex = 0;
    el.setAttribute("role", "region");
    el.setAttribute("aria-label", el.classList.contains("board") ? gettext("Board") : gettext("Table"));
  }
  // A log keeps its list semantics: focusable only.
  for (const el of document.querySelectorAll(".log:not([tabindex])")) el.tabIndex = 0;
}
if (globalThis.MutationObserver && document.body) {
  focusableScrollers();
  new MutationObserver(focusableScrollers).observe(document.body, { childList: true, subtree: true });
}
