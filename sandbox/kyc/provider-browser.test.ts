import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { existsSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { chromium, type Browser } from "@playwright/test";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";

// The camera path needs a real browser: the page is framed from another origin (a brand's site
// on localhost) and asks the fake camera for a frame, as a player's browser would.
const CHROMIUM = "/usr/bin/chromium-headless-shell";
const brand = readdirSync("brands")
  .sort()
  .find((id) => siteFromBrand(id).kyc)!;
const site = siteFromBrand(brand);

describe.skipIf(!existsSync(CHROMIUM))("the stand-in provider in a browser", () => {
  let t: TestSandbox;
  let framer: Server;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestSandbox([site]);
    const app = express().get("/", (req, res) => {
      res
        .type("html")
        .send(
          `<!doctype html><iframe id="kyc" src="${String(req.query.src)}" allow="camera; microphone" style="width:400px;height:700px"></iframe>`,
        );
    });
    framer = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    framer?.close();
    await t?.close();
  });

  it("is framed cross-origin, takes the document from the camera and the selfie from the sample", async () => {
    const token = (await t.call("login", { emailId: `precheck-kycnew@${brand}.test`, password: "Sandbox123" })).body
      .sessionToken;
    const { url } = (
      await t.call("profile/initiateThirdPartyKYC", { thirdPartyAPI: site.kyc!.thirdPartyApi }, { token })
    ).body;
    const page = await browser.newPage();
    try {
      // the site on localhost, the provider on 127.0.0.1: two origins, as in ADR 021
      const port = (framer.address() as AddressInfo).port;
      await page.goto(
        `http://localhost:${port}/?src=${encodeURIComponent(`${t.base}${url.replace("language=pb", "language=en")}`)}`,
      );
      const frame = page.frameLocator("#kyc");
      await frame.getByRole("button", { name: "Use my camera" }).click();
      await frame.getByRole("button", { name: "Take photo" }).click();
      await frame.getByRole("button", { name: "Use the sample image" }).click();
      await expect.poll(() => frame.locator("[data-kyc-done]").count(), { timeout: 10_000 }).toBe(1);
    } finally {
      await page.close();
    }
    const [row] = await t.db.query<{ d: string; s: string; o: string }>(
      "select document_source as d, selfie_source as s, outcome as o from kyc_sessions order by created_at desc limit 1",
    );
    expect(row).toEqual({ d: "camera", s: "sample", o: "approvedSuccess" });
    expect((await t.call("profile/getUserKYCDetails", undefined, { token })).body.kycLevel).toBe("KYC_2");
  }, 60_000);
});
