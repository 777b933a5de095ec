import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  ApiError,
  CODE_CLASSES,
  Forbidden,
  IllegalAction,
  InsufficientScope,
  NotYourTurn,
  RateLimited,
  ServiceUnavailable,
  StaleState,
  UnexpectedResponse,
  ValidationError,
  errorFromProblem,
  errorFromResponse,
  parseRetryAfter,
} from "../src/index.js";
import { problem } from "./fake.js";

const body = (code: string, extra: Record<string, unknown> = {}) => ({
  type: `https://example.test/problems/${code}`,
  title: "Title",
  status: 409,
  detail: "What went wrong.",
  code,
  ...extra,
});

describe("errorFromProblem", () => {
  it("picks the class of the code and keeps the problem's fields", () => {
    const error = errorFromProblem(409, new Headers(), body("stale_state", { current_seq: 12 }));
    assert.ok(error instanceof StaleState);
    assert.ok(error instanceof ApiError);
    assert.equal(error.code, "stale_state");
    assert.equal(error.status, 409);
    assert.equal(error.title, "Title");
    assert.equal(error.detail, "What went wrong.");
    assert.equal(error.currentSeq, 12);
    assert.deepEqual(error.extra, { current_seq: 12 });
  });

  it("types the common codes", () => {
    const turn = errorFromProblem(409, new Headers(), body("not_your_turn", { to_move: [1, 2] }));
    assert.ok(turn instanceof NotYourTurn);
    assert.deepEqual(turn.toMove, [1, 2]);
    const illegal = errorFromProblem(409, new Headers(), body("illegal_action", { reason: "no money" }));
    assert.ok(illegal instanceof IllegalAction);
    assert.equal(illegal.reason, "no money");
    const scope = errorFromProblem(403, new Headers(), body("insufficient_scope"));
    assert.ok(scope instanceof InsufficientScope);
    assert.ok(scope instanceof Forbidden, "a missing scope is a kind of Forbidden");
    const invalid = errorFromProblem(400, new Headers(), body("validation_error", { errors: { seat: ["Too big."] } }));
    assert.ok(invalid instanceof ValidationError);
    assert.deepEqual(invalid.errors, { seat: ["Too big."] });
    const unavailable = errorFromProblem(503, new Headers({ "Retry-After": "7" }), body("service_unavailable"));
    assert.ok(unavailable instanceof ServiceUnavailable);
    assert.equal(unavailable.retryAfter, 7);
  });

  it("reads rate_limited's wait from the header, else from the body", () => {
    const fromHeader = errorFromProblem(429, new Headers({ "Retry-After": "3" }), body("rate_limited", { retry_after: 9 }));
    assert.ok(fromHeader instanceof RateLimited);
    assert.equal(fromHeader.retryAfter, 3);
    const fromBody = errorFromProblem(429, new Headers(), body("rate_limited", { retry_after: 9 }));
    assert.equal((fromBody as RateLimited).retryAfter, 9);
  });

  it("gives an unknown code a plain ApiError", () => {
    const error = errorFromProblem(418, new Headers(), body("teapot_code"));
    assert.equal(error.constructor, ApiError);
    assert.equal(error.code, "teapot_code");
  });

  it("turns a body that is not a problem into UnexpectedResponse", async () => {
    const error = await errorFromResponse(new Response("<html>Bad gateway</html>", { status: 502 }));
    assert.ok(error instanceof UnexpectedResponse);
    assert.equal(error.status, 502);
    assert.equal(error.code, "unexpected_response");
    assert.match(error.detail, /Bad gateway/);
  });

  it("reads a problem+json response", async () => {
    const error = await errorFromResponse(problem(409, "not_your_turn", { to_move: [0] }));
    assert.ok(error instanceof NotYourTurn);
    assert.deepEqual(error.toMove, [0]);
  });

  it("knows each code once", () => {
    for (const code of ["not_your_turn", "illegal_action", "stale_state", "insufficient_scope", "rate_limited", "service_unavailable"]) {
      assert.ok(CODE_CLASSES.has(code), code);
    }
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    assert.equal(parseRetryAfter("5"), 5);
    assert.equal(parseRetryAfter(" 1.5 "), 1.5);
    const now = Date.parse("Wed, 21 Oct 2015 07:28:00 GMT");
    assert.equal(parseRetryAfter("Wed, 21 Oct 2015 07:28:30 GMT", now), 30);
    assert.equal(parseRetryAfter("Wed, 21 Oct 2015 07:27:00 GMT", now), 0);
    assert.equal(parseRetryAfter("soon"), undefined);
    assert.equal(parseRetryAfter(null), undefined);
    assert.equal(parseRetryAfter("-3"), undefined);
  });
});
