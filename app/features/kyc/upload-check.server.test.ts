import { describe, expect, it } from "vitest";
import type { ParsedUpload } from "./documents-upload.server";
import { checkUpload } from "./upload-check.server";
import { documentSchema } from "./upload-schema";

const schema = documentSchema(["PASSPORT"], { maxFiles: 2, maxFileBytes: 100 });
const file = { field: "files", filename: "a.png", contentType: "image/png", bytes: new Uint8Array(8) };
const good: ParsedUpload = { ok: true, fields: { docType: "PASSPORT" }, files: [file] };

describe("checkUpload: the form's schema again in the action", () => {
  it("gives the platform's fields and the checked files", () => {
    const checked = checkUpload(good, schema);
    expect(checked).toMatchObject({ ok: true, value: { docType: "PASSPORT" }, files: [file] });
  });

  it("answers a refused field as 'invalid' with conform's reply, before readUpload's problem", () => {
    const checked = checkUpload({ ok: false, problem: "fileType", fields: { docType: "NOPE" } }, schema);
    expect(checked).toMatchObject({
      ok: false,
      problem: "invalid",
      result: { status: "error", error: { docType: ["documents.errors.docType"], files: ["fileType"] } },
    });
  });

  it("says readUpload's problem at the files, and a later refusal at the form", () => {
    const checked = checkUpload({ ok: false, problem: "fileTooLarge", fields: { docType: "PASSPORT" } }, schema);
    expect(checked).toMatchObject({ problem: "fileTooLarge", result: { error: { files: ["fileTooLarge"] } } });
    const sent = checkUpload(good, schema);
    expect(sent.ok && sent.refuse("quotaFiles")).toMatchObject({
      problem: "quotaFiles",
      result: { status: "error", error: { "": ["quotaFiles"] } },
    });
  });
});
