import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import {
  ADVISOR_LANGUAGES,
  ADVISOR_PROFESSIONS,
  ADVISOR_SPECIALIZATIONS,
  COMMUNES,
  CONSULT_CHANNELS,
  type AdvisorApplication,
  type AdvisorLanguage,
  type AdvisorProfession,
  type AdvisorSpecialization,
  type AdvisorVerification,
  type ConsultChannel,
  type ConsultRequestPayload,
} from 'shared-contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { PageDto } from '../common/pagination/page.dto.js';
import { IsAlgerianMobile } from '../common/validation/algerian-mobile.js';
import { MaxLengthOf, MinLengthOf } from '../common/validation/length.js';
import { QueryWholeNumber } from '../common/validation/query-values.js';
import { OneOf, OptionalText, RequiredText } from '../properties/dto/property-rules.js';

const values = (list: readonly { value: string }[]) => list.map((item) => item.value);

export class AdvisorApplicationDto implements AdvisorApplication {
  @RequiredText(100) fullName: string;
  @OneOf(ADVISOR_PROFESSIONS) profession: AdvisorProfession;
  @RequiredText(60) registrationNumber: string;
  @RequiredText(120) chamber: string;
  @OneOf(COMMUNES) commune: string;
  @OptionalText(200) officeAddress: string | null;
  @Trim() @IsString() @MaxLengthOf(30) @IsAlgerianMobile() phone: string;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(5) @IsIn(values(ADVISOR_SPECIALIZATIONS), { each: true }) specializations: AdvisorSpecialization[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(4) @IsIn(values(ADVISOR_LANGUAGES), { each: true }) languages: AdvisorLanguage[];
  @IsInt() @Min(0) @Max(60) experienceYears: number;
  @Trim() @IsString() @MinLengthOf(50) @MaxLengthOf(2000) bio: string;
  @IsOptional() @IsString() @MaxLengthOf(500) photo: string | null;
}

export class AdvisorVerificationDto implements AdvisorVerification {
  @IsBoolean() verified: boolean;
  @IsOptional() @Trim() @IsString() @MaxLengthOf(500) note?: string;
}

export class ConsultRequestDto implements ConsultRequestPayload {
  @Trim() @IsString() @MinLengthOf(5) @MaxLengthOf(120) subject: string;
  @Trim() @IsString() @MinLengthOf(20) @MaxLengthOf(3000) message: string;
  @IsIn(CONSULT_CHANNELS) preferredChannel: ConsultChannel;
  @IsOptional() @Trim() @IsString() @MaxLengthOf(30) @IsAlgerianMobile() phone?: string;
}

export class RequestStatusDto {
  @IsIn(['accepted', 'declined', 'completed']) status: 'accepted' | 'declined' | 'completed';
}

export class RatingDto {
  @IsInt() @Min(1) @Max(5) stars: number;
  @IsOptional() @Trim() @IsString() @MaxLengthOf(500) comment?: string;
}

export class AdvisorListQuery extends PageDto {
  @IsOptional() @IsString() @MaxLengthOf(100) q?: string;
  @IsOptional() @OneOf(ADVISOR_PROFESSIONS) profession?: AdvisorProfession;
  @IsOptional() @IsIn(values(ADVISOR_SPECIALIZATIONS)) specialization?: AdvisorSpecialization;
  @IsOptional() @OneOf(COMMUNES) commune?: string;
  @IsOptional() @IsIn(['name', 'experience', 'rating']) sort?: 'name' | 'experience' | 'rating';
}

export class AdminAdvisorQuery extends PageDto {
  @IsOptional() @IsIn(['pending', 'verified', 'rejected']) status?: 'pending' | 'verified' | 'rejected';
  @IsOptional() @IsString() @MaxLengthOf(100) q?: string;
}

export class FeaturedQuery {
  @IsOptional() @QueryWholeNumber(1, 12) limit?: number;
}
