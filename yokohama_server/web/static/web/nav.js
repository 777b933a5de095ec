// The navigation of a signed-in user: how many invitations await an answer, and the user's
// events (one stream per page: invitations, quick-match pairings), passed on to the page's
// scripts as DOM events (USER_EVENT), so no page opens a second stream.
import { api, INVITATIONS_CHANGED, USER_EVENT } from "./api.js";

const link = document.getElementById("nav-invitations");
const badge = document.getElementById("invitation-count");
const KINDS = [
  "invited",
  "invitation_accepted",
  "invitation_declined",
  "invitation_cancelled",
  "invitation_expired",
  "seek_matched",
  "seek_expired",
  "match_started",
  "match_finished",
  "analysis_progress",
];
let asked = 0; // the latest count asked for: an earlier answer arriving later is dropped

async function count() {
  const mine = (asked += 1);
  let page;
  try {
    page = await api("/api/v1/invitations?box=received&status=pending&limit=1");
  } catch {
    return; // the navigation works without its count
  }
  if (mine !== asked) return;
  badge.textContent = String(page.count);
  badge.hidden = page.count === 0;
  link.title = page.count ? interpolate(ngettext("%(n)s invitation awaiting your answer", "%(n)s invitations awaiting your answer", page.count), { n: page.count }, true) : gettext("No invitations awaiting your answer");
}

function follow() {
  if (!globalThis.EventSource) return;
  const stream = new EventSource("/api/v1/events/stream");
  for (const kind of KINDS) {
    stream.addEventListener(kind, (event) => {
      const data = JSON.parse(event.data);
      if (kind.startsWith("invit")) count();
      document.dispatchEvent(new CustomEvent(USER_EVENT, { detail: data }));
    });
  }
  // A page that answered or sent an invitation itself.
  document.addEventListener(INVITATIONS_CHANGED, count);
  // Leaving the page: close the stream first, so the browser reports no aborted connection.
  window.addEventListener("pagehide", () => stream.close());
}

if (link && badge) {
  count();
  follow();
}
