// Generate src/generated/schema.d.ts from the committed schema (../openapi.yaml) with the
// pinned openapi-typescript (package.json), or with --check regenerate into a temporary file
// and fail on any byte of difference with the committed one (CI runs the check).
//
//   npm run generate          rewrite src/generated/schema.d.ts
//   npm run check-generated   exit 1, with the first differing lines, if it is out of date
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCHEMA = resolve(ROOT, "..", "openapi.yaml");
const TARGET = join(ROOT, "src", "generated", "schema.d.ts");
const CLI = join(ROOT, "node_modules", "openapi-typescript", "bin", "cli.js");
const MAX_DIFF_LINES = 40;

function generate(output) {
  const done = spawnSync(process.execPath, [CLI, SCHEMA, "--default-non-nullable=false", "--output", output], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (done.status !== 0) {
    process.stderr.write(`openapi-typescript failed (${done.status}):\n${done.stdout}${done.stderr}`);
    process.exit(2);
  }
}

function firstDifferences(expected, actual) {
  const a = expected.split("\n");
  const b = actual.split("\n");
  const lines = [];
  for (let i = 0; i < Math.max(a.length, b.length) && lines.length < MAX_DIFF_LINES; i++) {
    if (a[i] !== b[i]) {
      lines.push(`line ${i + 1}:`, `  committed: ${a[i] ?? "(none)"}`, `  generated: ${b[i] ?? "(none)"}`);
    }
  }
  return lines.join("\n");
}

if (process.argv.includes("--check")) {
  const dir = mkdtempSync(join(tmpdir(), "yokohama-ts-sdk-"));
  try {
    const fresh = join(dir, "schema.d.ts");
    generate(fresh);
    const generated = readFileSync(fresh);
    let committed;
    try {
      committed = readFileSync(TARGET);
    } catch {
      process.stderr.write(`${TARGET} is missing: run \`npm run generate\`\n`);
      process.exit(1);
    }
    if (!generated.equals(committed)) {
      process.stderr.write(
        "src/generated/schema.d.ts is out of date with ../openapi.yaml: run `npm run generate`\n" +
          firstDifferences(committed.toString("utf8"), generated.toString("utf8")) +
          "\n",
      );
      process.exit(1);
    }
    process.stdout.write("src/generated/schema.d.ts is up to date with ../openapi.yaml\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  generate(TARGET);
  process.stdout.write(`wrote ${TARGET}\n`);
}
