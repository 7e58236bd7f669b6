import { z } from "zod";

/** The favourite toggle form (spec §4): the game and its current state; the new state is the opposite. */
export const favouriteToggleSchema = z.object({
  gameCode: z
    .string({ required_error: "games:favourite.error" })
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,80}$/, "games:favourite.error"),
  favourite: z.enum(["true", "false"], { errorMap: () => ({ message: "games:favourite.error" }) }),
  redirectTo: z.string().optional(),
});
