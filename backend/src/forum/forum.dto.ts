import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsHexadecimal, IsIn, IsOptional, IsString, Length } from 'class-validator';
import {
  FORUM_CATEGORIES,
  FORUM_REPORT_REASONS,
  type ForumCategory,
  type ForumReportPayload,
  type ForumReportReason,
  type ForumTopicPayload,
  type PostDecision,
} from 'shared-contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { PageDto } from '../common/pagination/page.dto.js';
import { IsId } from '../common/validation/ids.js';
import { MaxLengthOf, MinLengthOf } from '../common/validation/length.js';
import { OneOf } from '../properties/dto/property-rules.js';
import { WATCH_TOKEN_LENGTH } from './forum-watches.service.js';
import { WhenSent } from '../common/validation/when-sent.js';

const Body = () => applyDecorators(Trim(), IsString(), MinLengthOf(2), MaxLengthOf(10_000));
const Title = () => applyDecorators(Trim(), IsString(), MinLengthOf(5), MaxLengthOf(150));
/** Each tag trimmed, blank and repeated ones dropped, before the count is checked. */
const distinctTags = Transform(({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((tag: unknown) => (typeof tag === 'string' ? tag.trim() : tag)).filter((tag) => tag !== ''))] : value,
);
const Tags = () => applyDecorators(distinctTags, IsArray(), ArrayMaxSize(5), IsString({ each: true }), MaxLengthOf(30, { each: true }));

export class TopicDto implements ForumTopicPayload {
  @Title() title: string;
  @Trim() @IsString() @MinLengthOf(10) @MaxLengthOf(10_000) body: string;
  @OneOf(FORUM_CATEGORIES) category: ForumCategory;
  @IsOptional() @Tags() tags: string[] = [];
}

/** A topic's change: a field left out is kept, none is emptied by null. */
export class TopicEditDto {
  @WhenSent() @Title() title?: string;
  @WhenSent() @Trim() @IsString() @MinLengthOf(10) @MaxLengthOf(10_000) body?: string;
  @WhenSent() @OneOf(FORUM_CATEGORIES) category?: ForumCategory;
  @WhenSent() @Tags() tags?: string[];
}

export class ReplyDto {
  @Body() body: string;
  @IsOptional() @IsId() parentId?: number;
}

export class ReplyEditDto {
  @Body() body: string;
}

export class ReportDto implements ForumReportPayload {
  @IsIn(FORUM_REPORT_REASONS) reason: ForumReportReason;
  @IsOptional() @Trim() @IsString() @MaxLengthOf(500) details?: string;
}

export class FlagDto {
  @IsBoolean() value: boolean;
}

export class HiddenDto {
  @IsBoolean() hidden: boolean;
}

export class MoveDto {
  @OneOf(FORUM_CATEGORIES) category: ForumCategory;
}

export class ReportResolutionDto {
  @IsIn(['dismissed', 'hidden']) resolution: 'dismissed' | 'hidden';
}

/** A moderator's decision on a waiting post; a refusal's reason is mailed to its author. */
export class ApprovalDto implements PostDecision {
  @IsBoolean() approve: boolean;
  @IsOptional() @Trim() @IsString() @MaxLengthOf(500) reason?: string;
}

export class TopicListQuery extends PageDto {
  @IsOptional() @IsString() @MaxLengthOf(100) q?: string;
  @IsOptional() @OneOf(FORUM_CATEGORIES) category?: ForumCategory;
  @IsOptional() @IsIn(['activity', 'newest', 'replies', 'views']) sort?: 'activity' | 'newest' | 'replies' | 'views';
}

export class UnwatchQuery {
  @IsHexadecimal() @Length(WATCH_TOKEN_LENGTH, WATCH_TOKEN_LENGTH) token: string;
}
