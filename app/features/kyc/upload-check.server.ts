import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { z, ZodTypeAny } from "zod";
import { FILE_FIELD, type ParsedUpload, type UploadProblem } from "./documents-upload.server";

/** A refusal of an upload form: the summary's problem, and conform's reply for the form. */
export interface UploadRefusal {
  problem: UploadProblem | "platform" | "invalid";
  result: SubmissionResult<string[]>;
}

const FILE_PROBLEMS: readonly string[] = ["noFile", "tooManyFiles", "fileTooLarge", "fileType"];

/** The form as conform reads it: the text fields, and the files that passed readUpload's checks. */
function formDataOf(upload: ParsedUpload): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) body.append(name, value);
  if (upload.ok)
    for (const file of upload.files)
      body.append(FILE_FIELD, new File([file.bytes as BlobPart], file.filename, { type: file.contentType }));
  return body;
}

/**
 * An upload through the form's zod schema (ADR 101), the browser's check again: the fields first
 * (a refusal is "invalid"), then readUpload's problem with the files, else the schema's value.
 * `refuse` answers a later refusal (quota, platform) on the same submission.
 */
export function checkUpload<S extends ZodTypeAny>(upload: ParsedUpload, schema: S) {
  const submission = parseWithZod(formDataOf(upload), { schema });
  const fileProblem = upload.ok ? undefined : upload.problem;
  const refuse = (problem: UploadRefusal["problem"]): UploadRefusal => {
    const files = fileProblem ?? (FILE_PROBLEMS.includes(problem) ? problem : undefined);
    return {
      problem,
      result: submission.reply({
        ...(files ? { fieldErrors: { [FILE_FIELD]: [files] } } : {}),
        ...(problem === "invalid" || problem === files ? {} : { formErrors: [problem] }),
      }),
    };
  };
  const errors = submission.status === "error" ? (submission.error ?? {}) : {};
  const fieldRefused = Object.entries(errors).some(([name, messages]) => name !== FILE_FIELD && messages?.length);
  if (fieldRefused) return { ok: false as const, ...refuse("invalid") };
  if (!upload.ok) return { ok: false as const, ...refuse(upload.problem) };
  if (submission.status !== "success") {
    const files = errors[FILE_FIELD]?.[0];
    return {
      ok: false as const,
      ...refuse(files && FILE_PROBLEMS.includes(files) ? (files as UploadProblem) : "invalid"),
    };
  }
  return { ok: true as const, value: submission.value as z.output<S>, files: upload.files, refuse };
}
