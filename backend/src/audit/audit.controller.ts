import { Controller, Get, Query, Res } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { TOTAL_COUNT_HEADER, type AuditEntry } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { Allowed } from '../common/guards/permission.guard.js';
import { containsPattern } from '../common/sql/like.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { iso } from '../properties/property-json.js';

class AuditQuery extends PageDto {
  /** Searched in the action, the actor and the target. */
  @IsOptional() @IsString() @MaxLength(100) q?: string;
}

const ENTRY = `id, json_build_object('id', actor_id, 'name', actor_name) AS actor, action, target_type AS "targetType", target_id AS "targetId",
  before, after, address, ${iso('created_at')} AS "createdAt"`;
const MATCHES = `($1::text IS NULL OR action ILIKE $1 OR actor_name ILIKE $1 OR target_type || ' ' || coalesce(target_id, '') ILIKE $1)`;

/** The audit log, newest first, searchable; read-only (no route changes it). */
@Controller('admin/audit')
@Allowed('audit.read')
export class AuditController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async page(@Query() query: AuditQuery, @Res({ passthrough: true }) res: Response): Promise<AuditEntry[]> {
    const { limit, offset } = pageWindow(query, 50);
    const q = query.q?.trim() ? containsPattern(query.q.trim()) : null;
    const [items, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${ENTRY} FROM audit_log WHERE ${MATCHES} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [q, limit, offset]),
      this.dataSource.query(`SELECT count(*)::int AS total FROM audit_log WHERE ${MATCHES}`, [q]),
    ]);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items;
  }
}
