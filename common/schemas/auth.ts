/** @file Sign-in input: the same schema validates the login form and POST /api/auth/login. */
import { z } from "zod";

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().email("Bitte eine gültige E-Mail-Adresse angeben").max(254),
  password: z.string().min(1, "Bitte das Passwort eingeben").max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
