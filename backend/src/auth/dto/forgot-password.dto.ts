import type { ForgotPasswordRequest } from 'shared-contracts';
import { EmailField } from './field-rules.js';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @EmailField()
  email: string;
}
