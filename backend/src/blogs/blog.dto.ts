import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsISO8601, IsOptional, IsString, ValidateBy, ValidateIf } from 'class-validator';
import { BLOG_CATEGORIES, type BlogCategory, type BlogCommentPayload, type BlogDocument, type BlogPayload, type BlogStatus, type ModerationRejection } from 'shared-contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { PageDto } from '../common/pagination/page.dto.js';
import { MaxLengthOf, MinLengthOf } from '../common/validation/length.js';
import { OneOf, OptionalText, RequiredText } from '../properties/dto/property-rules.js';
import { readDocument } from './blog-document.js';

const STATUSES: BlogStatus[] = ['draft', 'scheduled', 'published'];
const MAX_TAGS = 8;

/** An editor document of a sane shape and size (blog-document.ts). */
const EditorDocument = () =>
  ValidateBy({
    name: 'isEditorDocument',
    validator: {
      validate: (value: unknown) => {
        try {
          readDocument(value);
          return true;
        } catch {
          return false;
        }
      },
      defaultMessage: () => 'The body must be an editor document ({"type":"doc","content":[…]}) of reasonable size.',
    },
  });

const TagList = () => applyDecorators(IsArray(), ArrayMaxSize(MAX_TAGS), IsString({ each: true }), MaxLengthOf(40, { each: true }));

export class BlogPayloadDto implements BlogPayload {
  @RequiredText(200) title: string;
  @OptionalText(200) titleEn: string | null;
  @OptionalText(300) excerpt: string | null;
  @OptionalText(300) excerptEn: string | null;
  @EditorDocument() content: BlogDocument;
  @IsOptional() @EditorDocument() contentEn: BlogDocument | null;
  @OneOf(BLOG_CATEGORIES) category: BlogCategory;
  @TagList() tags: string[];
  @TagList() tagsEn: string[];
  @IsOptional() @IsString() @MaxLengthOf(500) coverImage: string | null;
  @IsBoolean() isFeatured: boolean;
  @IsIn(STATUSES) status: BlogStatus;
  @ValidateIf((post: BlogPayloadDto) => post.status === 'scheduled') @IsISO8601({ strict: true }) publishAt: string | null;
}

/** PUT /api/admin/blogs/:id/status. */
export class BlogStatusDto {
  @IsIn(['published', 'draft']) status: 'published' | 'draft';
}

/** PUT /api/admin/blog-comments/:id/reject: the reason, if any, is mailed to the commenter. */
export class CommentRejectionDto implements Partial<ModerationRejection> {
  @IsOptional() @Trim() @IsString() @MaxLengthOf(500) reason?: string;
}

/** PUT /api/blogs/:id from the admin's toggle: only the featured flag. */
export class BlogFeatureDto {
  @IsBoolean() isFeatured: boolean;
}

export class BlogListQuery extends PageDto {
  @IsOptional() @IsString() @MaxLengthOf(100) q?: string;
  @IsOptional() @OneOf(BLOG_CATEGORIES) category?: BlogCategory;
  @IsOptional() @IsIn(['latest', 'popular', 'commented']) sort?: 'latest' | 'popular' | 'commented';
  @IsOptional() @IsIn(['true', 'false']) featured?: 'true' | 'false';
}

export class BlogCommentDto implements BlogCommentPayload {
  @Trim() @IsString() @MinLengthOf(2) @MaxLengthOf(2000) body: string;
}

export class BlogAuthorDto {
  @IsBoolean() isBlogAuthor: boolean;
}
