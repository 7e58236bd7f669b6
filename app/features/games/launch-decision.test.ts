import { describe, expect, it } from "vitest";
import {
  aspectOf,
  decideLaunch,
  launchKindOf,
  frameOrigin,
  gameFrameUrl,
  neededChecks,
  playErrorOf,
  precheckHref,
  precheckRefusal,
  readGameMessage,
  requestedWidth,
  type LaunchInput,
} from "./launch-decision";

const DE = {
  demoExempt: true,
  sessionLimitBeforePlay: true,
  monthlyDepositLimitBeforePlay: true,
  gamePlaySummaryBeforePlay: true,
  kycBeforePlay: true,
};
const BR = {
  demoExempt: false,
  sessionLimitBeforePlay: false,
  monthlyDepositLimitBeforePlay: false,
  gamePlaySummaryBeforePlay: false,
  kycBeforePlay: false,
};
// nordluck's rules: AT is demo-exempt like DE; SE shows demo but wants a session limit, KYC and the summary.
const AT = { ...DE };
const SE = {
  demoExempt: false,
  sessionLimitBeforePlay: true,
  monthlyDepositLimitBeforePlay: false,
  gamePlaySummaryBeforePlay: true,
  kycBeforePlay: true,
};
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 10, 12);

const base: LaunchInput = {
  kind: "auto",
  loggedIn: true,
  hasDemo: true,
  rule: DE,
  sessionLimit: 60,
  monthlyDepositLimit: 1000,
  kyc: "verified",
  lastSummaryAt: NOW - 2 * DAY,
  now: NOW,
  summaryIntervalMs: DAY,
};

