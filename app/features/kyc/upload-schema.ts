import { z, type RefinementCtx } from "zod";
import { filesRule } from "~/forms/zod-rules";
import type { UploadLimits } from "./documents-upload.server";

/**
 * The upload forms' zod schemas (ADR 101): the same ones for conform in the browser and for the
 * actions. A file problem's message is its UploadProblem name, which the form's summary says.
 */

/** The types the picker offers; the server then checks the bytes (documents-upload.server.ts). */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;

export type FileLimits = Pick<UploadLimits, "maxFiles" | "maxFileBytes">;

/** The files of the form (spec §5 uploads) at `files`, after the fields' own issues. */
export function checkFiles(limits: FileLimits) {
  const rule = filesRule({
    keys: { required: "noFile", tooMany: "tooManyFiles", tooLarge: "fileTooLarge", type: "fileType" },
    maxFiles: limits.maxFiles,
    maxFileBytes: limits.maxFileBytes,
    types: UPLOAD_TYPES,
  });
  return (ctx: RefinementCtx, value: unknown) => {
    const parsed = rule.safeParse(value);
    if (!parsed.success) ctx.addIssue({ code: "custom", path: ["files"], message: parsed.error.issues[0].message });
  };
}

/** Identity or address proof: one of the category's docTypes, and with `limits` the files; gives the platform's fields. */
export function documentSchema(docTypes: readonly string[], limits?: FileLimits) {
  const files = limits ? checkFiles(limits) : undefined;
  return z
    .object({ docType: z.string().optional() })
    .catchall(z.unknown())
    .superRefine((values, ctx) => {
      if (!docTypes.includes(values.docType ?? ""))
        ctx.addIssue({ code: "custom", path: ["docType"], message: "documents.errors.docType" });
      files?.(ctx, values.files);
    })
    .transform((values): Record<string, string> => ({ docType: values.docType ?? "" }));
}
