import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentRejection, type PaymentStart, type PaymentStatus } from 'shared-contracts';
import { PageDto } from '../common/pagination/page.dto.js';
import { Trim } from '../auth/dto/field-rules.js';

const METHODS = PAYMENT_METHODS.map(({ value }) => value);
const PAID_PLANS = ['basic', 'premium'] as const;
const STATUSES: PaymentStatus[] = ['awaiting_receipt', 'pending', 'approved', 'rejected'];

export class PaymentStartDto implements PaymentStart {
  @IsIn(PAID_PLANS) plan: (typeof PAID_PLANS)[number];
  @IsIn(METHODS) method: PaymentMethod;
}

/** The multipart fields beside the receipt file. */
export class ReceiptFieldsDto {
  @IsIn(METHODS) method: PaymentMethod;
  @Trim()
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/, { message: 'The transaction number has 4 to 40 letters and digits.' })
  transactionNumber: string;
}

export class RejectionDto implements PaymentRejection {
  @Trim() @IsString() @Length(5, 1000) reason: string;
}

export class AdminPaymentsQuery extends PageDto {
  @IsOptional() @IsIn(STATUSES) status?: PaymentStatus;
}
