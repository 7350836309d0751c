/** The email telling the owner that an endpoint stopped receiving events after repeated failure. */
export const disabledMail = (url: string, limits: { maxFailures: number; maxDays: number }) => ({
  subject: 'Oja stopped sending events to one of your webhook endpoints',
  text:
    `Your webhook endpoint ${url} failed every delivery for ${limits.maxDays} days or ` +
    `${limits.maxFailures} times in a row, so Oja stopped sending events to it.\n\n` +
    'Fix the endpoint, then turn it back on in Settings → Webhooks. Events that failed can be sent again ' +
    'from its delivery log.',
});
