import { Injectable, NotFoundException } from '@nestjs/common';
import type { Session, SessionData } from 'express-session';
import type { PropertyDetail } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { isAdmin } from './plan-rules.js';
import { propertyDetailJson, type JsonText } from './property-json.js';
import { PropertyViews } from './property-views.js';

const DETAIL = `SELECT p.user_id AS "userId", (p.is_active AND p.status = 'active') AS "isPublic", ${propertyDetailJson('p', 'u')} AS body ` +
  'FROM properties p JOIN users u ON u.id = p.user_id WHERE p.id = $1';

/** One listing for its page: public when active, else only for its owner and admins. */
@Injectable()
export class PropertyReadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: PropertyViews,
  ) {}

  /** A public listing seen by anyone but its owner counts a view (once per session). */
  async detail(id: number, viewer: UserEntity | undefined, session: Session & Partial<SessionData>): Promise<JsonText<PropertyDetail>> {
    const [row]: { userId: number; isPublic: boolean; body: string }[] = await this.dataSource.query(DETAIL, [id]);
    const mine = row !== undefined && viewer !== undefined && (row.userId === viewer.id || isAdmin(viewer));
    // The same 404 as for a missing id: an inactive listing's existence is its owner's business.
    if (!row || (!row.isPublic && !mine)) throw new NotFoundException({ code: 'NOT_FOUND', message: `No listing has the id ${id}.` });
    if (row.isPublic && row.userId !== viewer?.id) return (await this.views.record(session, id)) ?? row.body;
    return row.body;
  }
}