describe("decideLaunch — the pre-check decision table (spec §4)", () => {
  const rows: [string, Partial<LaunchInput>, ReturnType<typeof decideLaunch>][] = [
    ["guest, demo-exempt country → home", { loggedIn: false }, { action: "home" }],
    ["guest, demo-exempt country, real route → home", { loggedIn: false, kind: "real" }, { action: "home" }],
    ["guest, BR, vendor slug → demo", { loggedIn: false, rule: BR }, { action: "play", mode: "demo", login: false }],
    ["guest, unknown country → demo", { loggedIn: false, rule: null }, { action: "play", mode: "demo", login: false }],
    [
      "guest, BR, real route → demo + login",
      { loggedIn: false, rule: BR, kind: "real" },
      { action: "play", mode: "demo", login: true },
    ],
    ["guest, BR, no demo → login", { loggedIn: false, rule: BR, hasDemo: false }, { action: "login" }],
    [
      "player, BR → real, no checks",
      { rule: BR, sessionLimit: 0, monthlyDepositLimit: null, kyc: "new", lastSummaryAt: null },
      { action: "play", mode: "real" },
    ],
    [
      "player, DE, no session limit → realitycheck",
      { sessionLimit: 0, monthlyDepositLimit: null, kyc: "new" },
      { action: "page", page: "realitycheck" },
    ],
    [
      "player, DE, session limit unknown → realitycheck",
      { sessionLimit: null },
      { action: "page", page: "realitycheck" },
    ],
    [
      "player, DE, session only → setmonthlydepositlimit",
      { monthlyDepositLimit: null },
      { action: "page", page: "setmonthlydepositlimit" },
    ],
    [
      "player, DE, monthly 0 → setmonthlydepositlimit",
      { monthlyDepositLimit: 0 },
      { action: "page", page: "setmonthlydepositlimit" },
    ],
    ["player, DE, KYC new → confirmidentity", { kyc: "new" }, { action: "page", page: "confirmidentity" }],
    [
      "player, DE, KYC notVerified → confirmidentity",
      { kyc: "notVerified" },
      { action: "page", page: "confirmidentity" },
    ],
    [
      "player, DE, KYC pending → confirmidentity",
      { kyc: "addressStatusPending" },
      { action: "page", page: "confirmidentity" },
    ],
    [
      "player, DE, KYC initiated → initiateverification",
      { kyc: "initiated" },
      { action: "page", page: "initiateverification" },
    ],
    ["player, DE, ready, never shown → summary", { lastSummaryAt: null }, { action: "summary" }],
    ["player, DE, ready, shown 25 h ago → summary", { lastSummaryAt: NOW - 25 * 3_600_000 }, { action: "summary" }],
    ["player, DE, ready, shown exactly 24 h ago → summary", { lastSummaryAt: NOW - DAY }, { action: "summary" }],
    ["player, DE, ready, shown 1 h ago → real", { lastSummaryAt: NOW - 3_600_000 }, { action: "play", mode: "real" }],
    [
      "player, BR, demo route → demo (no checks)",
      { kind: "demo", rule: BR, sessionLimit: 0, kyc: "new", lastSummaryAt: null },
      { action: "play", mode: "demo" },
    ],
    [
      "player, SE, demo route → demo (no checks)",
      { kind: "demo", rule: SE, sessionLimit: 0, kyc: "new", lastSummaryAt: null },
      { action: "play", mode: "demo" },
    ],
    [
      "player, BR, demo route without demo → real",
      { kind: "demo", hasDemo: false, rule: BR },
      { action: "play", mode: "real" },
    ],
    // A demo route must never skip the pre-checks: DE and AT hide demo, and a game without demo is real play.
    [
      "player, DE, demo route, no session limit → realitycheck",
      { kind: "demo", sessionLimit: 0 },
      { action: "page", page: "realitycheck" },
    ],
    [
      "player, DE, demo route, KYC new → confirmidentity",
      { kind: "demo", kyc: "new" },
      { action: "page", page: "confirmidentity" },
    ],
    ["player, DE, demo route, ready → summary", { kind: "demo", lastSummaryAt: null }, { action: "summary" }],
    [
      "player, DE, demo route, ready, summary seen → real",
      { kind: "demo", lastSummaryAt: NOW - 3_600_000 },
      { action: "play", mode: "real" },
    ],
    [
      "player, AT, demo route → realitycheck",
      { kind: "demo", rule: AT, sessionLimit: 0 },
      { action: "page", page: "realitycheck" },
    ],
    [
      "player, AT, demo route, no deposit limit → setmonthlydepositlimit",
      { kind: "demo", rule: AT, monthlyDepositLimit: null },
      { action: "page", page: "setmonthlydepositlimit" },
    ],
    [
      "player, SE, demo route without demo, no session limit → realitycheck",
      { kind: "demo", rule: SE, hasDemo: false, sessionLimit: 0 },
      { action: "page", page: "realitycheck" },
    ],
    [
      "player, SE, demo route without demo, KYC initiated → initiateverification",
      { kind: "demo", rule: SE, hasDemo: false, kyc: "initiated" },
      { action: "page", page: "initiateverification" },
    ],
    [
      "player, SE, demo route without demo, ready → summary",
      { kind: "demo", rule: SE, hasDemo: false, lastSummaryAt: null },
      { action: "summary" },
    ],
    [
      "player, SE, no deposit-limit rule → real",
      { rule: SE, monthlyDepositLimit: null, lastSummaryAt: NOW - 3_600_000 },
      { action: "play", mode: "real" },
    ],
    [
      "player, SE, no session limit → realitycheck",
      { rule: SE, sessionLimit: 0 },
      { action: "page", page: "realitycheck" },
    ],
    ["guest, AT → home", { loggedIn: false, rule: AT }, { action: "home" }],
    ["guest, SE → demo", { loggedIn: false, rule: SE }, { action: "play", mode: "demo", login: false }],
    [
      "player, summary-only country",
      { rule: { ...BR, gamePlaySummaryBeforePlay: true }, lastSummaryAt: null, kyc: "new" },
      { action: "summary" },
    ],
    [
      "player, KYC-only country, KYC new → confirmidentity",
      { rule: { ...BR, kycBeforePlay: true }, sessionLimit: 0, monthlyDepositLimit: null, kyc: "new" },
      { action: "page", page: "confirmidentity" },
    ],
    [
      "player, limits without KYC rule, KYC new → real",
      { rule: { ...DE, kycBeforePlay: false, gamePlaySummaryBeforePlay: false }, kyc: "new" },
      { action: "play", mode: "real" },
    ],
  ];
  it.each(rows)("%s", (_, patch, expected) => {
    expect(decideLaunch({ ...base, ...patch })).toEqual(expected);
  });

  it("checks in the spec's order: session limit before deposit limit before KYC before summary", () => {
    expect(decideLaunch({ ...base, sessionLimit: 0, monthlyDepositLimit: 0, kyc: "new", lastSummaryAt: null })).toEqual(
      { action: "page", page: "realitycheck" },
    );
    expect(decideLaunch({ ...base, monthlyDepositLimit: 0, kyc: "new", lastSummaryAt: null })).toEqual({
      action: "page",
      page: "setmonthlydepositlimit",
    });
    expect(decideLaunch({ ...base, kyc: "initiated", lastSummaryAt: null })).toEqual({
      action: "page",
      page: "initiateverification",
    });
  });

  it("fetches the pre-check data for a demo route that is really real play", () => {
    const all = { sessionLimit: true, depositLimit: true, kyc: true, summary: true };
    expect(neededChecks({ kind: "demo", loggedIn: true, hasDemo: true, rule: DE })).toEqual(all);
    expect(neededChecks({ kind: "demo", loggedIn: true, hasDemo: false, rule: SE })).toEqual({
      ...all,
      depositLimit: false,
    });
    expect(neededChecks({ kind: "demo", loggedIn: true, hasDemo: true, rule: SE })).toEqual({
      sessionLimit: false,
      depositLimit: false,
      kyc: false,
      summary: false,
    });
    expect(neededChecks({ kind: "real", loggedIn: false, hasDemo: true, rule: DE })).toEqual({
      sessionLimit: false,
      depositLimit: false,
      kyc: false,
      summary: false,
    });
  });

  it("maps pages to URLs", () => {
    expect(precheckHref("pb", "realitycheck")).toBe("/pb/myaccount?page=realitycheck");
    expect(precheckHref("en", "setmonthlydepositlimit")).toBe("/en/setmonthlydepositlimit");
    expect(precheckHref("en", "setmonthlydepositlimit", "/en/gameplay/slot-1/real-game")).toBe(
      "/en/setmonthlydepositlimit?redirectUrl=%2Fen%2Fgameplay%2Fslot-1%2Freal-game",
    );
    expect(precheckHref("pb", "realitycheck", "/pb/gameplay/slot-1/real-game")).toBe(
      "/pb/myaccount?page=realitycheck&redirectUrl=%2Fpb%2Fgameplay%2Fslot-1%2Freal-game",
    );
    expect(precheckHref("pb", "confirmidentity", "/pb/gameplay/slot-1/real-game")).toBe(
      "/pb/myaccount?page=confirmidentity&redirectUrl=%2Fpb%2Fgameplay%2Fslot-1%2Freal-game",
    );
    expect(precheckHref("pb", "initiateverification", "/pb/gameplay/slot-1/real-game")).toBe(
      "/pb/myaccount?page=initiateverification&redirectUrl=%2Fpb%2Fgameplay%2Fslot-1%2Freal-game",
    );
  });

  it("reads the kind from the URL segment", () => {
    expect(launchKindOf("real-game")).toBe("real");
    expect(launchKindOf("real-game-login")).toBe("real");
    expect(launchKindOf("demo-game")).toBe("demo");
    expect(launchKindOf("pragmatic-play")).toBe("auto");
  });
});

