import { Injectable } from '@nestjs/common';
import type { Session, SessionData } from 'express-session';
import type { PropertyDetail } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { propertyDetailJson, type JsonText } from './property-json.js';

declare module 'express-session' {
  interface SessionData {
    /** Listings this visitor has opened, so that a reload does not count as another view. */
    viewedProperties?: number[];
  }
}

/** Enough for any real visit; beyond it the oldest are forgotten (and may count once more). */
const REMEMBERED = 200;

// One statement, so that concurrent views all count; raw, so that updated_at stays the owner's.
const COUNT_VIEW = `UPDATE properties p SET view_count = p.view_count + 1 FROM users u WHERE p.id = $1 AND u.id = p.user_id RETURNING ${propertyDetailJson('p', 'u')} AS body`;

/** Counts a listing's views: once per visitor session. */
@Injectable()
export class PropertyViews {
  constructor(private readonly dataSource: DataSource) {}

  /** The listing with its new count when this view counted; null when this session had seen it. */
  async record(session: Session & Partial<SessionData>, id: number): Promise<JsonText<PropertyDetail> | null> {
    const seen = session.viewedProperties ?? [];
    if (seen.includes(id)) return null;
    // Changing the session saves it: a visitor without one gets a session cookie here.
    session.viewedProperties = [...seen, id].slice(-REMEMBERED);
    const [rows]: [{ body: string }[], number] = await this.dataSource.query(COUNT_VIEW, [id]);
    return rows[0]?.body ?? null;
  }
}
