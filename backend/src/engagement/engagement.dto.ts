import { IsIn, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import {
  INQUIRY_TYPES,
  INVESTMENT_TYPES,
  LANGUAGES,
  SUGGESTION_CATEGORIES,
  SUGGESTION_PRIORITIES,
  SUGGESTION_STATUSES,
  SUPPORT_PLANS,
  type ContactMessageRequest,
  type InquiryType,
  type InvestmentType,
  type Language,
  type SuggestionCategory,
  type SuggestionPriority,
  type SuggestionRequest,
  type SuggestionStatus,
  type SupportPlan,
  type SupportRequest,
} from 'shared-contracts';
import { EmailField, Trim } from '../auth/dto/field-rules.js';
import { PageDto } from '../common/pagination/page.dto.js';
import { MaxLengthOf, MinLengthOf } from '../common/validation/length.js';
import { OneOf, OptionalOneOf, OptionalText, RequiredText } from '../properties/dto/property-rules.js';

// Any phone a person writes (a landline too): digits, spaces, +, dashes, brackets.
const PHONE = /^\+?[\d\s().-]{6,20}$/;

/** Filled by robots only (HONEYPOT_FIELD); any value is accepted here and acted on by the service. */
class Honeypot {
  @IsOptional() @IsString() website?: string;
  @IsOptional() @IsIn(LANGUAGES) language?: Language;
}

export class ContactMessageDto extends Honeypot implements ContactMessageRequest {
  @RequiredText(100) name: string;
  @EmailField() email: string;
  @OptionalText(20) @Matches(PHONE, { message: 'phone is not a phone number' }) phone: string | null;
  @OptionalText(150) subject: string | null;
  @Trim() @IsNotEmpty() @IsString() @MinLengthOf(10) @MaxLengthOf(5000) message: string;
  @OneOf(INQUIRY_TYPES) inquiryType: InquiryType;
}

export class SupportRequestDto extends Honeypot implements SupportRequest {
  @RequiredText(100) name: string;
  @EmailField() email: string;
  @Trim() @IsNotEmpty() @IsString() @Matches(PHONE, { message: 'phone is not a phone number' }) phone: string;
  @OptionalText(150) company: string | null;
  @Trim() @IsNotEmpty() @IsString() @MinLengthOf(10) @MaxLengthOf(5000) message: string;
  @OptionalOneOf(INVESTMENT_TYPES) investmentType: InvestmentType | null;
  @OptionalOneOf(SUPPORT_PLANS) supportPlan: SupportPlan | null;
}

export class SuggestionDto implements SuggestionRequest {
  @Trim() @IsNotEmpty() @IsString() @MinLengthOf(5) @MaxLengthOf(150) title: string;
  @OneOf(SUGGESTION_CATEGORIES) category: SuggestionCategory;
  @Trim() @IsNotEmpty() @IsString() @MinLengthOf(10) @MaxLengthOf(5000) description: string;
  @OptionalOneOf(SUGGESTION_PRIORITIES) priority?: SuggestionPriority;
}

export class SuggestionStatusDto {
  @IsIn(SUGGESTION_STATUSES) status: SuggestionStatus;
}

export class AdminSuggestionsQuery extends PageDto {
  @IsOptional() @IsIn(SUGGESTION_STATUSES) status?: SuggestionStatus;
}
