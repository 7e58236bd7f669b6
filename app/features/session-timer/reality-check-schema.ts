import { z } from "zod";

/** Reality check: one of brand.limits.realityCheckHours (0 = off). */
export function realityCheckSchema(options: readonly number[]) {
  return z.object({
    hours: z
      .number({
        required_error: "account:realityCheck.errors.required",
        invalid_type_error: "account:realityCheck.errors.required",
      })
      .refine((value) => options.includes(value), "account:realityCheck.errors.required"),
  });
}
