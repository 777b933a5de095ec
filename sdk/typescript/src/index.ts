/**
 * @yokohama-server/sdk: a typed client for the Yokohama board-game server.
 *
 * - `Client`: the API with a token, Accept-Language, typed errors and retries (client.ts);
 *   `client.api` is the generated openapi-fetch client for every operation.
 * - Types generated from the OpenAPI schema, per game: `YokohamaView`, `ShinjukuAction`,
 *   `LogEntryOf<"yamatai">`... (types.ts).
 * - `ApiError` and its subclasses by problem `code` (errors.ts).
 * - `followMatch` / `followUser`: the event streams over fetch (events.ts).
 * - `playMatch`: play a seat to the end (play.ts).
 * - OAuth2 PKCE sign-in for browser apps (oauth.ts).
 */
export * from "./client.js";
export * from "./errors.js";
export * from "./events.js";
export * from "./oauth.js";
export * from "./play.js";
export * from "./types.js";
