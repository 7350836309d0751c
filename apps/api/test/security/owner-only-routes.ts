/**
 * The signed-in routes that declare no permission, on purpose: the owner's alone (decision 047) — the
 * account, its verification, the PIN and the bank account, partnerships between businesses, the staff.
 */
export const OWNER_ONLY_ROUTES = [
  'PATCH /v1/users',
  'PUT /v1/users/changepassword',
  'PUT /v1/users/theme',
  'POST /v1/auth/send-otp-verification-email',
  'POST /v1/auth/verify-otp-email',
  'GET /v1/dashboard/verification',
  'POST /v1/dashboard/upgrade-stage-one',
  'POST /v1/dashboard/upgrade-stage-two',
  'POST /v1/dashboard/upgrade-stage-three',
  'POST /v1/wallet',
  'GET /v1/wallet/banks',
  'POST /v1/wallet/getAccount',
  'POST /v1/wallet/update-bank-details',
  'PUT /v1/wallet/pin',
  'POST /v1/wallet/pin/unlock',
  'POST /v1/wallet/pin/unlock-code',
  'GET /v1/merchant/request/received',
  'GET /v1/merchant/request/sent',
  'POST /v1/merchant/request',
  'PATCH /v1/merchant/request/accept/{id}',
  'PATCH /v1/merchant/request/decline/{id}',
  'GET /v1/staff',
  'POST /v1/staff/invitations',
  'POST /v1/staff/invitations/{id}/resend',
  'DELETE /v1/staff/invitations/{id}',
  'PATCH /v1/staff/{id}',
  'DELETE /v1/staff/{id}',
];
