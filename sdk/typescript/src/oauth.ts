/**
 * OAuth2 sign-in for browser (and other public) apps: the authorization code flow with PKCE
 * (RFC 6749, RFC 7636, S256 only), token refresh and revocation (RFC 7009), on the server's
 * endpoints `/oauth/authorize/`, `/oauth/token/` and `/oauth/revoke_token/` (the schema's
 * `oauth2` security scheme names them; `OAuthConfig.paths` changes them). Uses only
 * WebCrypto and fetch, so it runs in browsers and in Node 20.
 *
 *     // 1. On "Sign in": remember the verifier and state, go to the server's consent page.
 *     const start = await startAuthorization({ baseUrl, clientId, redirectUri, scope: ["read", "play"] });
 *     sessionStorage.setItem("pkce", JSON.stringify({ verifier: start.verifier, state: start.state }));
 *     location.assign(start.url);
 *     // 2. On the redirect back: check state, exchange the code.
 *     const saved = JSON.parse(sessionStorage.getItem("pkce")!);
 *     const tokens = await handleRedirect(location.href, { baseUrl, clientId, redirectUri, ...saved });
 *     const client = new Client({ baseUrl, token: tokens.access_token });
 */
import { YokohamaError } from "./errors.js";

/** The server's OAuth2 endpoints (django-oauth-toolkit, mounted under /oauth/). */
export const OAUTH_PATHS = {
  authorize: "/oauth/authorize/",
  token: "/oauth/token/",
  revoke: "/oauth/revoke_token/",
} as const;

export type OAuthPaths = { authorize: string; token: string; revoke: string };

/** The scopes the server's tokens carry (personal and OAuth2 alike). */
export type Scope = "read" | "play" | "organise" | (string & {});

export interface OAuthConfig {
  /** The server, e.g. `https://games.example`. */
  baseUrl: string;
  /** The app's client id (registered on the server). */
  clientId: string;
  /** Exactly as registered for the app. */
  redirectUri: string;
  /** The fetch to use (default: the global fetch). */
  fetch?: typeof fetch;
  /** Other endpoint paths than OAUTH_PATHS. */
  paths?: Partial<OAuthPaths>;
}

function endpoint(config: OAuthConfig, name: keyof OAuthPaths): URL {
  return new URL(config.baseUrl.replace(/\/+$/, "") + (config.paths?.[name] ?? OAUTH_PATHS[name]));
}

/** The token endpoint's answer (RFC 6749 section 5.1). */
export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
  /** When the access token expires (ms since the epoch), computed from `expires_in`. */
  expires_at?: number;
}

/** An error answer of the authorization server (RFC 6749 section 4.1.2.1 and 5.2):
 *  `error` is `invalid_grant`, `invalid_request`, `invalid_client`, `access_denied`... */