describe("game window", () => {
  it("aspect ratio: 2 is 4:3, else 16:9", () => {
    expect(aspectOf(2)).toEqual({ width: 4, height: 3 });
    expect(aspectOf(1)).toEqual({ width: 16, height: 9 });
    expect(aspectOf(null)).toEqual({ width: 16, height: 9 });
  });

  const frame = {};
  const expected = { origin: "https://solbet.example", source: frame };
  it("accepts closeGame, backToLobby and requestSize only from our origin and frame", () => {
    expect(readGameMessage({ origin: expected.origin, source: frame, data: { type: "closeGame" } }, expected)).toEqual({
      type: "closeGame",
    });
    expect(
      readGameMessage({ origin: expected.origin, source: frame, data: { type: "backToLobby" } }, expected),
    ).toEqual({ type: "backToLobby" });
    expect(
      readGameMessage(
        { origin: expected.origin, source: frame, data: { type: "requestSize", width: 1280, height: "720" } },
        expected,
      ),
    ).toEqual({ type: "requestSize", width: 1280, height: 720 });
    expect(
      readGameMessage({ origin: "https://evil.example", source: frame, data: { type: "closeGame" } }, expected),
    ).toBeNull();
    expect(readGameMessage({ origin: expected.origin, source: {}, data: { type: "closeGame" } }, expected)).toBeNull();
    expect(
      readGameMessage(
        { origin: expected.origin, source: null, data: { type: "closeGame" } },
        { origin: expected.origin, source: null },
      ),
    ).toBeNull();
    expect(readGameMessage({ origin: expected.origin, source: frame, data: "closeGame" }, expected)).toBeNull();
    expect(
      readGameMessage(
        { origin: expected.origin, source: frame, data: { type: "requestSize", width: -1, height: 5 } },
        expected,
      ),
    ).toBeNull();
    expect(readGameMessage({ origin: expected.origin, source: frame, data: { type: "eval" } }, expected)).toBeNull();
  });

  it("frames same-origin paths, and https URLs only on the brand's game origins", () => {
    const safe = (p: string) => p.startsWith("/") && !p.startsWith("//") && !p.includes("\\");
    const allowed = ["https://games.provider.example", "https://live.provider.example:8443"];
    expect(gameFrameUrl("/sandbox/provider/slot/play?token=a", [], safe)).toBe("/sandbox/provider/slot/play?token=a");
    expect(gameFrameUrl("https://games.provider.example/launch?t=1", allowed, safe)).toBe(
      "https://games.provider.example/launch?t=1",
    );
    expect(gameFrameUrl("https://live.provider.example:8443/t", allowed, safe)).toBe(
      "https://live.provider.example:8443/t",
    );
    expect(gameFrameUrl("https://live.provider.example/t", allowed, safe)).toBeNull();
    expect(gameFrameUrl("https://games.provider.example.evil.example/x", allowed, safe)).toBeNull();
    expect(gameFrameUrl("http://games.provider.example/x", allowed, safe)).toBeNull();
    expect(gameFrameUrl("https://user:pw@games.provider.example/x", allowed, safe)).toBeNull();
    expect(gameFrameUrl("javascript:alert(1)", allowed, safe)).toBeNull();
    expect(gameFrameUrl("//games.provider.example/x", allowed, safe)).toBeNull();
    expect(gameFrameUrl("https://games.provider.example/x", [], safe)).toBeNull();
    expect(gameFrameUrl("", allowed, safe)).toBeNull();
    expect(gameFrameUrl(null, allowed, safe)).toBeNull();
  });

  it("frames the embedded sandbox's own provider origin, and only that one, over http", () => {
    const safe = (p: string) => p.startsWith("/");
    const sandbox = "http://127.0.0.1:3300";
    expect(gameFrameUrl("http://127.0.0.1:3300/sandbox/provider/slot/play?token=a", [], safe, sandbox)).toBe(
      "http://127.0.0.1:3300/sandbox/provider/slot/play?token=a",
    );
    expect(gameFrameUrl("http://127.0.0.1:3300/sandbox/provider/slot/play?token=a", [], safe)).toBeNull();
    expect(gameFrameUrl("http://127.0.0.1:3301/sandbox/provider/slot/play", [], safe, sandbox)).toBeNull();
    expect(gameFrameUrl("http://user:pw@127.0.0.1:3300/x", [], safe, sandbox)).toBeNull();
    expect(
      gameFrameUrl("http://games.provider.example/x", ["http://games.provider.example"], safe, sandbox),
    ).toBeNull();
  });

  it("reads messages from the frame's own origin", () => {
    expect(frameOrigin("/sandbox/provider/slot/play", "https://solbet.example")).toBe("https://solbet.example");
    expect(frameOrigin("https://games.provider.example/launch", "https://solbet.example")).toBe(
      "https://games.provider.example",
    );
    const provider = {
      origin: frameOrigin("https://games.provider.example/launch", "https://solbet.example"),
      source: frame,
    };
    expect(
      readGameMessage(
        { origin: "https://games.provider.example", source: frame, data: { type: "backToLobby" } },
        provider,
      ),
    ).toEqual({ type: "backToLobby" });
    expect(
      readGameMessage({ origin: "https://solbet.example", source: frame, data: { type: "backToLobby" } }, provider),
    ).toBeNull();
  });

  it("requestSize: the frame keeps its proportions, never larger than asked, never below the desktop width", () => {
    const wide = { width: 16, height: 9 };
    expect(requestedWidth(1400, { width: 1280, height: 720 }, wide, 640)).toBe(1280);
    expect(requestedWidth(1000, { width: 1280, height: 720 }, wide, 640)).toBe(1000);
    // A short request limits the width through the height.
    expect(requestedWidth(1400, { width: 1280, height: 450 }, wide, 640)).toBe(800);
    expect(requestedWidth(1400, { width: 300, height: 200 }, wide, 640)).toBe(640);
    expect(requestedWidth(1400, { width: 1280, height: 720 }, { width: 4, height: 3 }, 640)).toBe(960);
  });

  it("maps launch failures to the spec §8 play-window lists", () => {
    expect(playErrorOf(null)).toBe("problem");
    expect(playErrorOf("100431")).toBe("codeMandatory");
    expect(playErrorOf("100601")).toBe("gameBlocked");
    expect(playErrorOf("100602")).toBe("requestFailed");
    expect(playErrorOf("100603")).toBe("techError");
    expect(playErrorOf("100464")).toBe("gameNotFound");
    expect(playErrorOf("999")).toBe("gameNotFound");
  });
});

