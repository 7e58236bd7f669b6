/**
 * Issue 4 §6–§8: game launch with the country pre-checks (spec §4), the game window (spec §2),
 * the play-window errors (spec §8) and favourites. Heavy flows (logins, real play) run in one
 * project per brand — its default language — and are skipped in the other language projects.
 */
import type { Page } from "@playwright/test";
import {
  acceptCookies,
  accountEmail,
  countryRule,
  expect,
  formatMoney,
  signIn,
  SANDBOX_PASSWORD,
  ruleCountry,
  SEEDED_WALLET,
  submitLogin,
  test,
  type SandboxControls,
  type ServerClient,
  type Site,
} from "./fixtures";
import { SERVER } from "./matrix";

interface GameRow {
  gameCode: string;
  vendorSlug: string;
  gameType: string;
  hasDemo: boolean;
  name: string;
}

const gamesCache = new Map<string, GameRow[]>();
async function games(server: ServerClient, site: Site): Promise<GameRow[]> {
  let list = gamesCache.get(site.brand.id);
  if (!list) {
    list = ((await server.platform("game/getGames", { limit: "60" })) as { games: GameRow[] }).games;
    gamesCache.set(site.brand.id, list);
  }
  return list;
}
const demoSlot = async (server: ServerClient, site: Site) =>
  (await games(server, site)).find((g) => g.gameType === "slots" && g.hasDemo)!;
const noDemoSlot = async (server: ServerClient, site: Site) =>
  (await games(server, site)).find((g) => g.gameType === "slots" && !g.hasDemo)!;

/** The heavy tests run once per brand: in the brand's default-language project (or nojs). */
const heavy = (site: Site) => site.lang === site.brand.defaultLanguage;

/** Logs in the seeded account `<local>@<brand>.test`. */
const login = (page: Page, site: Site, local: string) => signIn(page, site, accountEmail(site.brand, local));

/**
 * Logs in `player` (the README's account for playing for real) and answers the launch path to
 * use. solbet's lives in BR (no pre-checks, demo allowed). nordluck's seeded players all live in
 * DE, which hides demo and wants limits, KYC and the 24-hour summary first: the sandbox seeds
 * nordluck's `player` with the limits and verified KYC, and it passes the summary on its first launch.
 */