export class OAuthError extends YokohamaError {
  override name = "OAuthError";
  constructor(
    readonly error: string,
    readonly description: string | undefined,
    readonly status: number | undefined,
  ) {
    super(description ? `${error}: ${description}` : error);
  }
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function randomToken(bytes: number): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A new code verifier: 43 characters of the unreserved set from 32 random bytes (RFC 7636
 *  section 4.1). */
export function generateVerifier(): string {
  return randomToken(32);
}

/** A new `state` value that ties the redirect back to this browser's request (CSRF). */
export function generateState(): string {
  return randomToken(16);
}

/** The S256 code challenge of a verifier: BASE64URL(SHA-256(verifier)) (RFC 7636 section 4.2). */
export async function challengeS256(verifier: string): Promise<string> {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) {
    throw new YokohamaError("A code verifier is 43 to 128 characters of [A-Za-z0-9-._~].");
  }
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The authorization URL for a challenge (the server shows its consent page there). */
export function authorizeUrl(
  config: OAuthConfig,
  params: { codeChallenge: string; state: string; scope?: readonly Scope[] },
): string {
  const url = endpoint(config, "authorize");
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", config.redirectUri);
  if (params.scope && params.scope.length > 0) url.searchParams.set("scope", params.scope.join(" "));
  url.searchParams.set("state", params.state);
  url.searchParams.set("code_challenge", params.codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url.toString();
}

/** Everything to keep between leaving for the consent page and coming back. */
export interface AuthorizationStart {
  url: string;
  verifier: string;
  state: string;
}

/** A new verifier, state and the authorization URL for them. Keep `verifier` and `state`
 *  (e.g. in sessionStorage) until the redirect back. */
export async function startAuthorization(
  config: OAuthConfig & { scope?: readonly Scope[] },
): Promise<AuthorizationStart> {
  const verifier = generateVerifier();
  const state = generateState();
  const codeChallenge = await challengeS256(verifier);
  const scope = config.scope;
  return { url: authorizeUrl(config, { codeChallenge, state, ...(scope ? { scope } : {}) }), verifier, state };
}

async function tokenRequest(config: OAuthConfig, form: Record<string, string>): Promise<TokenResponse> {
  const doFetch = config.fetch ?? globalThis.fetch;
  const response = await doFetch(endpoint(config, "token"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ ...form, client_id: config.clientId }),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: reported below
  }
  if (!response.ok || typeof body.access_token !== "string") {
    const error = typeof body.error === "string" ? body.error : "invalid_response";
    const description =
      typeof body.error_description === "string"
        ? body.error_description
        : response.ok
          ? "The token endpoint answered without an access token."
          : `HTTP ${response.status}: ${text.slice(0, 200)}`;
    throw new OAuthError(error, description, response.status);
  }
  const tokens = body as unknown as TokenResponse;
  if (typeof tokens.expires_in === "number") tokens.expires_at = Date.now() + tokens.expires_in * 1000;
  return tokens;
}

/** Exchange an authorization code for tokens (RFC 6749 section 4.1.3, with the verifier). */
export function exchangeCode(
  config: OAuthConfig,
  params: { code: string; verifier: string },
): Promise<TokenResponse> {
  return tokenRequest(config, {
    grant_type: "authorization_code",
    code: params.code,
    redirect_uri: config.redirectUri,
    code_verifier: params.verifier,
  });
}

/** Read the redirect back from the consent page: check `state`, then exchange the code.
 *  Throws `OAuthError` for an error redirect (e.g. `access_denied` when the player said no)
 *  or a state that does not match (`invalid_state`: not the request this browser made). */
export async function handleRedirect(
  redirectedTo: string,
  config: OAuthConfig & { verifier: string; state: string },
): Promise<TokenResponse> {
  const params = new URL(redirectedTo).searchParams;
  const error = params.get("error");
  if (error !== null) throw new OAuthError(error, params.get("error_description") ?? undefined, undefined);
  if (params.get("state") !== config.state) {
    throw new OAuthError("invalid_state", "The redirect's state is not the one this app sent.", undefined);
  }
  const code = params.get("code");
  if (code === null) throw new OAuthError("invalid_request", "The redirect carries no code.", undefined);
  return exchangeCode(config, { code, verifier: config.verifier });
}

/** New tokens for a refresh token (RFC 6749 section 6); the server rotates refresh tokens:
 *  keep the new one. */
export function refreshTokens(
  config: OAuthConfig,
  refreshToken: string,
  scope?: readonly Scope[],
): Promise<TokenResponse> {
  const form: Record<string, string> = { grant_type: "refresh_token", refresh_token: refreshToken };
  if (scope && scope.length > 0) form.scope = scope.join(" ");
  return tokenRequest(config, form);
}

/** Revoke a token (RFC 7009): on sign-out. Revoking an unknown token is not an error. */
export async function revokeToken(
  config: OAuthConfig,
  token: string,
  hint: "access_token" | "refresh_token" = "access_token",
): Promise<void> {
  const doFetch = config.fetch ?? globalThis.fetch;
  const response = await doFetch(endpoint(config, "revoke"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, token_type_hint: hint, client_id: config.clientId }),
  });
  if (!response.ok) {
    let body: Record<string, unknown> = {};
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      // no JSON body
    }
    throw new OAuthError(
      typeof body.error === "string" ? body.error : "revocation_failed",
      typeof body.error_description === "string" ? body.error_description : `HTTP ${response.status}`,
      response.status,
    );
  }
}

/**
 * Tokens that refresh themselves: pass `session.accessToken` as a `Client`'s token, and every
 * request gets a valid access token (refreshed `leewaySeconds` before it expires; concurrent
 * requests share one refresh). `onTokens` hears every new pair (store the refresh token).
 *
 *     const session = new OAuthSession(config, tokens, { onTokens: save });
 *     const client = new Client({ baseUrl, token: session.accessToken });
 */
export class OAuthSession {
  private refreshing: Promise<TokenResponse> | undefined;

  constructor(
    private readonly config: OAuthConfig,
    public tokens: TokenResponse,
    private readonly options: { leewaySeconds?: number; onTokens?: (tokens: TokenResponse) => void } = {},
  ) {}

  /** The current access token, refreshed first if it expires soon. */
  readonly accessToken = async (): Promise<string> => {
    const leeway = (this.options.leewaySeconds ?? 30) * 1000;
    const expiresAt = this.tokens.expires_at;
    if (expiresAt !== undefined && expiresAt - leeway <= Date.now() && this.tokens.refresh_token) {
      await this.refresh();
    }
    return this.tokens.access_token;
  };

  /** Refresh now; concurrent callers share one refresh (and `onTokens` hears it once). */
  refresh(): Promise<TokenResponse> {
    const refreshToken = this.tokens.refresh_token;
    if (!refreshToken) {
      return Promise.reject(new OAuthError("invalid_grant", "No refresh token to refresh with.", undefined));
    }
    this.refreshing ??= (async () => {
      const tokens = await refreshTokens(this.config, refreshToken);
      if (tokens.refresh_token === undefined) tokens.refresh_token = refreshToken;
      this.tokens = tokens;
      this.options.onTokens?.(tokens);
      return tokens;
    })().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** Sign out: revoke the refresh token (and with it its access tokens) and the access token. */
  async revoke(): Promise<void> {
    if (this.tokens.refresh_token) await revokeToken(this.config, this.tokens.refresh_token, "refresh_token");
    await revokeToken(this.config, this.tokens.access_token, "access_token");
  }
}