describe("game frame checks (issue 28: bugs no test caught)", () => {
  const safe = (p: string) => p.startsWith("/") && !p.startsWith("//");
  const allowed = ["https://games.provider.example"];
  const sandbox = "http://127.0.0.1:3300";

  it.each([
    "https://:pw@games.provider.example/x",
    "https://user@games.provider.example/x",
    "https://user:@games.provider.example/x",
  ])("refuses credentials in the URL, a password alone too: %s", (raw) => {
    expect(gameFrameUrl(raw, allowed, safe)).toBeNull();
  });

  it("an empty userinfo carries no credentials and is dropped from the frame's address", () => {
    expect(gameFrameUrl("https://:@games.provider.example/x", allowed, safe)).toBe("https://games.provider.example/x");
  });

  it.each(["http://:pw@127.0.0.1:3300/x", "http://user@127.0.0.1:3300/x"])(
    "refuses credentials on the sandbox origin too: %s",
    (raw) => {
      expect(gameFrameUrl(raw, [], safe, sandbox)).toBeNull();
    },
  );

  it("asks the page's own check for a path and returns the path unchanged", () => {
    expect(gameFrameUrl("/play", allowed, () => true)).toBe("/play");
    expect(gameFrameUrl("/play", allowed, () => false)).toBeNull();
  });

  it("returns the normalised href of an allowed URL", () => {
    expect(gameFrameUrl("https://GAMES.provider.example:443/x", allowed, safe)).toBe(
      "https://games.provider.example/x",
    );
  });

  it("refuses an unparsable URL", () => {
    expect(gameFrameUrl("https://", allowed, safe)).toBeNull();
    expect(gameFrameUrl("not a url", allowed, safe)).toBeNull();
  });

  it("frameOrigin falls back to the page origin when the frame URL cannot be read", () => {
    expect(frameOrigin("/x", "https://solbet.example")).toBe("https://solbet.example");
    expect(frameOrigin("https://games.provider.example:8443/x", "https://solbet.example")).toBe(
      "https://games.provider.example:8443",
    );
    expect(frameOrigin("http://[bad", "https://solbet.example")).toBe("https://solbet.example");
    expect(frameOrigin("/x", "not an origin")).toBe("not an origin");
  });

  const frame = {};
  const expected = { origin: "https://solbet.example", source: frame };
  const size = (width: unknown, height: unknown) =>
    readGameMessage({ origin: expected.origin, source: frame, data: { type: "requestSize", width, height } }, expected);

  it("requestSize: accepts up to 10,000 px each way and nothing larger", () => {
    expect(size(10_000, 10_000)).toEqual({ type: "requestSize", width: 10_000, height: 10_000 });
    expect(size(10_001, 720)).toBeNull();
    expect(size(1280, 10_001)).toBeNull();
    expect(size(100_000, 720)).toBeNull();
    expect(size(1280, 100_000)).toBeNull();
  });

  it.each([
    [0, 720],
    [1280, 0],
    [-1, 720],
    [1280, -1],
    [Number.NaN, 720],
    [1280, Number.NaN],
    [Number.POSITIVE_INFINITY, 720],
    [1280, Number.POSITIVE_INFINITY],
    ["wide", 720],
    [1280, "tall"],
    [undefined, 720],
    [1280, undefined],
  ])("requestSize: refuses width %j × height %j", (width, height) => {
    expect(size(width, height)).toBeNull();
  });

  it("requestSize: accepts the smallest positive size", () => {
    expect(size(0.5, 1)).toEqual({ type: "requestSize", width: 0.5, height: 1 });
  });

  it("refuses a message whose data is null or has no known type", () => {
    expect(readGameMessage({ origin: expected.origin, source: frame, data: null }, expected)).toBeNull();
    expect(readGameMessage({ origin: expected.origin, source: frame, data: {} }, expected)).toBeNull();
    expect(readGameMessage({ origin: expected.origin, source: frame, data: 42 }, expected)).toBeNull();
  });
});

