import type { z } from 'zod';
import type { demoRequest, waitlistRequest } from '@oja/contracts';
import { type AccountsContext, normalizePhone } from './accounts-context.ts';
import { leadRepository } from './lead-repository.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';

/** Joining twice is not an error: the second call finds the first entry. */
export async function joinWaitlist(ctx: AccountsContext, input: z.infer<typeof waitlistRequest>) {
  return leadRepository.joinWaitlist(ctx.db, {
    email: input.email,
    name: input.name || null,
    businessName: input.businessName || null,
    phone: input.phone ? normalizePhone(input.phone) : null,
  });
}

/** Confirmation emails one address may receive in a day, however many demo requests name it. */
export const DEMO_CONFIRMATIONS_PER_DAY = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records a demo request and confirms it to the address given. Anyone may name any address here, so the
 * email speaks only in Oja's own words (nothing the requester typed) and goes at most
 * DEMO_CONFIRMATIONS_PER_DAY times a day to one address; further requests are recorded without an email.
 */
export async function requestDemo(ctx: AccountsContext, input: z.infer<typeof demoRequest>) {
  const { receipt, confirm } = await ctx.db.transaction(async (tx) => {
    await lockFor(tx, `demo-request:${input.email}`);
    const recent = await leadRepository.demoRequestsSince(tx, input.email, new Date(Date.now() - DAY_MS));
    const row = await leadRepository.insertDemoRequest(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone ? normalizePhone(input.phone) : null,
      businessName: input.businessName || null,
      message: input.message || null,
      preferredDate: input.preferredDate ?? null,
    });
    return { receipt: row, confirm: recent < DEMO_CONFIRMATIONS_PER_DAY };
  });
  if (confirm) {
    // The date is checked as YYYY-MM-DD: it is the one thing of the request's that the email repeats.
    const when = input.preferredDate ? ` We will aim for ${input.preferredDate}.` : '';
    await ctx.mailer.send({
      channel: 'email',
      to: input.email,
      subject: 'Your Oja demo request',
      text: `Hello,\n\nThank you for asking for a demo of Oja. Our team will contact you within two working days to arrange it.${when}\n\nIf you did not ask for a demo, you can ignore this email.`,
    });
  }
  return receipt;
}
