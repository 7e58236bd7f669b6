/**
 * The portfolio, {lang}/myaccount/cashier (issue 27 §5, §6): a fresh player's deposit, withdrawal
 * and adjustments listed, filtered, paged and downloaded; a pending withdrawal cancelled through
 * withdraw/cancelWithdrawal and withdraw/confirmCancelWithdraw with the money back; an approved one
 * refused in plain words; guests log in first. Money moves through the sandbox's own calls, with
 * methods and amounts read from the brand.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { SERVER } from "./matrix";
import {
  expect,
  formatMoney,
  signIn,
  registerFreshAccount,
  test,
  waitForHydration,
  type SandboxControls,
  type ServerClient,
  type Site,
} from "./fixtures";

const methodsOf = (site: Site) => site.brand.config.payments.methods as PaymentMethod[];
const withdrawMin = (site: Site) => site.brand.config.limits.withdraw.min as number;
const amountText = (site: Site, amount: number) => amount.toFixed(2);

/** A deposit method the sandbox can be paid for by call: a QR, a wallet, or a card. */
function depositMethod(site: Site) {
  return methodsOf(site).find((m) => m.directions.includes("deposit") && ["qr", "wallet", "card"].includes(m.kind));
}

/**
 * A cashout method that needs no saved card and no confirmation at a provider (a third-party
 * payout is the operator's to pay only once the player confirmed it there, ADR 073).
 */
function cashoutMethod(site: Site) {
  return methodsOf(site).find(
    (m) => m.directions.includes("cashout") && !["card", "wallet", "redirect"].includes(m.kind),
  );
}

/** Plausible details for a method's required fields, by name (a valid IBAN and BIC for banks). */
function detailsFor(method: PaymentMethod, player: Player): Record<string, string> {
  const byName: Record<string, string> = {
    email: "portfolio.player@example.com",
    iban: "DE89370400440532013000",
    swiftCode: "DEUTDEFF",
    formtype: "SEPA",
    accountNumber: "12345678",
  };
  const details: Record<string, string> = {};
  for (const f of method.fields ?? []) {
    if (f.name === "amount" || !f.requiredNewPayment) continue;
    details[f.name] = byName[f.name] ?? "Portfolio Tester";
  }
  if (method.kind === "qr") details.pixKey = player.nationalId.replace(/\D/g, "");
  // A bank payout names the bank's state from getStateDetails of the player's country (spec §5).
  if (method.kind === "bank") details.bankState = player.bankState;
  return details;
}

interface Player {
  email: string;
  token: string;
  nationalId: string;
  bankState: string;
}

/** A fresh account (policies accepted) with `cash` as its withdrawable balance. */
async function freshPlayer(server: ServerClient, sandbox: SandboxControls, site: Site, cash: number): Promise<Player> {
  const email = await registerFreshAccount(server, site, "portfolio", { acceptPolicies: true });
  await sandbox.balance(email, { cash });
  await sandbox.readyToWithdraw(email);
  const { sessionToken } = await server.platformLogin(email, site.lang);
  const profile = await server.platform<{ nationalId?: string; country: string }>(
    "profile/getProfileBalanceCurrency",
    {},
    sessionToken,
  );
  const { states = [] } = await server.platform<{ states?: { code: string }[] }>(
    "profile/getStateDetails",
    { country: profile.country },
    sessionToken,
  );
  return { email, token: sessionToken, nationalId: profile.nationalId ?? "", bankState: states[0]?.code ?? "-NA-" };
}

async function post(server: ServerClient, player: Player, call: string, form: Record<string, string>) {
  const res = await server.platformPost(call, form, { sessionToken: player.token });
  const body = await res.json();
  expect(body, `${call}: ${JSON.stringify(body)}`).toMatchObject({ status: "SUCCESS" });
  return body as { txnId: string };
}

