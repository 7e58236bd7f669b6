import { describe, expect, it } from "vitest";
import { readUpload, sanitiseFilename, sniffType } from "./documents-upload.server";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]);
const PDF = new TextEncoder().encode("%PDF-1.7\n");
const limits = { maxFileBytes: 64, maxFiles: 2 };

function uploadRequest(
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append("files", new File([file.bytes], file.name, { type: file.type }));
  return new Request("http://site.test/en/myaccount/documents/identity", { method: "POST", body: form });
}

describe("sniffType: the type is the bytes, not the name", () => {
  it("knows JPEG, PNG and PDF by their first bytes", () => {
    expect(sniffType(JPEG)).toBe("image/jpeg");
    expect(sniffType(PNG)).toBe("image/png");
    expect(sniffType(PDF)).toBe("application/pdf");
  });
  it("refuses text, a truncated signature and an empty file", () => {
    expect(sniffType(new TextEncoder().encode("hello, I am a png"))).toBeNull();
    expect(sniffType(PNG.slice(0, 4))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });
});

describe("sanitiseFilename", () => {
  it("keeps the last segment, drops accents and odd characters, and uses the real type's extension", () => {
    expect(sanitiseFilename("C:\\Users\\me\\passé port.exe", "image/png")).toBe("passe port.png");
    expect(sanitiseFilename("../../etc/<script>.pdf", "application/pdf")).toBe("script.pdf");
    expect(sanitiseFilename("", "image/jpeg")).toBe("document.jpg");
    expect(sanitiseFilename(`${"a".repeat(300)}.png`, "image/png")).toHaveLength(94);
  });
});

describe("readUpload: our checks before the platform", () => {
  it("returns the fields and the checked files with safe names", async () => {
    const result = await readUpload(
      uploadRequest({ docType: "PASSPORT" }, [{ name: "id card.txt", type: "text/plain", bytes: PNG }]),
      limits,
    );
    expect(result).toMatchObject({ ok: true, fields: { docType: "PASSPORT" } });
    if (!result.ok) throw new Error("refused");
    expect(result.files).toHaveLength(1);
    expect(result.files[0]).toMatchObject({ field: "files", filename: "id card.png", contentType: "image/png" });
    expect(Array.from(result.files[0].bytes)).toEqual(Array.from(PNG));
  });
  it("refuses a .png that is really text, keeping the fields", async () => {
    const text = new TextEncoder().encode("not an image");
    const result = await readUpload(
      uploadRequest({ docType: "ID_CARD" }, [{ name: "photo.png", type: "image/png", bytes: text }]),
      limits,
    );
    expect(result).toEqual({ ok: false, problem: "fileType", fields: { docType: "ID_CARD" } });
  });
  it("refuses a file over the cap and too many files", async () => {
    const big = new Uint8Array(65);
    big.set(PNG);
    expect(
      await readUpload(uploadRequest({}, [{ name: "a.png", type: "image/png", bytes: big }]), limits),
    ).toMatchObject({
      ok: false,
      problem: "fileTooLarge",
    });
    const three = [PNG, JPEG, PDF].map((bytes, i) => ({ name: `f${i}`, type: "", bytes }));
    expect(await readUpload(uploadRequest({}, three), limits)).toMatchObject({ ok: false, problem: "tooManyFiles" });
  });
  it("takes a file at exactly the cap", async () => {
    const exact = new Uint8Array(64);
    exact.set(JPEG);
    expect(await readUpload(uploadRequest({}, [{ name: "a.jpg", type: "", bytes: exact }]), limits)).toMatchObject({
      ok: true,
    });
  });
  it("refuses an oversized text field or too many fields as a form that is not ours", async () => {
    const long = await readUpload(
      uploadRequest({ docType: "x".repeat(5000) }, [{ name: "a.png", type: "", bytes: PNG }]),
      limits,
    );
    expect(long).toMatchObject({ ok: false, problem: "badForm" });
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, "1"]));
    expect(await readUpload(uploadRequest(many, [{ name: "a.png", type: "", bytes: PNG }]), limits)).toMatchObject({
      ok: false,
      problem: "badForm",
    });
  });
  it("answers noFile when nothing was chosen (the browser's empty file part)", async () => {
    const result = await readUpload(
      uploadRequest({ docType: "PASSPORT" }, [{ name: "", type: "application/octet-stream", bytes: new Uint8Array() }]),
      limits,
    );
    expect(result).toMatchObject({ ok: false, problem: "noFile" });
  });
});
