/** PUT /api/admin/users/{id}/toggle: the state to set, not a flip, so a repeated call is harmless. */
export interface UserToggleRequest {
  active: boolean;
}

/** PUT /api/admin/advisors/{id}/verify: the state to set, for the same reason. */
export interface AdvisorVerifyRequest {
  verified: boolean;
}