const key = () => `portfolio-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A deposit of `amount` by the brand's first callable method, paid (or failed by the bank). */
async function deposit(
  server: ServerClient,
  api: APIRequestContext,
  site: Site,
  player: Player,
  amount: number,
  outcome: "pay" | "fail" = "pay",
) {
  const method = depositMethod(site)!;
  const base = { paymentMethod: method.method, depositAmount: amountText(site, amount), idempotencyKey: key() };
  const { txnId } =
    method.kind === "card"
      ? await post(server, player, "makeCCPayment", {
          ...base,
          cardNumber: "4111111111111111",
          expiryMonth: "12",
          expiryYear: String(new Date().getUTCFullYear() + 2),
          cvv: "123",
          cardHolderName: "Portfolio Tester",
        })
      : await post(server, player, "makeWalletPayment", {
          ...base,
          txnType: "deposit-cashier",
          ...detailsFor(method, player),
        });
  const paid = await api.post(`${SERVER}/sandbox/controls/cashier/${outcome}`, {
    data: { site: site.brand.id, txnId, ...(outcome === "fail" ? { errorCode: "100100" } : {}) },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return txnId;
}

/** A pending withdrawal of `amount` by the brand's first cashout method without a saved card. */
async function withdraw(server: ServerClient, site: Site, player: Player, amount: number) {
  const method = cashoutMethod(site)!;
  const { txnId } = await post(server, player, "makeWalletWithdrawal", {
    paymentMethod: method.method,
    depositAmount: amountText(site, amount),
    idempotencyKey: key(),
    ...detailsFor(method, player),
  });
  return txnId;
}

async function cashOf(server: ServerClient, player: Player): Promise<number> {
  const profile = await server.platform<{ balanceDetails?: { withdrawableBalance: number } }>(
    "profile/getProfileBalanceCurrency",
    {},
    player.token,
  );
  return profile.balanceDetails!.withdrawableBalance;
}

async function openPortfolio(page: Page, site: Site, query = "") {
  await page.goto(`/${site.lang}/myaccount/cashier${query}`);
  if (site.javaScript) await waitForHydration(page);
}

const rows = (page: Page) => page.getByTestId("portfolio-row");

test.describe("portfolio", () => {
  test.beforeEach(({ site }) => {
    test.skip(!cashoutMethod(site), "the brand has no in-house cashout method without a saved card");
  });

  test("lists a deposit and a pending withdrawal with its payout clock, and filters them @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
    api,
  }) => {
    test.skip(!depositMethod(site), "the brand has no deposit method the sandbox pays by call");
    const min = withdrawMin(site);
    const player = await freshPlayer(server, sandbox, site, min * 5);
    const depositId = await deposit(server, api, site, player, min * 2);
    const withdrawalId = await withdraw(server, site, player, min);
    // An attempt the bank refused: listed with its state, its amount not in the balance.
    const failedId = await deposit(server, api, site, player, min * 3, "fail");
    await signIn(page, site, player.email, { landing: false });
    await openPortfolio(page, site);

    const pending = page.getByTestId("portfolio-pending-item");
    await expect(pending).toHaveCount(1);
    await expect(pending).toHaveAttribute("data-txn", withdrawalId);
    await expect(pending).toContainText(formatMoney(site, min));
    // The clock: requested now, payment expected limits.withdraw.payoutHours later.
    const clock = pending.getByTestId("portfolio-payout-clock");
    await expect(clock).toContainText(t("portfolio:pending.requested").split("{{date}}")[0].trim());
    await expect(clock).toContainText(t("portfolio:pending.expected").split("{{date}}")[0].trim());
    // A date that ends in "p. m." (es-CL) is not followed by a sentence's period.
    expect(await clock.innerText()).not.toContain("..");
    // Cash: 5 min + 2 min deposited − 1 min withdrawn.
    await expect(page.getByTestId("portfolio-cash")).toContainText(formatMoney(site, min * 6));

    await expect(rows(page)).toHaveCount(4);
    await expect(rows(page).nth(0)).toHaveAttribute("data-txn", failedId);
    await expect(rows(page).nth(0).getByTestId("portfolio-row-status")).toHaveText(t("portfolio:status.failed"));
    await expect(rows(page).nth(0).getByTestId("portfolio-row-attempt")).toHaveText(formatMoney(site, min * 3));
    await expect(rows(page).nth(0)).toContainText(t("portfolio:history.attempt"));
    await expect(rows(page).nth(1)).toHaveAttribute("data-txn", withdrawalId);
    await expect(rows(page).nth(1)).toContainText(`-${formatMoney(site, min)}`);
    await expect(rows(page).nth(2)).toHaveAttribute("data-txn", depositId);
    await expect(rows(page).nth(3)).toHaveAttribute("data-type", "POSITIVE_ADJUSTMENT");

    // The GET form: deposits only, then pending only.
    const filters = page.getByTestId("portfolio-filters");
    await filters.getByLabel(t("portfolio:filters.type")).selectOption("deposits");
    await filters.getByTestId("portfolio-apply").click();
    await expect(page).toHaveURL(/type=deposits/);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toHaveAttribute("data-txn", failedId);
    await expect(rows(page).nth(1)).toHaveAttribute("data-txn", depositId);
    await openPortfolio(page, site, "?status=pending");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveAttribute("data-txn", withdrawalId);
    await expect(page.getByLabel(t("portfolio:filters.status"))).toHaveValue("pending");
  });

  test("refuses custom dates the spec does not allow, and shows a valid range @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    const player = await freshPlayer(server, sandbox, site, withdrawMin(site) * 2);
    await signIn(page, site, player.email, { landing: false });
    await openPortfolio(page, site);
    const filters = page.getByTestId("portfolio-filters");
    const error = page.getByTestId("portfolio-date-error");
    const search = async (from: string, to: string) => {
      await filters.getByLabel(t("portfolio:filters.period")).selectOption("custom");
      await filters.getByLabel(t("portfolio:filters.from")).fill(from);
      await filters.getByLabel(t("portfolio:filters.to")).fill(to);
      await filters.getByTestId("portfolio-apply").click();
    };
    await search("2026-02-10", "2026-02-01");
    await expect(error).toHaveText(t("portfolio:filters.errors.endBeforeStart"));
    await expect(page.getByTestId("portfolio-history")).toHaveCount(0);
    await search("2024-01-01", "2025-06-30");
    await expect(error).toHaveText(t("portfolio:filters.errors.tooLong"));
    // The date inputs stop at today, so only the URL can ask for tomorrow.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await openPortfolio(page, site, `?period=custom&from=2026-01-01&to=${tomorrow}`);
    await expect(error).toHaveText(t("portfolio:filters.errors.future"));
    await openPortfolio(page, site, "?period=custom&from=2026-01-01");
    await expect(error).toHaveText(t("portfolio:filters.errors.datesTogether"));

    // Days as the player's zone counts them: the browser's once a page has run, else the brand's (ADR 074).
    const zone = site.javaScript
      ? await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
      : site.brand.config.timeZone;
    const day = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(at);
    const today = day(Date.now());
    const weekAgo = day(Date.now() - 6 * 86_400_000);
    await search(weekAgo, today);
    await expect(error).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);
  });

  test("pages through the history and downloads the filtered CSV @nojs", async ({ page, site, t, server, sandbox }) => {
    const min = withdrawMin(site);
    const player = await freshPlayer(server, sandbox, site, min * 20);
    // Eleven more balance changes: twelve adjustments, two pages of ten.
    for (let i = 1; i <= 11; i++) await sandbox.balance(player.email, { cash: min * (20 + i) });
    await signIn(page, site, player.email, { landing: false });
    await openPortfolio(page, site);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByTestId("portfolio-pager")).toContainText(
      t("portfolio:history.pageOf", { page: 1, pages: 2 }),
    );
    await page.getByTestId("portfolio-next").click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(2);
    await page.getByTestId("portfolio-prev").click();
    await expect(rows(page)).toHaveCount(10);

    // The browser downloads it (an attachment), named by the statement's range.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("portfolio-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

    // The same file as the player's session asks for it, with its headers.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const statement = (query = "") => server.get(`/${site.lang}/myaccount/cashier/statement${query}`, { cookie });
    const csv = await statement();
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toMatch(
      /^attachment; filename="statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text())
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(13);
    expect(lines[0]).toContain(t("portfolio:csv.amount"));
    expect(lines[1]).toContain(t("portfolio:types.POSITIVE_ADJUSTMENT"));
    // Split as the player's spreadsheet does: by ; where the brand's locale writes a decimal comma.
    const locale: string = site.brand.config.languages.intl[site.lang];
    const comma = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value === ",";
    const cells = lines[1].split(comma ? ";" : ",");
    const amount = min.toFixed(site.brand.config.currency.decimals);
    expect(cells.at(-2)).toBe(comma ? amount.replace(".", ",") : amount);
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The same filters as the page: withdrawals only gives the header line alone.
    const none = await statement("?type=withdrawals");
    expect(
      (await none.text())
        .replace(/^\ufeff/, "")
        .trim()
        .split("\r\n"),
    ).toHaveLength(1);
    // Bad dates are a 400 with the page's message, not a file.
    const bad = await statement("?from=2026-02-10&to=2026-02-01");
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toBe(t("portfolio:filters.errors.endBeforeStart"));
  });

  test("cancels a pending withdrawal once: the money comes back, a second submit changes nothing @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    const min = withdrawMin(site);
    const player = await freshPlayer(server, sandbox, site, min * 3);
    const txnId = await withdraw(server, site, player, min);
    expect(await cashOf(server, player)).toBe(min * 2);
    await signIn(page, site, player.email, { landing: false });
    await openPortfolio(page, site);
    await page.getByTestId("portfolio-pending-item").getByTestId("portfolio-cancel").click();
    await expect(page).toHaveURL(new RegExp(`/withdraw/cancelWithdrawal\\?txnId=${txnId}$`));
    const confirmPage = page.getByTestId("portfolio-cancel-page");
    await expect(confirmPage).toHaveAttribute("data-state", "pending");
    await expect(confirmPage).toContainText(formatMoney(site, min));
    await confirmPage.getByTestId("portfolio-cancel-confirm").click();

    await expect(page).toHaveURL(new RegExp(`/withdraw/confirmCancelWithdraw\\?txnId=${txnId}$`));
    await expect(page.getByTestId("portfolio-cancel-page")).toHaveAttribute("data-state", "cancelled");
    await expect(page.getByTestId("portfolio-cancel-message")).toHaveText(t("portfolio:cancel.states.cancelled"));
    expect(await cashOf(server, player)).toBe(min * 3);

    // The same form again (back, and submit once more): the platform cancels nothing twice.
    await page.goBack();
    await page.getByTestId("portfolio-cancel-page").waitFor();
    if (await page.getByTestId("portfolio-cancel-confirm").count())
      await page.getByTestId("portfolio-cancel-confirm").click();
    await expect(page.getByTestId("portfolio-cancel-page")).toHaveAttribute("data-state", "cancelled");
    expect(await cashOf(server, player)).toBe(min * 3);

    await page.getByTestId("portfolio-cancel-back").click();
    await expect(page.getByTestId("portfolio-pending-item")).toHaveCount(0);
    await expect(page.getByTestId("header-balance")).toHaveText(formatMoney(site, min * 3));
    await expect(page.getByTestId("portfolio-cash")).toContainText(formatMoney(site, min * 3));
    await page.goto(`/${site.lang}/myaccount/cashier?type=cancelled`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveAttribute("data-txn", txnId);
  });

  test("a withdrawal approved while the player was asked cannot be cancelled, and says so @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
    api,
  }) => {
    const min = withdrawMin(site);
    const player = await freshPlayer(server, sandbox, site, min * 3);
    const txnId = await withdraw(server, site, player, min);
    await signIn(page, site, player.email, { landing: false });
    await page.goto(`/${site.lang}/withdraw/cancelWithdrawal?txnId=${txnId}`);
    await expect(page.getByTestId("portfolio-cancel-page")).toHaveAttribute("data-state", "pending");
    if (site.javaScript) await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
    const approved = await api.post(`${SERVER}/sandbox/controls/cashier/withdrawal/approve`, {
      data: { site: site.brand.id, txnId },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    // With JavaScript the approval's push turns the page to "paid" by itself; without, the
    // confirm posts and the answer says why it cannot be cancelled.
    if (!site.javaScript) await page.getByTestId("portfolio-cancel-confirm").click();
    await expect(page.getByTestId("portfolio-cancel-page")).toHaveAttribute("data-state", "paid");
    await expect(page.getByTestId("portfolio-cancel-message")).toHaveText(t("portfolio:cancel.states.paid"));
    expect(await cashOf(server, player)).toBe(min * 2);
  });

  test("a rejected withdrawal shows its state and the operator's reason @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
    api,
  }) => {
    const min = withdrawMin(site);
    const player = await freshPlayer(server, sandbox, site, min * 3);
    const txnId = await withdraw(server, site, player, min);
    const reason = "Payout details do not match the account holder";
    const rejected = await api.post(`${SERVER}/sandbox/controls/cashier/withdrawal/reject`, {
      data: { site: site.brand.id, txnId, reason },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
    await signIn(page, site, player.email, { landing: false });
    await openPortfolio(page, site, "?type=withdrawals");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).getByTestId("portfolio-row-status")).toHaveText(t("portfolio:status.rejected"));
    await expect(rows(page).getByTestId("portfolio-row-reason")).toHaveText(t("portfolio:history.reason", { reason }));
    // The money came back: the rejection is listed as a returned withdrawal.
    await openPortfolio(page, site, "?type=cancelled");
    await expect(rows(page)).toHaveAttribute("data-txn", txnId);
    await expect(page.getByTestId("portfolio-cash")).toContainText(formatMoney(site, min * 3));
  });

  test("changes made elsewhere show live: a cancel's money, an approval's state", async ({
    page,
    site,
    t,
    server,
    sandbox,
    api,
  }) => {
    test.skip(!site.javaScript, "live pushes need JavaScript");
    const min = withdrawMin(site);
    const player = await freshPlayer(server, sandbox, site, min * 4);
    const cancelled = await withdraw(server, site, player, min);
    const approved = await withdraw(server, site, player, min);
    await signIn(page, site, player.email, { landing: false });
    await openPortfolio(page, site);
    await expect(page.getByTestId("portfolio-cash")).toContainText(formatMoney(site, min * 2));
    await expect(page.getByTestId("portfolio-pending-item")).toHaveCount(2);

    // PushRealBalance: the cash, as in the header.
    await post(server, player, "Cashier/revertWithdrawal", { txnId: cancelled, idempotencyKey: key() });
    await expect(page.getByTestId("portfolio-cash")).toContainText(formatMoney(site, min * 3));
    await expect(page.getByTestId("header-balance")).toHaveText(formatMoney(site, min * 3));
    // PushTransactionStatusToUser: the lists are read again.
    const res = await api.post(`${SERVER}/sandbox/controls/cashier/withdrawal/approve`, {
      data: { site: site.brand.id, txnId: approved },
    });
    expect(res.status(), await res.text()).toBe(200);
    await expect(page.getByTestId("portfolio-pending-item")).toHaveCount(0);
    const row = rows(page).and(page.locator(`[data-txn="${approved}"]`));
    await expect(row.getByTestId("portfolio-row-status")).toHaveText(t("portfolio:status.completed"));
  });

  test("the payout clock counts down while the page stays open", async ({ page, site, t, server, sandbox }) => {
    test.skip(!site.javaScript, "the countdown runs in the browser");
    const min = withdrawMin(site);
    const player = await freshPlayer(server, sandbox, site, min * 2);
    await withdraw(server, site, player, min);
    await signIn(page, site, player.email);
    await page.clock.install();
    await openPortfolio(page, site);
    const clock = page.getByTestId("portfolio-payout-clock");
    const hours = site.brand.config.limits.withdraw.payoutHours as number;
    const leftText = (minutes: number) =>
      minutes >= 60
        ? t("portfolio:pending.leftHours", {
            hours: Math.floor(minutes / 60),
            minutes: String(minutes % 60).padStart(2, "0"),
          })
        : t("portfolio:pending.leftMinutes", { minutes });
    await page.clock.fastForward("30:00");
    // Requested moments ago: 30 minutes on, what is left is the payout time less 30 or 31 minutes.
    const expected = [hours * 60 - 30, hours * 60 - 31].map(leftText);
    await expect(clock).toContainText(
      new RegExp(expected.map((e) => e.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")),
    );
  });

  test("writes dates in the player's time zone: the browser's, else the brand's @nojs", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    // The balance set is a positive adjustment: one row to read.
    const player = await freshPlayer(server, sandbox, site, 10 * withdrawMin(site));
    await signIn(page, site, player.email);
    const note = page.getByTestId("portfolio-zone");
    if (site.javaScript) {
      // A page that ran tells the server the browser's zone; the next page is written in it.
      const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const tzCookie = async () => (await page.context().cookies()).find((c) => c.name === "tz")?.value;
      await expect.poll(tzCookie).toBe(encodeURIComponent(browserZone));
      await openPortfolio(page, site);
      await expect(note).toContainText(`(${browserZone})`);
    } else {
      await openPortfolio(page, site);
      await expect(note).toContainText(`(${site.brand.config.timeZone})`);
    }
    // The same moment in two zones 19 hours apart: the row says each zone's own time.
    const dateIn = async (zone: string) => {
      await page.context().addCookies([{ name: "tz", value: encodeURIComponent(zone), url: site.origin }]);
      await openPortfolio(page, site);
      await expect(note).toContainText(`(${zone})`);
      return rows(page).first().locator("td").first().innerText();
    };
    expect(await dateIn("Asia/Tokyo")).not.toBe(await dateIn("Pacific/Honolulu"));
  });

  test("a guest logs in first and comes back to the portfolio from the bottom-nav Wallet; the account menu links it @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    const player = await freshPlayer(server, sandbox, site, withdrawMin(site));
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${site.lang}`);
    const bottom = page.getByRole("navigation", { name: t("shell:nav.bottom") });
    await bottom.getByRole("link", { name: t("shell:nav.wallet"), exact: true }).click();
    const modal = page.locator('[data-modal="login"]');
    await expect(modal).toBeVisible();
    await modal.locator('input[name="emailId"]').fill(player.email);
    await modal.locator('input[name="password"]').fill("Sandbox123");
    await modal.getByTestId("login-submit").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount/cashier$`));
    await expect(page.getByTestId("portfolio-page")).toBeVisible();
    await expect(bottom.getByRole("link", { name: t("shell:nav.wallet"), exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The account menu leads here too.
    await page.goto(`/${site.lang}/myaccount`);
    await page.getByTestId("account-link-portfolio").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount/cashier$`));
    await expect(page.getByRole("heading", { level: 1, name: t("account:portfolio.title") })).toBeVisible();
  });

  test("a platform that fails shows the branded error, the rest of the page stays @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    const player = await freshPlayer(server, sandbox, site, withdrawMin(site));
    await signIn(page, site, player.email);
    await sandbox.inject({ path: "Report/getTransactionHistory", httpStatus: 500, email: player.email });
    await openPortfolio(page, site);
    await expect(page.getByTestId("portfolio-error")).toContainText(t("portfolio:error.title"));
    await expect(page.getByTestId("portfolio-balances")).toBeVisible();
    await expect(page.getByTestId("portfolio-pending")).toContainText(t("portfolio:pending.none"));
    // The failure was one answer: trying again shows the history.
    await page.getByTestId("portfolio-retry").click();
    await expect(page.getByTestId("portfolio-error")).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);
  });
});
