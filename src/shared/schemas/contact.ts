import { z } from "zod";
import { CONTACT } from "../constants";

// The contact form (spec.md §5, design.md §6 POST /api/contact), validated alike by the page and the server.

const required = (field: string) => `${field} is required`;

export const contactMessageSchema = z.object({
  name: z
    .string(required("Name"))
    .trim()
    .min(1, required("Name"))
    .max(CONTACT.nameMaxChars, `Name must be at most ${CONTACT.nameMaxChars} characters`),
  email: z
    .string(required("Email"))
    .trim()
    .min(1, required("Email"))
    .max(320, "Email must be at most 320 characters")
    .pipe(z.email("Please enter a valid e-mail address")),
  message: z
    .string(required("Message"))
    .trim()
    .min(1, required("Message"))
    .max(CONTACT.messageMaxChars, `Message must be at most ${CONTACT.messageMaxChars} characters`),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactFields = ["name", "email", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** The answer to an accepted message. */
export const contactResponseSchema = z.object({ ok: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
