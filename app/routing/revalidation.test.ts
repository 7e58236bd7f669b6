import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "./revalidation";
import { shouldRevalidate as rootShouldRevalidate } from "~/root";

const url = (p: string) => new URL(`http://solbet.localhost${p}`);
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};
const args = (over: Partial<Parameters<typeof shouldRevalidate>[0]> = {}) =>
  ({
    currentUrl: url("/pb"),
    nextUrl: url("/pb"),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...over,
  }) as Parameters<typeof shouldRevalidate>[0];

describe("revalidation after posts", () => {
  it("skips every loader after a registration field check, root included", () => {
    for (const intent of ["validateCpf", "checkEmail", "checkPhone"]) {
      const check = args({ formMethod: "POST", formAction: "/pb/register/step1", formData: form({ intent, js: "1" }) });
      expect(shouldRevalidate(check), intent).toBe(false);
      expect(rootShouldRevalidate(check), intent).toBe(false);
    }
  });

  it("keeps Remix's rules for every other post (registering, logging in) and for navigations", () => {
    const register = args({
      formMethod: "POST",
      formAction: "/pb/register/step1",
      formData: form({ intent: "register" }),
    });
    expect(shouldRevalidate(register)).toBe(true);
    expect(rootShouldRevalidate(register)).toBe(true);
    expect(shouldRevalidate(args({ formMethod: "POST", formData: form({ emailId: "a@b.c" }) }))).toBe(true);
    expect(shouldRevalidate(args({ defaultShouldRevalidate: false }))).toBe(false);
    // The root also re-reads the shell on every change of page (ADR 009).
    expect(rootShouldRevalidate(args({ defaultShouldRevalidate: false, nextUrl: url("/pb/jogos") }))).toBe(true);
  });

  it("is exported by every page route, so a field check on any page re-reads nothing", () => {
    const dir = path.resolve(__dirname, "../routes");
    const pages = readdirSync(dir).filter((file) => /export default/.test(readFileSync(path.join(dir, file), "utf8")));
    expect(pages.length).toBeGreaterThan(20);
    const missing = pages.filter(
      (file) =>
        !/export \{ shouldRevalidate \} from "~\/routing\/revalidation"/.test(
          readFileSync(path.join(dir, file), "utf8"),
        ),
    );
    expect(missing).toEqual([]);
  });
});