describe("decideLaunch edge cases", () => {
  it("treats a negative session or deposit limit as none", () => {
    expect(decideLaunch({ ...base, sessionLimit: -5 })).toEqual({ action: "page", page: "realitycheck" });
    expect(decideLaunch({ ...base, monthlyDepositLimit: -1 })).toEqual({
      action: "page",
      page: "setmonthlydepositlimit",
    });
    expect(
      decideLaunch({ ...base, sessionLimit: 1, monthlyDepositLimit: 0.01, lastSummaryAt: NOW - 3_600_000 }),
    ).toEqual({ action: "play", mode: "real" });
  });

  it("asks for identity when the KYC state is unknown", () => {
    expect(decideLaunch({ ...base, kyc: null })).toEqual({ action: "page", page: "confirmidentity" });
    expect(decideLaunch({ ...base, kyc: undefined })).toEqual({ action: "page", page: "confirmidentity" });
  });

  it("shows the summary again only once the interval has passed", () => {
    expect(decideLaunch({ ...base, lastSummaryAt: NOW - DAY + 1 })).toEqual({ action: "play", mode: "real" });
    expect(decideLaunch({ ...base, lastSummaryAt: NOW - DAY })).toEqual({ action: "summary" });
    expect(decideLaunch({ ...base, lastSummaryAt: 0 })).toEqual({ action: "summary" });
  });

  it("a guest on a demo or vendor route is not asked to log in", () => {
    expect(decideLaunch({ ...base, loggedIn: false, rule: BR, kind: "demo" })).toEqual({
      action: "play",
      mode: "demo",
      login: false,
    });
  });
});