async function loginPlayable(page: Page, site: Site, game: GameRow): Promise<string> {
  const config = site.brand.config as { defaultCountry: string; countryRules: Record<string, { demoExempt: boolean }> };
  const deRules = config.countryRules[config.defaultCountry]?.demoExempt ?? false;
  // A player who has accepted the cookie banner: at 720 px the banner covers the game's bottom bar,
  // and a click on a control inside a cross-origin frame cannot see an overlay of the page above it.
  await acceptCookies(page.context(), site);
  await login(page, site, "player");
  const path = `/${site.lang}/gameplay/${game.gameCode}/${deRules ? "real-game" : "demo-game"}`;
  if (deRules) {
    await page.goto(path);
    // The pop-up shows once in 24 h: an earlier test of the run may have passed it already.
    if (new URL(page.url()).searchParams.get("modal") === "play-summary")
      await page.getByTestId("play-summary-continue").click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  return path;
}

test.describe("game launch — guests", () => {
  test("a guest in BR plays demo, with the demo/real toggle @nojs @i18n", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    const game = await demoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/${game.vendorSlug}`);
    await expect(page.getByRole("heading", { level: 1, name: game.name })).toBeVisible();
    // The game comes from the sandbox provider's own origin, another site than the lobby's, as an
    // operator's provider does (ADR 021): its messages and framing are tested across origins.
    const src = await page.getByTestId("game-frame").getAttribute("src");
    expect(src).toMatch(/\/sandbox\/provider\/slot\/play\?token=/);
    expect(new URL(src!, page.url()).origin).toBe(SERVER);
    expect(new URL(page.url()).origin).not.toBe(SERVER);
    // The game may go fullscreen and play sound by the frame's permissions policy alone: the legacy
    // allowfullscreen beside it only made Chromium warn that `allow` wins.
    await expect(page.getByTestId("game-frame")).toHaveAttribute("allow", "fullscreen; autoplay");
    await expect(page.getByTestId("game-frame")).not.toHaveAttribute("allowfullscreen", /.*/);
    await expect(page.getByTestId("game-window")).toHaveAttribute("data-mode", "demo");
    await expect(page.getByTestId("demo-toggle")).toBeVisible();
    await expect(page.getByTestId("game-status")).toContainText(t("games:status.demo"));
    // The provider page inside the frame is the playable slot.
    await expect(page.frameLocator('[data-testid="game-frame"]').locator("#spin")).toBeVisible();
  });

  test("a guest in a demo-exempt country is sent home, where login opens with the reason and the launch remembered @nojs @i18n", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    const exempt = ruleCountry(site, "demoExempt");
    test.skip(!exempt, `${site.brand.id} has no demo-exempt country`);
    await sandbox.country(exempt!);
    const game = await demoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/${game.vendorSlug}`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/${site.lang}`);
    expect(url.searchParams.get("modal")).toBe("login");
    expect(url.searchParams.get("redirectUrl")).toBe(`/${site.lang}/gameplay/${game.gameCode}/real-game`);
    await expect(page.getByTestId("game-window")).toHaveCount(0);
    const modal = page.locator('[data-modal="login"]');
    await expect(modal.getByTestId("login-play-notice")).toHaveText(t("auth:login.playNotice.demoUnavailable"));
    // Closing the modal leaves the player on a clean home page.
    await modal.getByRole("link", { name: t("auth:common.close") }).click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}$`));
  });

  test("logging in from the demo-exempt home carries on with the remembered launch @nojs", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    const exempt = ruleCountry(site, "demoExempt");
    test.skip(!exempt, `${site.brand.id} has no demo-exempt country`);
    await sandbox.country(exempt!);
    const game = await demoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/${game.vendorSlug}`);
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD, "modal");
    // Real play goes through the country's pre-checks: the player lands on the game, or on
    // the summary or a pre-check page that itself carries the launch on.
    await expect(page).not.toHaveURL(new RegExp(`/${site.lang}(\\?.*)?$`));
    expect(decodeURIComponent(page.url())).toContain(`/${site.lang}/gameplay/${game.gameCode}/real-game`);
  });

  test("each country rule of the brand decides a guest's demo: demo-exempt is sent home, the others play demo @nojs", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    // The brand's own rules, whatever countries they name: no brand skips this.
    const rules = Object.entries(site.brand.countryRules as Record<string, { demoExempt: boolean }>);
    expect(rules.length, `${site.brand.id} has country rules`).toBeGreaterThan(0);
    const game = await demoSlot(server, site);
    for (const [country, rule] of rules) {
      await sandbox.country(country);
      await page.goto(`/${site.lang}/gameplay/${game.gameCode}/${game.vendorSlug}`);
      if (rule.demoExempt) expect(new URL(page.url()).pathname, country).toBe(`/${site.lang}`);
      else await expect(page.getByTestId("game-window"), country).toHaveAttribute("data-mode", "demo");
    }
  });

  test("a real route while logged out falls back to demo and opens login, remembering the launch @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    const game = await demoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/real-game`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    expect(url.searchParams.get("modal")).toBe("login");
    expect(url.searchParams.get("redirectUrl")).toBe(`/${site.lang}/gameplay/${game.gameCode}/real-game`);
    await expect(page.locator('[data-modal="login"]')).toBeVisible();
    await expect(page.locator('[data-modal="login"]').getByTestId("login-play-notice")).toHaveText(
      t("auth:login.playNotice.realMoney"),
    );
    await expect(page.getByTestId("game-frame")).toHaveAttribute("src", /\/sandbox\/provider\/slot\/play/);
  });

  test("a game without demo asks a guest to log in", async ({ page, site, server, sandbox }) => {
    await sandbox.country("BR");
    const game = await noDemoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/${game.vendorSlug}`);
    expect(new URL(page.url()).searchParams.get("modal")).toBe("login");
    await expect(page.getByTestId("game-frame")).toHaveCount(0);
    await expect(page.getByTestId("demo-toggle")).toHaveCount(0);
  });
});

test.describe("play window errors (spec §8)", () => {
  test("a blocked game shows the blocked-game popup; back goes home @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    const game = await demoSlot(server, site);
    await sandbox.game({ gameCode: game.gameCode, blocked: true });
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    const popup = page.getByRole("alertdialog");
    await expect(popup).toContainText(t("games:errors.gameBlocked.title"));
    await expect(popup.getByRole("link", { name: t("games:errors.contactSupport") })).toBeVisible();
    await expect(popup.locator("svg")).toBeVisible();
    await popup.getByTestId("play-error-back").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}$`));
  });

  test("an empty game URL says there's a problem; request failures and technical errors have their own text", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    const game = await demoSlot(server, site);
    await sandbox.game({ gameCode: game.gameCode, emptyUrl: true });
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    await expect(page.getByRole("alertdialog")).toContainText(t("games:errors.problem.title"));
    await expect(
      page.getByRole("alertdialog").getByRole("link", { name: t("games:errors.contactSupport") }),
    ).toBeVisible();
    await expect(page.getByTestId("game-frame")).toHaveCount(0);
    for (const [code, key] of [
      [100602, "requestFailed"],
      [100603, "techError"],
    ] as const) {
      await sandbox.game({ gameCode: game.gameCode, failWith: code });
      await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
      await expect(page.getByRole("alertdialog")).toContainText(t(`games:errors.${key}.title`));
    }
  });

  test("a missing game code shows the game-code-mandatory server error; an unknown game says it is not found", async ({
    page,
    site,
    t,
  }) => {
    await page.goto(`/${site.lang}/gameplay/%20/demo-game`);
    await expect(page.getByRole("alertdialog")).toContainText(t("games:errors.codeMandatory.title"));
    // Not "blocked in your country": no game has this code (issue 24 §2; game-page.spec.ts has the rest).
    await page.goto(`/${site.lang}/gameplay/no-such-game-xyz/demo-game`);
    await expect(page.getByRole("alertdialog")).toContainText(t("games:errors.unknownGame.title"));
  });
});

