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
/** A new password that meets the staff password rule (common/password.ts). */
const newPassword = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, "Bitte das aktuelle Passwort eingeben").max(200),
    new_password: newPassword,
  })
  .refine((v) => v.new_password !== v.current_password, {
    path: ["new_password"],
    message: "Das neue Passwort muss sich vom aktuellen unterscheiden.",
  });

/**
 * POST /api/auth/setup: the first admin account of a fresh installation, with the one-time setup token that
 * `npm start` prints (SETUP_TOKEN). 201 { user } and a session; 403 setup_token_invalid; 409 setup_done once any
 * staff account exists. GET /api/auth/setup -> { needed, token_configured }.
 */
export const setupSchema = z.object({
  token: z.string().trim().min(1, "Bitte den Einrichtungscode angeben").max(200),
  name: z.string().trim().min(1, "Bitte einen Namen angeben").max(120, "Höchstens 120 Zeichen"),
  email: loginSchema.shape.email,
  password: newPassword,
});

export type SetupInput = z.input<typeof setupSchema>;