describe("game messages of unknown types", () => {
  const frame = {};
  const expected = { origin: "https://solbet.example", source: frame };
  it("refuses them even when they carry a size", () => {
    expect(
      readGameMessage(
        { origin: expected.origin, source: frame, data: { type: "eval", width: 800, height: 600 } },
        expected,
      ),
    ).toBeNull();
    expect(
      readGameMessage({ origin: expected.origin, source: frame, data: { width: 800, height: 600 } }, expected),
    ).toBeNull();
  });
  it("refuses data that is not an object", () => {
    for (const data of [null, undefined, "requestSize", 0, true]) {
      expect(readGameMessage({ origin: expected.origin, source: frame, data }, expected)).toBeNull();
    }
  });
});

describe("precheckRefusal — a platform that holds the pre-checks itself", () => {
  it("sends each refusal to the page that meets it, and leaves other codes alone", () => {
    expect(precheckRefusal("100605")).toEqual({ action: "page", page: "realitycheck" });
    expect(precheckRefusal("100606")).toEqual({ action: "page", page: "setmonthlydepositlimit" });
    expect(precheckRefusal("100607")).toEqual({ action: "page", page: "confirmidentity" });
    expect(precheckRefusal("100608")).toEqual({ action: "summary" });
    for (const code of ["100601", "100602", "100603", "100604", "100464", "151"])
      expect(precheckRefusal(code)).toBeNull();
  });
});
