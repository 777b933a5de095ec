// Fallback for games without their own renderer: the viewer's view as readable tables.
import { esc, tr } from "./api.js";

function cell(value) {
  if (value === null || value === undefined) return `<em>${esc(gettext("none"))}</em>`;
  if (Array.isArray(value)) {
    if (!value.length) return `<em>${esc(gettext("none"))}</em>`;
    if (value.every((v) => typeof v !== "object" || v === null)) return esc(value.join(", "));
    return `<ol>${value.map((v) => `<li>${cell(v)}</li>`).join("")}</ol>`;
  }
  if (typeof value === "object") return table(value);
  return esc(value);
}

function table(obj) {
  const rows = Object.entries(obj).map(([k, v]) => `<tr><th scope="row">${esc(k.replaceAll("_", " "))}</th><td>${cell(v)}</td></tr>`);
  return `<table class="kv">${rows.join("")}</table>`;
}

export function board(view) {
  const { seats, you, ...rest } = view;
  return `<div class="generic">${table(rest)}</div>`;
}

export function seats(view, summary, names) {
  if (!Array.isArray(view.seats)) return "";
  return view.seats.map((s, i) => `<h3>${esc(names[i] ?? tr(gettext("Seat %(n)s"), { n: i }))}</h3>${table(s)}`).join("");
}

export function you(view) {
  return view.you ? `<h2>${esc(gettext("Your hand"))}</h2>${table(view.you)}` : "";
}
