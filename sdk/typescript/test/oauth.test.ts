import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, beforeEach, describe, it } from "node:test";
import {
  Client,
  OAuthError,
  OAuthSession,
  authorizeUrl,
  challengeS256,
  exchangeCode,
  generateVerifier,
  handleRedirect,
  refreshTokens,
  revokeToken,
  startAuthorization,
  type OAuthConfig,
} from "../src/index.js";

/**
 * A tiny authorization server after RFC 6749 / 7636: /oauth/authorize/ issues a code for a
 * challenge (as if the player clicked Allow), /oauth/token/ checks the verifier against it,
 * rotates refresh tokens, and /oauth/revoke_token/ forgets tokens; /api/v1/me answers only
 * a live access token.
 */
const CLIENT_ID = "app-123";
const REDIRECT = "http://app.test/callback";
const codes = new Map<string, { challenge: string; redirectUri: string; scope: string; used: boolean }>();
const access = new Set<string>();
const refresh = new Map<string, string>(); // refresh token -> scope
const tokenForms: URLSearchParams[] = [];
let expiresIn = 3600;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

async function form(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

function issue(res: ServerResponse, scope: string) {
  const accessToken = randomBytes(12).toString("hex");
  const refreshToken = randomBytes(12).toString("hex");
  access.add(accessToken);
  refresh.set(refreshToken, scope);
  send(res, 200, { access_token: accessToken, token_type: "Bearer", expires_in: expiresIn, refresh_token: refreshToken, scope });
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (req.method === "GET" && url.pathname === "/oauth/authorize/") {
    const q = url.searchParams;
    if (q.get("client_id") !== CLIENT_ID || q.get("code_challenge_method") !== "S256" || q.get("response_type") !== "code") {
      return send(res, 400, { error: "invalid_request" });
    }
    const code = randomBytes(8).toString("hex");
    codes.set(code, { challenge: q.get("code_challenge") ?? "", redirectUri: q.get("redirect_uri") ?? "", scope: q.get("scope") ?? "", used: false });
    res.writeHead(302, { Location: `${q.get("redirect_uri")}?code=${code}&state=${q.get("state")}` });
    return res.end();
  }
  if (req.method === "POST" && url.pathname === "/oauth/token/") {
    const f = await form(req);
    f.set("(content-type)", req.headers["content-type"] ?? "");
    tokenForms.push(f);
    if (f.get("client_id") !== CLIENT_ID) return send(res, 401, { error: "invalid_client" });
    if (f.get("grant_type") === "authorization_code") {
      const grant = codes.get(f.get("code") ?? "");
      if (!grant || grant.used) return send(res, 400, { error: "invalid_grant", error_description: "Invalid or used code." });
      grant.used = true;
      if (grant.redirectUri !== f.get("redirect_uri")) return send(res, 400, { error: "invalid_grant", error_description: "Mismatching redirect URI." });
      const verifier = f.get("code_verifier") ?? "";
      const computed = createHash("sha256").update(verifier).digest("base64url");
      if (computed !== grant.challenge) return send(res, 400, { error: "invalid_grant", error_description: "Code verifier mismatch." });
      return issue(res, grant.scope);
    }
    if (f.get("grant_type") === "refresh_token") {
      const scope = refresh.get(f.get("refresh_token") ?? "");
      if (scope === undefined) return send(res, 400, { error: "invalid_grant" });
      refresh.delete(f.get("refresh_token") ?? ""); // rotation: the old one is spent
      return issue(res, scope);
    }
    return send(res, 400, { error: "unsupported_grant_type" });
  }
  if (req.method === "POST" && url.pathname === "/oauth/revoke_token/") {
    const f = await form(req);
    access.delete(f.get("token") ?? "");
    refresh.delete(f.get("token") ?? "");
    res.writeHead(200);
    return res.end();
  }
  if (req.method === "GET" && url.pathname === "/api/v1/me") {
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!access.has(token)) {
      res.writeHead(401, { "Content-Type": "application/problem+json" });
      return res.end(JSON.stringify({ type: "t", title: "t", status: 401, detail: "Invalid token.", code: "authentication_failed" }));
    }
    return send(res, 200, { id: 1, username: "ann", scopes: ["read", "play"] });
  }
  send(res, 404, {});
});

let config: OAuthConfig;
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  config = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, clientId: CLIENT_ID, redirectUri: REDIRECT };
});
after(() => server.close());
beforeEach(() => {
  expiresIn = 3600;
  tokenForms.length = 0;
});

/** What the browser does between the authorize URL and the redirect: follow it, "Allow". */
async function consent(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  assert.equal(response.status, 302);
  return response.headers.get("location") ?? "";
}

