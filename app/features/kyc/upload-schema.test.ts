import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { documentSchema } from "./upload-schema";
import { problemOfErrors } from "./upload-problem";

const limits = { maxFiles: 2, maxFileBytes: 10 };
const png = (name = "a.png", size = 4, type = "image/png") => new File([new Uint8Array(size)], name, { type });

function check(entries: [string, string | File][]) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  const submission = parseWithZod(body, { schema: documentSchema(["PASSPORT", "ID_CARD"], limits) });
  return { ...submission, error: submission.status === "error" ? submission.error : undefined };
}

describe("documentSchema: one schema for the browser and the action", () => {
  it("gives the platform's fields for a known docType and good files", () => {
    const submission = check([
      ["docType", "PASSPORT"],
      ["files", png()],
    ]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ docType: "PASSPORT" });
  });

  it("refuses a docType the category does not offer, with the page's key", () => {
    const submission = check([
      ["docType", "NOPE"],
      ["files", png()],
    ]);
    expect(submission.error).toEqual({ docType: ["documents.errors.docType"] });
  });

  it("says each file problem by its summary's name (spec §5 uploads)", () => {
    const files = (...list: File[]) =>
      check([["docType", "ID_CARD"], ...list.map((f) => ["files", f] as [string, File])]);
    expect(files(new File([], "", { type: "application/octet-stream" })).error).toEqual({ files: ["noFile"] });
    expect(files(png(), png(), png()).error).toEqual({ files: ["tooManyFiles"] });
    expect(files(png("big.png", 11)).error).toEqual({ files: ["fileTooLarge"] });
    expect(files(png("a.txt", 4, "text/plain")).error).toEqual({ files: ["fileType"] });
  });
});

describe("problemOfErrors: the summary of a refused form", () => {
  it("is 'invalid' when a field is refused, else the files' or the form's problem", () => {
    expect(problemOfErrors({})).toBeUndefined();
    expect(problemOfErrors({ docType: ["documents.errors.docType"], files: ["noFile"] })).toBe("invalid");
    expect(problemOfErrors({ files: ["fileType"] })).toBe("fileType");
    expect(problemOfErrors({ "": ["quotaFiles"] })).toBe("quotaFiles");
  });
});
