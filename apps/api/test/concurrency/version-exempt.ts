/**
 * PUT and PATCH routes that take no If-Match, and why no edit can be lost through them (decision 019).
 * Each one is an action checked against the record's current state, a mark that is the same whoever
 * sends it last, or a secret guarded by the old one; none writes fields a form loaded and could revert.
 */
export const VERSION_EXEMPT: Record<string, string> = {
  'PATCH /v1/products/publish':
    'switches a set of products ACTIVE/INACTIVE (or to the status sent) from the list; it raises each product’s version, so an edit opened before it conflicts',
  'PATCH /v1/invoice/{id}/status/':
    'one step of the invoice state machine, checked against the current status under the row lock (a step no longer possible is 409); it raises the invoice’s version',
  'PATCH /v1/invoice/{id}/status': 'the same route without the trailing slash of SPEC §7',
  'PATCH /v1/order/{id}/status':
    'one step of the order state machine, checked against the current status under the row lock (a step no longer possible is refused)',
  'PATCH /v1/merchant/request/accept/{id}':
    'answers a pending partnership request once; a second answer is 409 (requestAlreadyAnswered)',
  'PATCH /v1/merchant/request/decline/{id}':
    'answers a pending partnership request once; a second answer is 409 (requestAlreadyAnswered)',
  'PATCH /v1/notifications/read-all':
    'marks every notification read: the result is the same whoever sends it last',
  'PATCH /v1/notifications/{id}/read':
    'marks one notification read: the result is the same whoever sends it last',
  'PUT /v1/wallet/pin': 'sets a secret nobody reads back; changing it requires the old PIN',
  'PUT /v1/users/theme':
    'a preference no form loads (the colour theme): the result is the same whoever sends it last',
  'PUT /v1/users/changepassword': 'sets a secret nobody reads back; it requires the current password',
  'PUT /v1/invoice-settings':
    'sets the one VAT rate of new invoices whole: the result is the same whoever sends it last, and no other field can be reverted',
  'PUT /v1/invoice-settings/reminders':
    'sets the payment reminders of the merchant whole: the result is the same whoever sends it last, and no other field can be reverted',
  'PUT /v1/booking-rules':
    'sets the merchant’s rules for buyers’ booking changes whole: the result is the same whoever sends it last, and no other field can be reverted',
  'PUT /v1/auth/verify-details':
    'confirms a phone number with the code sent to it; no stored record is edited',
  'PATCH /v1/saved-views/{id}':
    'renames a person’s own saved view: only its name changes, and only that person edits it',
  'PATCH /v1/staff/{id}':
    'sets a member’s one role, owner-only: the result is the same whoever sends it last, and no other field can be reverted',
  'PATCH /v1/webhooks/{id}':
    'turns an endpoint on or off or sets its events or description, owner-only: each field sent is set whole, and no field left out is reverted',
};