/**
 * Logs in the project's own copy of a pre-check account whose state the test consumes (`<local>` with
 * JavaScript, `<local>-nojs` without), with that state restored first so that a run after another
 * finds it as seeded, and starts a real launch of a demo slot; returns its path.
 */
async function launchRealAs(
  page: Page,
  site: Site,
  server: ServerClient,
  sandbox: SandboxControls,
  local: string,
): Promise<string> {
  const account = site.javaScript ? local : `${local}-nojs`;
  await sandbox.restorePlayer(accountEmail(site.brand, account));
  await login(page, site, account);
  const game = await demoSlot(server, site);
  const launch = `/${site.lang}/gameplay/${game.gameCode}/real-game`;
  await page.goto(launch);
  return launch;
}

/** Skips a pre-check test where the brand has no country with the rule; else answers that country. */
function needRule(site: Site, rule: Parameters<typeof ruleCountry>[1]): string {
  const country = ruleCountry(site, rule);
  test.skip(!country, `${site.brand.id} has no country with ${rule}`);
  return country!;
}

/**
 * Where a launch goes once the pre-checks before the summary are passed, for a player with
 * limits and verified KYC in `country`: the 24-hour summary if its rule asks for one, else the game.
 */
const afterLimits = (site: Site, country: string, launch: string) =>
  new RegExp(`${launch}${countryRule(site, country).gamePlaySummaryBeforePlay ? "\\?modal=play-summary" : ""}$`);

