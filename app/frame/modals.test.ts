import { describe, expect, it } from "vitest";
import { loadAllModals, loadedModal, loadModal, openModalName } from "./modals";

describe("modals load on demand (ADR 022)", () => {
  it("has nothing until a modal is loaded, then the same component every time", async () => {
    expect(loadedModal("forgot")).toBeUndefined();
    const component = await loadModal("forgot");
    expect(typeof component).toBe("function");
    expect(loadedModal("forgot")).toBe(component);
    expect(await loadModal("forgot")).toBe(component);
  });

  it("refuses a name it does not know", async () => {
    await expect(loadModal("no-such-modal")).rejects.toThrow("unknown modal");
    expect(loadedModal("no-such-modal")).toBeUndefined();
  });

  it("loads every modal for the server's render", async () => {
    await loadAllModals();
    for (const name of [
      "register",
      "restricted-registration",
      "login",
      "forgot",
      "reset",
      "suspended",
      "game-info",
      "play-summary",
      "deposit",
    ]) {
      expect(loadedModal(name), name).toBeTypeOf("function");
    }
  });

  it("reads the modal from ?modal= first, then from a trigger parameter", () => {
    expect(openModalName("?modal=register&quicklogin=1")).toBe("register");
    expect(openModalName("?quicklogin=1")).toBe("login");
    expect(openModalName("?resetPasswordToken=abc")).toBe("reset");
    expect(openModalName("?modal=unknown")).toBeNull();
    expect(openModalName("")).toBeNull();
  });

  it("opens the deposit on spec §2's deposit=true and source=website&service=deposit", () => {
    expect(openModalName("?deposit=true")).toBe("deposit");
    expect(openModalName("?source=website&service=deposit&amount=50&step=2")).toBe("deposit");
    expect(openModalName("?service=deposit")).toBeNull();
    expect(openModalName("?modal=login&amount=50&deposit=true")).toBe("login");
  });

  it("opens the withdrawal on spec §2's withdraw=true, after ?modal= (the KYC modal it opens keeps it out)", () => {
    expect(openModalName("?withdraw=true")).toBe("withdraw");
    expect(openModalName("?withdraw=false")).toBeNull();
    expect(openModalName("?modal=kyc-verify&withdraw=true")).toBe("kyc-verify");
  });
});