describe("PKCE", () => {
  it("computes the S256 challenge of RFC 7636 appendix B", async () => {
    assert.equal(await challengeS256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"), "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("makes fresh 43-character verifiers of the unreserved set", () => {
    const a = generateVerifier();
    const b = generateVerifier();
    assert.match(a, /^[A-Za-z0-9\-._~]{43}$/);
    assert.notEqual(a, b);
  });

  it("refuses a verifier RFC 7636 does not allow", async () => {
    await assert.rejects(challengeS256("short"));
    await assert.rejects(challengeS256("x".repeat(42) + "+"));
  });

  it("builds the authorize URL with S256", () => {
    const url = new URL(authorizeUrl({ ...config, baseUrl: "https://games.test/" }, { codeChallenge: "abc", state: "st", scope: ["read", "play"] }));
    assert.equal(url.origin + url.pathname, "https://games.test/oauth/authorize/");
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      response_type: "code",
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      scope: "read play",
      state: "st",
      code_challenge: "abc",
      code_challenge_method: "S256",
    });
  });
});

describe("the authorization code flow", () => {
  it("signs in: authorize, redirect with state, exchange with the verifier, call the API", async () => {
    const start = await startAuthorization({ ...config, scope: ["read", "play"] });
    const back = await consent(start.url);
    const tokens = await handleRedirect(back, { ...config, verifier: start.verifier, state: start.state });
    assert.equal(tokens.token_type, "Bearer");
    assert.equal(tokens.scope, "read play");
    assert.ok(tokens.expires_at !== undefined && tokens.expires_at > Date.now());
    const sent = tokenForms[0]!;
    assert.equal(sent.get("grant_type"), "authorization_code");
    assert.equal(sent.get("redirect_uri"), REDIRECT);
    assert.equal(sent.get("code_verifier"), start.verifier);
    assert.equal(sent.get("client_id"), CLIENT_ID);
    assert.equal(sent.get("(content-type)"), "application/x-www-form-urlencoded");
    const client = new Client({ baseUrl: config.baseUrl, token: tokens.access_token });
    assert.equal((await client.me()).username, "ann");
  });

  it("fails with invalid_grant for a wrong verifier, and the code is spent", async () => {
    const start = await startAuthorization(config);
    const code = new URL(await consent(start.url)).searchParams.get("code") ?? "";
    await assert.rejects(exchangeCode(config, { code, verifier: generateVerifier() }), (error: unknown) => {
      assert.ok(error instanceof OAuthError);
      assert.equal(error.error, "invalid_grant");
      assert.equal(error.status, 400);
      return true;
    });
    await assert.rejects(exchangeCode(config, { code, verifier: start.verifier }), OAuthError);
  });

  it("refuses a redirect whose state is not ours, without exchanging", async () => {
    const start = await startAuthorization(config);
    const back = await consent(start.url);
    await assert.rejects(handleRedirect(back, { ...config, verifier: start.verifier, state: "another" }), (error: unknown) => error instanceof OAuthError && error.error === "invalid_state");
    assert.equal(tokenForms.length, 0);
  });

  it("reports a refusal on the consent page", async () => {
    await assert.rejects(
      handleRedirect(`${REDIRECT}?error=access_denied&state=s`, { ...config, verifier: generateVerifier(), state: "s" }),
      (error: unknown) => error instanceof OAuthError && error.error === "access_denied",
    );
  });

  it("refreshes (rotating the refresh token) and revokes", async () => {
    const start = await startAuthorization(config);
    const first = await handleRedirect(await consent(start.url), { ...config, verifier: start.verifier, state: start.state });
    const second = await refreshTokens(config, first.refresh_token!);
    assert.notEqual(second.refresh_token, first.refresh_token);
    await assert.rejects(refreshTokens(config, first.refresh_token!), (error: unknown) => error instanceof OAuthError && error.error === "invalid_grant");
    await revokeToken(config, second.access_token);
    const client = new Client({ baseUrl: config.baseUrl, token: second.access_token });
    await assert.rejects(client.me(), (error: unknown) => (error as { code?: string }).code === "authentication_failed");
  });

  it("keeps a Client signed in: the session refreshes an expiring token first", async () => {
    expiresIn = 10; // inside the session's 30 s leeway: every request refreshes first
    const start = await startAuthorization(config);
    const tokens = await handleRedirect(await consent(start.url), { ...config, verifier: start.verifier, state: start.state });
    const saved: string[] = [];
    const session = new OAuthSession(config, tokens, { onTokens: (t) => saved.push(t.refresh_token ?? "") });
    const client = new Client({ baseUrl: config.baseUrl, token: session.accessToken });
    await Promise.all([client.me(), client.me()]);
    assert.equal(saved.length, 1, "the two requests shared one refresh");
    assert.notEqual(session.tokens.access_token, tokens.access_token);
    assert.ok(access.has(session.tokens.access_token), "the new token works");
    await session.revoke();
    assert.ok(!access.has(session.tokens.access_token), "access revoked");
    assert.ok(!refresh.has(session.tokens.refresh_token ?? ""), "refresh revoked");
  });
});
