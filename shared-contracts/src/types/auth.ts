/** POST /api/login. Answered with the signed-in `User`. */
export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * POST /api/register. Answered with the new, signed-in `User`. The form's confirmPassword is
 * checked in the browser and never sent (SPEC §5).
 */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}
