// The headers our server adds to every answer (server/src/security.rs). nginx is given the
// values our server actually sent, so both sides answer with the same headers and bytes.
export const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];