test.describe("game launch — country pre-checks (spec §4)", () => {
  // Each precheck-* player lives in a brand country with its rule (sandbox/accounts/rule-country.ts).
  const cases = [
    ["precheck-nolimits", "/myaccount?page=realitycheck", "sessionLimitBeforePlay"],
    ["precheck-sessiononly", "/setmonthlydepositlimit", "monthlyDepositLimitBeforePlay"],
    ["precheck-kycnew", "/myaccount?page=confirmidentity", "kycBeforePlay"],
    ["precheck-kycinit", "/myaccount?page=initiateverification", "kycBeforePlay"],
  ] as const;
  for (const [player, target, rule] of cases) {
    test(`${player} is sent to ${target}`, async ({ page, site, t, server }) => {
      test.skip(!heavy(site), "pre-checks run once per brand (default language)");
      needRule(site, rule);
      const game = await demoSlot(server, site);
      await login(page, site, player);
      const launch = `/${site.lang}/gameplay/${game.gameCode}/real-game`;
      await page.goto(launch);
      const url = new URL(page.url());
      const key = target.includes("page=") ? target.split("page=")[1] : "setmonthlydepositlimit";
      // Every pre-check page is told the launch: the limit forms continue it after saving, the
      // identity pages offer it once verified (issue 26 §2).
      const expected = `${target}${target.includes("?") ? "&" : "?"}${new URLSearchParams({ redirectUrl: launch })}`;
      expect(`${url.pathname}${url.search}`).toBe(`/${site.lang}${expected}`);
      const headings: Record<string, string> = {
        setmonthlydepositlimit: "limits:deposit.title",
        realitycheck: "games:precheck.realitycheck.title",
        confirmidentity: "account:verification.confirm.title",
        initiateverification: "account:verification.pending.title",
      };
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(headings[key]));
      if (key === "realitycheck") {
        await expect(page.getByTestId("precheck-action")).toHaveAttribute(
          "href",
          `/${site.lang}/myaccount/security/reality-check?${new URLSearchParams({ redirectUrl: launch })}`,
        );
      }
    });
  }

  test("the demo route never skips them: a demo-exempt country hides demo, and a game without demo is real play @nojs", async ({
    page,
    site,
    server,
  }) => {
    test.skip(!heavy(site), "pre-checks run once per brand (default language)");
    const country = needRule(site, "sessionLimitBeforePlay");
    await login(page, site, "precheck-nolimits");
    const toPrecheck = (game: GameRow) =>
      `/${site.lang}/myaccount?page=realitycheck&${new URLSearchParams({ redirectUrl: `/${site.lang}/gameplay/${game.gameCode}/real-game` })}`;
    const noDemo = await noDemoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${noDemo.gameCode}/demo-game`);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(toPrecheck(noDemo));
    await expect(page.getByTestId("game-frame")).toHaveCount(0);
    // A game with demo: demo where the player's country shows it, else the pre-check of real play.
    const demo = await demoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${demo.gameCode}/demo-game`);
    if (countryRule(site, country).demoExempt) {
      expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(toPrecheck(demo));
      await expect(page.getByTestId("game-frame")).toHaveCount(0);
    } else await expect(page.getByTestId("game-window")).toHaveAttribute("data-mode", "demo");
  });

  test("the session limit pre-check: no Off while a launch waits, a chosen limit continues the launch to the next pre-check @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.skip(!heavy(site), "pre-checks run once per brand (default language)");
    const country = needRule(site, "sessionLimitBeforePlay");
    // A deposit limit, verified KYC and no session limit; one account per project, as the test sets its limit.
    const launch = await launchRealAs(page, site, server, sandbox, "precheck-setsession");
    await page.getByTestId("precheck-action").click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(t("account:realityCheck.title"));
    await expect(page.getByTestId("reality-check-continue")).toHaveText(t("account:realityCheck.continueIntro"));
    await expect(page.getByText(t("account:realityCheck.off"), { exact: true })).toHaveCount(0);
    const save = page.getByRole("button", { name: t("account:realityCheck.saveAndPlay") });
    await save.click();
    await expect(page.getByText(t("account:realityCheck.errors.required"))).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${site.lang}/myaccount/security/reality-check`);

    const longest = Math.max(...(site.brand.config.limits.realityCheckHours as number[]));
    await page
      .getByText(t(`account:session.hours_${longest === 1 ? "one" : "other"}`, { count: longest }), { exact: true })
      .click();
    await save.click();
    // Past the session limit: the launch runs its pre-checks again and reaches the summary or the game.
    await expect(page).toHaveURL(afterLimits(site, country, launch));
    await page.goto(`/${site.lang}/myaccount/security/reality-check`);
    await expect(
      page.getByText(
        t("account:realityCheck.current", {
          value: t(`account:session.hours_${longest === 1 ? "one" : "other"}`, { count: longest }),
        }),
      ),
    ).toBeVisible();
  });

  test("the deposit limit form: a refused set keeps what was typed; a saved one continues the launch to the next pre-check @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.skip(!heavy(site), "pre-checks run once per brand (default language)");
    const country = needRule(site, "monthlyDepositLimitBeforePlay");
    // A session limit, verified KYC and no deposit limit; one account per project, as the test sets its limit.
    const launch = await launchRealAs(page, site, server, sandbox, "precheck-setdeposit");
    expect(new URL(page.url()).pathname).toBe(`/${site.lang}/setmonthlydepositlimit`);
    const currency = site.brand.config.currency as {
      decimalSeparator: string;
      thousandsSeparator: string;
      decimals: number;
    };
    // 1,500 in the brand's own format and decimals (BRL 1.500,00; CLP 1.500).
    const fraction = currency.decimals > 0 ? `${currency.decimalSeparator}${"0".repeat(currency.decimals)}` : "";
    const amount = `1${currency.thousandsSeparator}500${fraction}`;
    const monthly = page.getByTestId("deposit-limit-monthly");
    const weekly = page.getByTestId("deposit-limit-weekly");
    await monthly.fill(amount);
    await weekly.fill("2000");
    await page.getByTestId("deposit-limit-submit").click();
    await expect(page.getByText(t("limits:deposit.errors.weeklyAboveMonthly"))).toBeVisible();
    await expect(monthly).toHaveValue(amount);
    await expect(weekly).toHaveValue("2000");
    expect(new URL(page.url()).pathname).toBe(`/${site.lang}/setmonthlydepositlimit`);

    await weekly.fill("");
    await page.getByTestId("deposit-limit-submit").click();
    // Past the deposit limit: the launch runs its pre-checks again and reaches the summary or the game.
    await expect(page).toHaveURL(afterLimits(site, country, launch));
    await page.goto(`/${site.lang}/myaccount/limits`);
    await expect(page.getByTestId("limits-deposit")).toContainText(amount);
    await expect(page.getByTestId("limits-change-deposit")).toHaveAttribute(
      "href",
      `/${site.lang}/setmonthlydepositlimit`,
    );
  });

  test("precheck-ready sees the summary once, Continue records it and plays; a real spin changes the header balance live; no pop-up again within 24 h", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.skip(!heavy(site), "real play runs once per brand (default language)");
    needRule(site, "gamePlaySummaryBeforePlay");
    test.setTimeout(60_000);
    // The summary shows once per 24 h: a run after another (--repeat-each, a reused server) starts it afresh.
    await sandbox.restorePlayer(accountEmail(site.brand, "precheck-ready"));
    const game = await demoSlot(server, site);
    await login(page, site, "precheck-ready");
    const launch = `/${site.lang}/gameplay/${game.gameCode}/real-game`;
    await page.goto(launch);
    expect(new URL(page.url()).searchParams.get("modal")).toBe("play-summary");
    const modal = page.locator('[data-modal="play-summary"]');
    await expect(modal).toContainText(t("games:summary.title"));
    // It closes only by Continue: no close button, Escape does nothing.
    await expect(modal.locator(".modal__close")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(modal).toBeVisible();
    await expect(page.getByTestId("game-frame")).toHaveCount(0);
    await modal.getByTestId("play-summary-continue").click();
    await expect(page).toHaveURL(new RegExp(`${launch}$`));
    const frame = page.getByTestId("game-frame");
    await expect(frame).toHaveAttribute("src", /\/sandbox\/provider\/slot\/play/);
    await expect(page.getByTestId("game-window")).toHaveAttribute("data-mode", "real");
    await expect(page.getByTestId("demo-toggle")).toHaveCount(0);

    // A real spin inside the frame: the header total follows the PushRealBalance event.
    const header = page.getByTestId("header-balance");
    await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
    // A known wallet first (pushed the same way), so that each total below is an exact figure.
    await sandbox.balance(accountEmail(site.brand, "precheck-ready"), SEEDED_WALLET);
    const total = (cashMinor: number) => formatMoney(site, cashMinor / 100 + SEEDED_WALLET.bonus + SEEDED_WALLET.drp);
    await expect(header).toHaveText(total(SEEDED_WALLET.cash * 100));
    const spin = page.frameLocator('[data-testid="game-frame"]').locator("#spin");
    // Each spin's round (the provider's own answer) says what the header must show. A round that
    // wins back exactly its stake leaves the total where it was, which cannot tell a delivered
    // event from a dropped one: only then is there another spin.
    for (let spins = 1; ; spins++) {
      await expect(spin).toBeEnabled({ timeout: 10_000 });
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/sandbox/provider/api/bet")),
        tapInGame(page, "#spin"),
      ]);
      const round = (await answer.json()) as { stake: number; win: number; balance: number };
      await expect(header, `the header total after spin ${spins}`).toHaveText(total(round.balance));
      if (round.win !== round.stake) break;
      expect(spins, "a spin that moved the wallet").toBeLessThan(5);
    }
    await expect(page).toHaveURL(new RegExp(`${launch}$`));

    // Within 24 h: straight to the game.
    await page.goto(launch);
    expect(new URL(page.url()).searchParams.get("modal")).toBeNull();
    await expect(page.getByTestId("game-frame")).toBeVisible();
  });
});

test.describe("game window", () => {
  test("clock, tabs after 3 s, minimise and restore, close, carousels", async ({ page, site, t, server, sandbox }) => {
    await sandbox.country("BR");
    await page.clock.install();
    const game = await demoSlot(server, site);
    // Arriving from the casino lobby: close goes back there.
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/${game.vendorSlug}`, {
      referer: `${site.origin}/${site.lang}/games`,
    });
    await expect(page.getByTestId("game-clock")).toHaveText(/^\d{2}:\d{2}$/);
    // Tabs appear after limits.tabsDelayMs.
    await expect(page.getByRole("tab")).toHaveCount(0);
    await page.clock.fastForward(site.brand.config.limits.tabsDelayMs + 100);
    await expect(page.getByRole("tab", { name: t("games:tabs.details") })).toBeVisible();
    await page.getByRole("tab", { name: t("games:tabs.details") }).click();
    await expect(page.getByTestId("game-tabs")).toContainText(t("games:details.provider"));
    // Minimise: the 350×196 box with a play overlay; restore.
    await page.getByTestId("game-minimise").click();
    const stage = page.getByTestId("game-stage");
    const box = await stage.boundingBox();
    expect(Math.round(box!.width)).toBe(site.brand.config.limits.gameWindow.minimisedWidth);
    expect(Math.round(box!.height)).toBe(site.brand.config.limits.gameWindow.minimisedHeight);
    await page.getByTestId("game-restore").click();
    await expect(page.getByTestId("game-restore")).toHaveCount(0);
    // The recommended-games and provider carousels, with game tiles.
    const recommended = page.getByRole("region", { name: t("games:carousel.recommended") });
    await expect(recommended.locator(".carousel__slide").first()).toBeVisible();
    const providerRow = page.locator('[data-carousel="game-provider"]');
    await expect(providerRow.locator(".carousel__slide").first()).toBeVisible();
    // Close goes back to the referring lobby.
    await page.getByTestId("game-close").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/games$`));
  });

  test("closeGame from the frame goes home; messages from elsewhere are ignored", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    // Desktop, where the frame takes the size a game asks for (the signal below).
    await page.setViewportSize({ width: 1440, height: 900 });
    const game = await demoSlot(server, site);
    const path = `/${site.lang}/gameplay/${game.gameCode}/${game.vendorSlug}`;
    await page.goto(path);
    await expect(page.frameLocator('[data-testid="game-frame"]').locator("#spin")).toBeVisible();
    const frameWidth = async () => Math.round((await page.getByTestId("game-frame").boundingBox())!.width);
    const askForSize = (width: number, height: number) =>
      providerFrame(page).evaluate(
        ([w, h]) =>
          window.parent.postMessage({ type: "requestSize", width: w, height: h }, location.ancestorOrigins[0]),
        [width, height],
      );
    // The page listens for the game's messages once it has hydrated: a message before that proves
    // nothing, so the game asks for a size until the page is seen to follow it.
    await expect(async () => {
      await askForSize(700, 600);
      expect(await frameWidth()).toBe(700);
    }).toPass({ timeout: 10_000 });
    // The page itself (not the frame) posting closeGame: ignored. Then the frame asks for another
    // size: messages are handled in the order posted, so once the frame has that size the page's
    // closeGame has been handled too, and the page must still be the game's.
    await page.evaluate(() => window.postMessage({ type: "closeGame" }, window.location.origin));
    await askForSize(800, 700);
    await expect.poll(frameWidth).toBe(800);
    // A navigation the closeGame had started would show in the router's state at once, before
    // the next page (and its address) arrived.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } }).__remixRouter.state
            .navigation.state,
      ),
    ).toBe("idle");
    expect(new URL(page.url()).pathname).toBe(path);
    // The game's closeGame (its close button, where a provider shows its own bar) closes the window.
    await gameSays(page, "closeGame");
    await expect(page).toHaveURL(new RegExp(`/${site.lang}$`));
  });
});

/**
 * Clicks a control of the sandbox game once the game has wired its controls (the page is inert
 * until then). The game runs cross-origin, in a frame of its own process, where a click by
 * coordinates can land on whatever the page has moved there meanwhile (the cookie banner, a
 * header that shrinks on scroll); the DOM click tests the game's own wiring, which is the point.
 */
async function tapInGame(page: Page, selector: string) {
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator("body")).not.toHaveAttribute("inert");
  await frame.locator(selector).dispatchEvent("click");
}

/** The sandbox provider's page inside the game frame. */
const providerFrame = (page: Page) => page.frames().find((f) => f.url().includes("/sandbox/provider/"))!;

/**
 * The game posting a window message to its page, as its own close and lobby buttons do (spec §2).
 * Our launch asks the provider to leave its bar, and so those buttons, out (ADR 088).
 */
async function gameSays(page: Page, type: "closeGame" | "backToLobby") {
  await expect(page.frameLocator('[data-testid="game-frame"]').locator("body")).not.toHaveAttribute("inert");
  await providerFrame(page).evaluate((message) => window.parent.postMessage(message, location.ancestorOrigins[0]), {
    type,
  });
}

/** An instant at which the brand's clock reads hh:mm. */
function brandTimeAt(timeZone: string, hh: number, mm: number): Date {
  for (let h = 0; h < 24; h++) {
    const at = new Date(Date.UTC(2026, 0, 10, h, mm));
    if (Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(at)) === hh)
      return at;
  }
  throw new Error(`no ${hh}:${mm} in ${timeZone}`);
}

test.describe("game window controls", () => {
  test("fullscreen toggles; requestSize caps the frame; backToLobby goes home; the real toggle asks a guest to log in", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.skip(!site.javaScript, "the controls need JavaScript");
    await sandbox.country("BR");
    await page.setViewportSize({ width: 1440, height: 900 });
    const game = await demoSlot(server, site);
    const path = `/${site.lang}/gameplay/${game.gameCode}/demo-game`;
    await page.goto(path);
    await expect(page.frameLocator('[data-testid="game-frame"]').locator("#spin")).toBeVisible();

    await page.getByTestId("game-fullscreen").click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute("data-testid") ?? null))
      .toBe("game-stage");
    await page.evaluate(() => document.exitFullscreen());
    await expect(page.getByTestId("game-fullscreen")).toHaveAttribute("aria-pressed", "false");

    // The game asks for 700×600: the frame keeps its proportions and is no wider than asked.
    await providerFrame(page).evaluate(() =>
      window.parent.postMessage({ type: "requestSize", width: 700, height: 600 }, location.ancestorOrigins[0]),
    );
    await expect.poll(async () => Math.round((await page.getByTestId("game-frame").boundingBox())!.width)).toBe(700);

    await gameSays(page, "backToLobby");
    await expect(page).toHaveURL(new RegExp(`/${site.lang}$`));

    await page.goto(path);
    await page.getByRole("link", { name: t("games:window.real") }).click();
    await expect(page).toHaveURL(/modal=login/);
    expect(new URL(page.url()).searchParams.get("redirectUrl")).toBe(
      `/${site.lang}/gameplay/${game.gameCode}/real-game`,
    );
  });

  test("the clock reads 00:05 after midnight and ticks @i18n", async ({ page, site, server, sandbox }) => {
    await sandbox.country("BR");
    const tz = site.brand.config.timeZone as string;
    await page.clock.install({ time: brandTimeAt(tz, 0, 5) });
    const game = await demoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    const clock = page.getByTestId("game-clock");
    if (!site.javaScript) return expect(clock).toHaveText("--:--");
    await expect(clock).toHaveText("00:05");
    await page.clock.fastForward(60_000);
    await expect(clock).toHaveText("00:06");
  });

  test("aspectRatio 2 is a 4:3 frame; demo play spends play money, not a wallet", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    test.skip(!heavy(site) || !site.javaScript, "once per brand");
    await sandbox.country("BR");
    let game: (GameRow & { aspectRatio?: number | null }) | undefined;
    for (let offset = 0; !game && offset < 600; offset += 60) {
      const page_ = (await server.platform("game/getGames", { limit: "60", offset: String(offset) })) as {
        games: (GameRow & { aspectRatio?: number | null })[];
      };
      if (page_.games.length === 0) break;
      game = page_.games.find((g) => g.aspectRatio === 2 && g.hasDemo && g.gameType === "slots");
    }
    expect(game, "a seeded 4:3 slot with demo").toBeTruthy();
    await page.goto(`/${site.lang}/gameplay/${game!.gameCode}/demo-game`);
    const box = (await page.getByTestId("game-frame").boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);

    const frame = page.frameLocator('[data-testid="game-frame"]');
    const balance = frame.locator("#balance");
    // The play money (1,000) as the brand writes money (the game once used the language's format).
    await expect(balance).toHaveText(formatMoney(site, 1000));
    await tapInGame(page, "#spin");
    await expect(balance).not.toHaveText(formatMoney(site, 1000));
    await expect(page.getByTestId("header-balance")).toHaveCount(0);
  });

  test("real roulette from the app: a bet changes the header balance", async ({ page, site, server, sandbox }) => {
    test.skip(!heavy(site) || !site.javaScript, "real play runs once per brand");
    test.setTimeout(60_000);
    await sandbox.country("BR");
    const { tables } = (await server.platform("game/getLiveTables", {})) as {
      tables: { gameCode: string; tableType: string; tableOpen: boolean }[];
    };
    const table = tables.find((tb) => tb.tableType === "ROULETTE" && tb.tableOpen)!;
    const { game } = (await server.platform("game/getGame", { gameCode: table.gameCode })) as { game: GameRow };
    const path = await loginPlayable(page, site, game);
    await page.goto(path.replace("/demo-game", "/real-game"));
    if (new URL(page.url()).searchParams.get("modal") === "play-summary")
      await page.getByTestId("play-summary-continue").click();
    await expect(page.getByTestId("game-window")).toHaveAttribute("data-mode", "real");
    const header = page.getByTestId("header-balance");
    await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
    const before = await header.textContent();
    await tapInGame(page, '[data-key="red:"]');
    await tapInGame(page, "#spin");
    await expect(header).not.toHaveText(before ?? "", { timeout: 15_000 });
  });

  test("at 360 px the lobby and the game window fit the screen @nojs", async ({ page, site, server, sandbox }) => {
    test.skip(!heavy(site), "once per brand and mode");
    await sandbox.country("BR");
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`/${site.lang}/games`);
    await expect(page.locator(".carousel--games .game-tile").first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const game = await demoSlot(server, site);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    const box = (await page.getByTestId("game-frame").boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expect(page.getByTestId("game-close")).toBeInViewport();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe("favourites (spec §4)", () => {
  test("the heart toggles with JavaScript, and the stored flag survives a reload", async ({ page, site, server }) => {
    test.skip(!heavy(site), "once per brand");
    const game = await demoSlot(server, site);
    const path = await loginPlayable(page, site, game);
    await page.goto(path);
    const heart = page.getByTestId("favourite-toggle");
    const initial = (await heart.getAttribute("aria-pressed")) === "true";
    // Wait for the toggle's answer: a navigation right after the click would cancel it.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favourites/toggle")),
      heart.click(),
    ]);
    await expect(heart).toHaveAttribute("aria-pressed", String(!initial));
    expect(new URL(page.url()).pathname).toBe(path);
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", String(!initial));
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favourites/toggle")),
      heart.click(),
    ]);
    await expect(heart).toHaveAttribute("aria-pressed", String(initial));
  });

  test("a player's casino lobby has favourites, last played and free-spin rows; a guest's has none @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    await page.goto(`/${site.lang}/games`);
    await expect(page.locator(".game-row, .carousel").first()).toBeVisible();
    await expect(page.getByTestId("player-game-rows")).toHaveCount(0);
    // A game neither seeded as a favourite nor as a free-spin game: the last demo slot of the first page.
    const game = (await games(server, site)).filter((g) => g.gameType === "slots" && g.hasDemo).at(-1)!;
    const path = await loginPlayable(page, site, game);
    await page.goto(path);
    const heart = page.getByTestId("favourite-toggle");
    if ((await heart.getAttribute("aria-pressed")) !== "true") {
      // Wait for the toggle's answer: a navigation right after the click would cancel it.
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favourites/toggle")),
        heart.click(),
      ]);
      await expect(heart).toHaveAttribute("aria-pressed", "true");
    }
    await page.goto(`/${site.lang}/games`);
    const rows = page.getByTestId("player-game-rows");
    const row = (key: string) => rows.getByRole("region", { name: t(`games:rows.${key}`) });
    await expect(row("favourites").getByText(game.name, { exact: true }).first()).toBeAttached();
    // Last played: the launch just made comes first.
    await expect(row("lastPlayed").locator(".carousel__slide").first()).toContainText(game.name);
    // `player` has seeded free spins on every brand.
    await expect(row("freeSpins")).toContainText(t("games:rows.spins_other", { count: 10 }));
    // The player's rows count in the page's ~60-tile budget too (ARCHITECTURE §8).
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const html = await (await server.get(`/${site.lang}/games`, { cookie })).text();
    expect(html.match(/class="game-tile"/g)?.length ?? 0).toBeLessThanOrEqual(60);
    expect(html).toContain('data-testid="player-game-rows"');
    // Un-favourite again, so other tests see the seeded state.
    await page.goto(path);
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favourites/toggle")),
      page.getByTestId("favourite-toggle").click(),
    ]);
    await expect(page.getByTestId("favourite-toggle")).toHaveAttribute("aria-pressed", "false");
  });

  test("the heart is a plain form without JavaScript @nojs", async ({ page, site, server }) => {
    test.skip(site.javaScript, "nojs project only");
    const game = await demoSlot(server, site);
    const path = await loginPlayable(page, site, game);
    await page.goto(path);
    const heart = page.getByTestId("favourite-toggle");
    const initial = (await heart.getAttribute("aria-pressed")) === "true";
    await heart.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(heart).toHaveAttribute("aria-pressed", String(!initial));
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", String(initial));
  });
});
