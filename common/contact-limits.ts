/** @file Length limits of the contact form's fields: the form's maxLength and the server's zod schema (common/schemas/contact.ts). */
export const CONTACT_LIMITS = { name: 200, email: 254, phone: 50, subject: 200, message: 5000 } as const;
