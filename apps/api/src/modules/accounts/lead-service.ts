import type { z } from 'zod';
import type { demoRequest, waitlistRequest } from '@oja/contracts';
import { type AccountsContext, normalizePhone } from './accounts-context.ts';
import { leadRepository } from './lead-repository.ts';

/** Joining twice is not an error: the second call finds the first entry. */
export async function joinWaitlist(ctx: AccountsContext, input: z.infer<typeof waitlistRequest>) {
  return leadRepository.joinWaitlist(ctx.db, {
    email: input.email,
    name: input.name || null,
    businessName: input.businessName || null,
    phone: input.phone ? normalizePhone(input.phone) : null,
  });
}

/** Records the request and confirms it to the requester by email. */
export async function requestDemo(ctx: AccountsContext, input: z.infer<typeof demoRequest>) {
  const receipt = await leadRepository.insertDemoRequest(ctx.db, {
    name: input.name,
    email: input.email,
    phone: input.phone ? normalizePhone(input.phone) : null,
    businessName: input.businessName || null,
    message: input.message || null,
    preferredDate: input.preferredDate ?? null,
  });
  const when = input.preferredDate ? ` We will aim for ${input.preferredDate}.` : '';
  await ctx.mailer.send({
    channel: 'email',
    to: input.email,
    subject: 'Your Oja demo request',
    text: `Hello ${input.name},\n\nThank you for asking for a demo of Oja. Our team will contact you within two working days to arrange it.${when}`,
  });
  return receipt;
}
