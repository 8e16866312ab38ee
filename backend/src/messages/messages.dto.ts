import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString } from 'class-validator';
import {
  CONVERSATION_REPORT_REASONS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MAX_PHOTOS,
  MAX_ID,
  MESSAGES_PER_PAGE,
  type ConversationReportPayload,
  type ConversationReportReason,
  type ConversationReportResolution,
  type MessagePayload,
  type NewConversationPayload,
} from 'shared-contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { PageDto } from '../common/pagination/page.dto.js';
import { IsId } from '../common/validation/ids.js';
import { MaxLengthOf, MinLengthOf } from '../common/validation/length.js';
import { QueryWholeNumber } from '../common/validation/query-values.js';

const Photos = () => applyDecorators(IsOptional(), IsArray(), ArrayMaxSize(MESSAGE_MAX_PHOTOS), IsString({ each: true }), MaxLengthOf(500, { each: true }));

export class MessageDto implements MessagePayload {
  @Trim() @IsString() @MinLengthOf(1) @MaxLengthOf(MESSAGE_MAX_LENGTH) body: string;
  @Photos() images: string[] = [];
}

export class NewConversationDto extends MessageDto implements NewConversationPayload {
  @IsId() propertyId: number;
}

export class ConversationListQuery extends PageDto {
  @IsOptional() @QueryWholeNumber(1, MAX_ID) propertyId?: number;
}

/** ?before (a message id: older ones) and ?limit. */
export class MessagesQuery {
  @IsOptional() @QueryWholeNumber(1, MAX_ID) before?: number;
  @IsOptional() @QueryWholeNumber(1, MESSAGES_PER_PAGE) limit?: number;
}

export class ConversationReportDto implements ConversationReportPayload {
  @IsIn(CONVERSATION_REPORT_REASONS) reason: ConversationReportReason;
  @IsOptional() @Trim() @IsString() @MaxLengthOf(500) details?: string;
}

export class ConversationReportResolutionDto implements ConversationReportResolution {
  @IsIn(['dismissed', 'closed']) resolution: 'dismissed' | 'closed';
}
