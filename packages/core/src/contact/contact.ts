import { z } from '../common/zod';
import { emailField, requiredText } from '../common/fields';

export const contactRequest = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const CONTACT_SUCCESS = 'Your message has been sent. We will get back to you soon!';
export const CONTACT_BANNER =
  "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_FAILURE = 'Failed to send message. Please try again later.';
