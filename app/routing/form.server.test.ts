import { describe, expect, it } from "vitest";
import { readForm } from "./form.server";

const post = (body: string, type: string) =>
  new Request("http://site.example/pb/session", { method: "POST", body, headers: { "Content-Type": type } });

describe("readForm", () => {
  it("reads an url-encoded and a multipart form, and Conform's intent as Conform writes it", async () => {
    const intent = JSON.stringify({ type: "validate", payload: { name: "cpf" } });
    const form = await readForm(post(`__intent__=${encodeURIComponent(intent)}`, "application/x-www-form-urlencoded"));
    expect(form.get("__intent__")).toBe(intent);
    expect((await readForm(post("intent=continue", "application/x-www-form-urlencoded"))).get("intent")).toBe(
      "continue",
    );
    const multipart = '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncontinue\r\n--b--\r\n';
    expect((await readForm(post(multipart, "multipart/form-data; boundary=b"))).get("intent")).toBe("continue");
  });

  it("answers a body that is not what its Content-Type says with a 400 Response, not an error", async () => {
    for (const request of [
      post("intent=continue", "multipart/form-data; boundary=----fuzz"),
      post("intent=continue", "multipart/form-data"),
      // Conform's own fields carry JSON; anything else would make parseWithZod throw.
      post("__intent__=NaN", "application/x-www-form-urlencoded"),
      post("__intent__=javascript%3Aalert(1)", "application/x-www-form-urlencoded"),
      post("__state__=%7B&cpf=1", "application/x-www-form-urlencoded"),
      post("__intent__=99999999999999999999999", "application/x-www-form-urlencoded"),
      post("__intent__=%5B%5D", "application/x-www-form-urlencoded"),
      post(`__intent__=${encodeURIComponent('{"type":"validate"}')}&__intent__=2`, "application/x-www-form-urlencoded"),
    ]) {
      const thrown = await readForm(request).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
    }
  });
});
