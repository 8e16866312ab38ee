import { Controller, Get, Query } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { AuditEntry } from 'shared-contracts';
import { Allowed } from '../common/guards/permission.guard.js';
import { paged, type Paged } from '../common/http/paged.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { AuditReader } from './audit-reader.js';

class AuditQuery extends PageDto {
  /** Searched in the action, the actor and the target. */
  @IsOptional() @IsString() @MaxLength(100) q?: string;
}

/** The audit log, newest first, searchable; read-only (no route changes it). */
@Controller('admin/audit')
@Allowed('audit.read')
export class AuditController {
  constructor(private readonly audit: AuditReader) {}

  @Get()
  async page(@Query() query: AuditQuery): Promise<Paged<AuditEntry[]>> {
    const { limit, offset } = pageWindow(query, 50);
    return paged(await this.audit.page(query.q, limit, offset));
  }
}
