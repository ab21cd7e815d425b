/** @file Sign-in and password-change input: the same schemas validate the forms and /api/auth/*. */
import { z } from "zod";
import { passwordProblem } from "../password";

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().email("Bitte eine gültige E-Mail-Adresse angeben").max(254),
  password: z.string().min(1, "Bitte das Passwort eingeben").max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;

/**
 * POST /api/auth/password: the signed-in user replaces their password (e.g. the temporary one from an admin).
 * 204 with a fresh session cookie; every other session of the account ends. 400 with details.fields for a wrong
 * current password or a weak new one; 429 like sign-in after too many wrong current passwords.
 */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, "Bitte das aktuelle Passwort eingeben").max(200),
    new_password: z.string().superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  })
  .refine((v) => v.new_password !== v.current_password, {
    path: ["new_password"],
    message: "Das neue Passwort muss sich vom aktuellen unterscheiden.",
  });
