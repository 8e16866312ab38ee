import argon2 from 'argon2';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMMUNES, PROPERTY_TYPES, toDzd, type ReferenceItem } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { CreateForum1795610000000 } from '../../src/database/migrations/1795610000000-CreateForum.js';
import { migrations } from '../../src/database/migrations/index.js';
import { SESSION_COOKIE } from './session-client.js';
import { testImage } from './test-images.js';

/**
 * The schema a site is left at: every migration up to the forum's. Named rather than counted, as
 * the rows below are written for exactly that schema; later migrations (the topics' excerpts, the
 * ledger's source split, the search texts rewritten twice, drafts' owners, listings' shown
 * location…) then have rows to work on.
 */
export const OLD_SCHEMA = migrations.slice(0, migrations.indexOf(CreateForum1795610000000) + 1);

/** The cookie of the session written below is signed with it: the upgraded app must be given the same. */
export const UPGRADE_SESSION_SECRET = 'the-secret-this-site-always-had-0123456789';

/** Run where TypeORM's migrations table is (data-source-options.ts keeps TypeORM's default name). */
export async function migrateToOldSchema(url: string): Promise<void> {
  const dataSource = await new DataSource({ type: 'postgres', url, poolSize: 1, migrations: OLD_SCHEMA, migrationsTableName: 'migrations' }).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

// normalizeForSearch as shared-contracts had it then: no Latin accents folded, hyphens kept.
const IGNORED_THEN = /[\u064B-\u065F\u0670\u0640]/g;
const LETTERS_THEN: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي', ؤ: 'و', ئ: 'ي' };
const LETTER_THEN = new RegExp(`[${Object.keys(LETTERS_THEN).join('')}]`, 'g');
const DIGIT_THEN = /[\u0660-\u0669\u06F0-\u06F9]/g;
const normalizedThen = (text: string): string =>
  text
    .toLowerCase()
    .replace(IGNORED_THEN, '')
    .replace(LETTER_THEN, (letter) => LETTERS_THEN[letter])
    .replace(DIGIT_THEN, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\s+/g, ' ')
    .trim();

const labels = (list: readonly ReferenceItem[], value: string | null): string[] => {
  const item = list.find((entry) => entry.value === value);
  return item ? [item.ar, item.en] : [];
};

interface ListingThen {
  owner: AccountKey;
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  price: number;
  priceUnit: 'dzd' | 'million' | 'billion';
  priceType: 'sale' | 'rent' | 'exchange';
  propertyType: string;
  commune: string;
  address: string | null;
  addressEn: string | null;
  status: 'active' | 'pending' | 'paused' | 'sold';
  photos: number;
  coordinates: { lat: number; lng: number } | null;
}

/** The listing's search_text as the service wrote it then: its texts and labels, normalised, no stems, no name variants. */
export const listingSearchTextThen = (l: ListingThen): string =>
  normalizedThen(
    [l.title, l.titleEn, l.description, l.descriptionEn, l.address, l.addressEn, ...labels(COMMUNES, l.commune), ...labels(PROPERTY_TYPES, l.propertyType)]
      .filter(Boolean)
      .join(' '),
  );

const ACCOUNTS = {
  amina: {
    username: 'amina_djelfa',
    email: 'amina@example.dz',
    password: 'Hauts-Plateaux-17',
    firstName: 'أمينة',
    lastName: 'بن علي',
    role: 'user',
    plan: 'basic',
    language: 'ar',
  },
  karim: {
    username: 'KarimH',
    email: 'Karim.Haddad@example.com',
    password: 'Steppe-Wind-2026',
    firstName: 'Karim',
    lastName: 'Haddad',
    role: 'user',
    plan: 'free',
    language: 'en',
  },
  yacine: { username: 'yacine', email: 'yacine@example.dz', password: 'Oued-Touil-44', firstName: 'ياسين', lastName: 'قاسمي', role: 'user', plan: 'free', language: 'ar' },
  admin: { username: 'admin', email: 'admin@example.dz', password: 'Admin-Djelfa-90', firstName: 'مدير', lastName: 'الموقع', role: 'admin', plan: 'premium', language: 'ar' },
} as const;
export type AccountKey = keyof typeof ACCOUNTS;

const LISTINGS = {
  flat: {
    owner: 'amina',
    title: 'شقة F3 مشمسة قرب وسط المدينة',
    titleEn: 'Sunny F3 apartment near the town centre',
    description: 'ثلاث غرف وصالون ومطبخ مجهّز، في الطابق الثاني.',
    descriptionEn: 'Three rooms, a living room and a fitted kitchen.',
    price: 6.5,
    priceUnit: 'million',
    priceType: 'sale',
    propertyType: 'شقة',
    commune: 'الجلفة',
    address: 'حي 5 جويلية',
    addressEn: '5 July district',
    status: 'active',
    photos: 2,
    coordinates: { lat: 34.6703, lng: 3.263 },
  },
  // "منازل" is a broken plural: only the stems the later search texts hold find it from "منزل".
  land: {
    owner: 'amina',
    title: 'قطعة أرض للبناء',
    titleEn: null,
    description: 'أرض مسوّرة صالحة لبناء منازل، قرب الطريق الوطني رقم ١.',
    descriptionEn: null,
    price: 800_000,
    priceUnit: 'dzd',
    priceType: 'exchange',
    propertyType: 'أرض',
    commune: 'عين وسارة',
    address: null,
    addressEn: null,
    status: 'active',
    photos: 1,
    coordinates: null,
  },
  villa: {
    owner: 'amina',
    title: 'فيلا بحديقة ومسبح',
    titleEn: 'Villa with a garden and a pool',
    description: 'فيلا من طابقين، أوقفت صاحبتها الإعلان مؤقتاً.',
    descriptionEn: null,
    price: 1.2,
    priceUnit: 'billion',
    priceType: 'sale',
    propertyType: 'فيلا',
    commune: 'مسعد',
    address: null,
    addressEn: null,
    status: 'paused',
    photos: 0,
    coordinates: { lat: 34.1546, lng: 3.4983 },
  },
  house: {
    owner: 'amina',
    title: 'منزل عائلي',
    titleEn: 'Family house',
    description: 'منزل قديم بُيع في الربيع.',
    descriptionEn: 'An old house, sold in spring.',
    price: 9,
    priceUnit: 'million',
    priceType: 'sale',
    propertyType: 'منزل',
    commune: 'الجلفة',
    address: null,
    addressEn: null,
    status: 'sold',
    photos: 0,
    coordinates: null,
  },
  shop: {
    owner: 'yacine',
    title: 'محل تجاري للكراء',
    titleEn: null,
    description: 'محل واسع قرب السوق، ينتظر المراجعة.',
    descriptionEn: null,
    price: 45_000,
    priceUnit: 'dzd',
    priceType: 'rent',
    propertyType: 'محل تجاري',
    commune: 'مسعد',
    address: null,
    addressEn: null,
    status: 'pending',
    photos: 0,
    coordinates: null,
  },
} as const satisfies Record<string, ListingThen>;
export type ListingKey = keyof typeof LISTINGS;

/** A topic's Markdown: the excerpt migration strips its marks. */
export const TOPIC = {
  title: 'شراء أرض في Aïn-Oussera: ما الوثائق؟',
  body: '**ما هي الوثائق** اللازمة لشراء أرض في عين وسارة؟\nانظر [الدليل](https://example.dz/guide) قبل أي تسبيق.',
  bodyHtml: '<p><strong>ما هي الوثائق</strong> اللازمة لشراء أرض في عين وسارة؟<br>\nانظر <a href="https://example.dz/guide" rel="ugc noopener">الدليل</a> قبل أي تسبيق.</p>\n',
  tags: ['أراضي', 'وثائق'],
};

export const BLOG = {
  slug: 'دليل-شراء-أرض-في-عين-وسارة',
  /** The slug of its first title: kept in blog_slugs, its links still work. */
  oldSlug: 'دليل-الشراء',
  title: 'دليل شراء أرض في عين وسارة',
  titleEn: 'Buying land in Aïn-Oussera',
  excerpt: 'الوثائق التي تطلبها قبل الشراء.',
  text: 'اطلب العقد الموثّق والدفتر العقاري قبل دفع أي مبلغ.',
};

export interface OldSite {
  accounts: Record<AccountKey, (typeof ACCOUNTS)[AccountKey] & { id: number }>;
  listings: Record<ListingKey, ListingThen & { id: number; images: string[]; searchText: string }>;
  /** Each photo's URL (display and thumbnail) and the bytes stored for it. */
  photos: Map<string, Buffer>;
  topicId: number;
  topicSearchText: string;
  replies: { helpful: number; answer: number; pending: number };
  pendingTopicId: number;
  blogId: number;
  blogSearchText: string;
  /** Karim's signed-in session, as the Cookie header's value. */
  karimCookie: string;
  /** Every row of the database once filled. */
  rows: Rows;
}

/** express-session's cookie: "s:" + the id + "." + its HMAC (cookie-signature), URL-encoded. */
const signedCookie = (sid: string): string =>
  `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${createHmac('sha256', UPGRADE_SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '')}`)}`;

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');
const DAY = 86_400_000;
const daysAgo = (days: number): Date => new Date(Date.now() - days * DAY);

/**
 * A site as members used it at OLD_SCHEMA, written in that schema's shape (its columns, its
 * search texts, its photo files in <DATA_DIR>/uploads): accounts hashed with the argon2id
 * parameters of then, listings in each state with photos, favourites, drafts, a saved search,
 * views and stats, a forum topic with a helpful reply and its points, a blog post with a comment
 * and a renamed slug, and a signed-in session.
 */
export async function fillOldSite(url: string, dataDir: string): Promise<OldSite> {
  const ds = await new DataSource({ type: 'postgres', url, poolSize: 1 }).initialize();
  const one = async (sql: string, params: unknown[]): Promise<number> => (await ds.query<{ id: number }[]>(sql, params))[0].id;
  try {
    const accounts = {} as OldSite['accounts'];
    for (const [key, a] of Object.entries(ACCOUNTS) as [AccountKey, (typeof ACCOUNTS)[AccountKey]][]) {
      // auth/passwords/argon2.ts of then: OWASP's minimum for argon2id.
      const hash = await argon2.hash(a.password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      const id = await one(
        `INSERT INTO users (username, email, password_hash, first_name, last_name, phone, role, subscription_plan, language, is_blog_author, reward_points, created_at, updated_at) ` +
          `VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
        [
          a.username,
          a.email,
          hash,
          a.firstName,
          a.lastName,
          key === 'karim' ? null : '+213 555 12 34 56',
          a.role,
          a.plan,
          a.language,
          key === 'admin',
          key === 'yacine' ? 25 : 0,
          daysAgo(200),
        ],
      );
      accounts[key] = { ...a, id };
    }

    const uploadsDir = join(dataDir, 'uploads');
    await mkdir(uploadsDir, { recursive: true });
    const photos = new Map<string, Buffer>();
    const listings = {} as OldSite['listings'];
    let photoSize = 400;
    for (const [key, l] of Object.entries(LISTINGS) as [ListingKey, ListingThen][]) {
      const images: string[] = [];
      for (let i = 0; i < l.photos; i += 1) {
        // A size each: no two photos share their bytes, so a URL serving another's would show.
        photoSize += 8;
        const [display, thumbnail] = await Promise.all([testImage('webp', photoSize, 300), testImage('webp', photoSize / 4, 75)]);
        const name = hex(16);
        await writeFile(join(uploadsDir, `${name}.webp`), display);
        await writeFile(join(uploadsDir, `${name}.thumb.webp`), thumbnail);
        photos.set(`/uploads/${name}.webp`, display).set(`/uploads/${name}.thumb.webp`, thumbnail);
        await ds.query(`INSERT INTO uploads (user_id, file_name, thumbnail_name, width, height, bytes, attached_at, created_at) VALUES ($1, $2, $3, $4, 300, $5, $6, $6)`, [
          accounts[l.owner].id,
          `${name}.webp`,
          `${name}.thumb.webp`,
          photoSize,
          display.length + thumbnail.length,
          daysAgo(40),
        ]);
        images.push(`/uploads/${name}.webp`);
      }
      const searchText = listingSearchTextThen(l);
      const active = l.status === 'active';
      const created = daysAgo(40);
      const id = await one(
        `INSERT INTO properties (user_id, title, title_en, description, description_en, price, price_unit, price_dzd, price_type, property_type, commune, address, address_en, ` +
          `area, bedrooms, bathrooms, features, features_en, images, coordinates, is_active, status, view_count, search_text, created_at, updated_at, expires_at, published_at) ` +
          `VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 120, 3, 1, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22, $23, $24) RETURNING id`,
        [
          accounts[l.owner].id,
          l.title,
          l.titleEn,
          l.description,
          l.descriptionEn,
          l.price,
          l.priceUnit,
          toDzd(l.price, l.priceUnit),
          l.priceType,
          l.propertyType,
          l.commune,
          l.address,
          l.addressEn,
          JSON.stringify(['شرفة', 'مرآب']),
          JSON.stringify(['Balcony', 'Garage']),
          JSON.stringify(images),
          l.coordinates && JSON.stringify(l.coordinates),
          active,
          l.status,
          active ? 12 : 3,
          searchText,
          created,
          active ? new Date(created.getTime() + 90 * DAY) : null,
          l.status === 'pending' ? null : created,
        ],
      );
      listings[key] = { ...l, id, images, searchText };
    }
    const { amina, karim, yacine, admin } = accounts;
    const { flat, house } = listings;

    // Karim saved the flat at a higher price, and the house before it sold.
    await ds.query(`INSERT INTO favorites (user_id, property_id, saved_price_dzd, created_at) VALUES ($1, $2, 7000000, $3), ($1, $4, 90000, $5)`, [
      karim.id,
      flat.id,
      daysAgo(20),
      house.id,
      daysAgo(10),
    ]);
    await ds.query(`INSERT INTO listing_drafts (user_id, property_id, form) VALUES ($1, $2, $3), ($1, NULL, $4)`, [
      amina.id,
      flat.id,
      JSON.stringify({ title: 'شقة F3 مشمسة (سعر جديد)', images: flat.images }),
      JSON.stringify({ title: 'فيلا', commune: 'الجلفة' }),
    ]);
    await ds.query(`INSERT INTO saved_searches (user_id, name, filters, frequency, unsubscribe_token) VALUES ($1, 'شقق في الجلفة', $2, 'daily', $3)`, [
      karim.id,
      JSON.stringify({ commune: 'الجلفة', propertyType: 'شقة' }),
      hex(32),
    ]);
    await ds.query(`INSERT INTO property_views (property_id, visitor, seen_at) VALUES ($1, $2, $3)`, [flat.id, randomBytes(16), daysAgo(1)]);
    await ds.query(`INSERT INTO listing_events (property_id, kind, at) VALUES ($1, 'view', $2), ($1, 'call', $2)`, [flat.id, daysAgo(1)]);
    await ds.query(`INSERT INTO listing_daily_stats (property_id, day, views, calls) VALUES ($1, current_date - 1, 5, 1)`, [flat.id]);

    const topicSearchText = normalizedThen(`${TOPIC.title} ${TOPIC.body} ${TOPIC.tags.join(' ')}`);
    const topicId = await one(
      `INSERT INTO forum_topics (user_id, title, body, body_html, category, tags, status, like_count, view_count, reply_count, last_activity_at, search_text, created_at) ` +
        `VALUES ($1, $2, $3, $4, 'legal', $5, 'published', 1, 7, 2, $6, $7, $8) RETURNING id`,
      [amina.id, TOPIC.title, TOPIC.body, TOPIC.bodyHtml, TOPIC.tags, daysAgo(28), topicSearchText, daysAgo(30)],
    );
    const reply = (userId: number, body: string, status: string, parentId: number | null, helpful: boolean, at: Date) =>
      one(
        `INSERT INTO forum_replies (user_id, topic_id, parent_id, is_helpful, body, body_html, status, like_count, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [userId, topicId, parentId, helpful, body, `<p>${body}</p>\n`, status, helpful ? 1 : 0, at],
      );
    const helpful = await reply(yacine.id, 'عقد موثّق ودفتر عقاري، واسأل البلدية عن شهادة السلبية.', 'published', null, true, daysAgo(29));
    const answer = await reply(amina.id, 'شكراً جزيلاً، هذا ما احتجته.', 'published', helpful, false, daysAgo(28));
    const pending = await reply(karim.id, 'هل يلزم مسح طوبوغرافي أيضاً؟', 'pending', null, false, daysAgo(2));
    const pendingTopicId = await one(
      `INSERT INTO forum_topics (user_id, title, body, body_html, category, status, search_text) VALUES ($1, $2, $3, $4, 'investment', 'pending', $5) RETURNING id`,
      [karim.id, 'Renting a flat in Messaad', 'Is 25,000 DZD a month a fair rent there?', '<p>Is 25,000 DZD a month a fair rent there?</p>\n', 'renting a flat in messaad'],
    );
    await ds.query(`INSERT INTO forum_likes (user_id, kind, post_id) VALUES ($1, 'topic', $2), ($3, 'reply', $4)`, [karim.id, topicId, amina.id, helpful]);
    await ds.query(`INSERT INTO forum_watches (user_id, topic_id, token) VALUES ($1, $2, $3)`, [amina.id, topicId, hex(16)]);
    await ds.query(`INSERT INTO forum_reads (user_id, topic_id) VALUES ($1, $2)`, [karim.id, topicId]);
    await ds.query(`INSERT INTO forum_reports (user_id, kind, post_id, reason) VALUES ($1, 'reply', $2, 'spam')`, [karim.id, answer]);
    // The ledger's source of then: one text, "<type>:<id>".
    await ds.query(`INSERT INTO points_ledger (user_id, points, reason, source, created_at) VALUES ($1, 25, 'helpful_reply', $2, $3)`, [
      yacine.id,
      `forum_reply:${helpful}`,
      daysAgo(28),
    ]);

    const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: BLOG.text }] }] };
    const blogSearchText = normalizedThen([BLOG.title, BLOG.titleEn, BLOG.excerpt, BLOG.text, 'أراضي'].join(' '));
    const blogId = await one(
      `INSERT INTO blog_posts (author_id, slug, title, title_en, excerpt, content, content_html, category, tags, status, publish_at, reading_minutes, view_count, search_text, created_at) ` +
        `VALUES ($1, $2, $3, $4, $5, $6, $7, 'legal_guide', $8, 'published', $9, 1, 40, $10, $9) RETURNING id`,
      [admin.id, BLOG.slug, BLOG.title, BLOG.titleEn, BLOG.excerpt, JSON.stringify(content), `<p>${BLOG.text}</p>`, ['أراضي'], daysAgo(15), blogSearchText],
    );
    await ds.query(`INSERT INTO blog_slugs (slug, post_id) VALUES ($1, $3), ($2, $3)`, [BLOG.oldSlug, BLOG.slug, blogId]);
    await ds.query(`INSERT INTO blog_comments (post_id, user_id, body, status) VALUES ($1, $2, 'مقال مفيد، شكراً.', 'approved')`, [blogId, karim.id]);

    // connect-pg-simple's row: the session as express-session serialises it, passport's user id in it.
    const sid = randomBytes(24).toString('base64url');
    const now = Date.now();
    const sess = {
      cookie: { originalMaxAge: 30 * DAY, expires: new Date(now + 30 * DAY).toISOString(), httpOnly: true, path: '/', sameSite: 'lax' },
      createdAt: now - DAY,
      lastSeenAt: now - 60_000,
      passport: { user: karim.id },
    };
    await ds.query(`INSERT INTO user_sessions (sid, sess, expire) VALUES ($1, $2, $3)`, [sid, JSON.stringify(sess), new Date(now + 30 * DAY)]);

    return {
      accounts,
      listings,
      photos,
      topicId,
      topicSearchText,
      replies: { helpful, answer, pending },
      pendingTopicId,
      blogId,
      blogSearchText,
      karimCookie: signedCookie(sid),
      rows: await everyRow((sql) => ds.query(sql)),
    };
  } finally {
    await ds.destroy();
  }
}

export type Rows = Record<string, Record<string, unknown>[]>;

/** Every row of every table of the public schema but TypeORM's migrations, as JSON objects. */
export async function everyRow(query: (sql: string) => Promise<unknown>): Promise<Rows> {
  const tables = (await query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations' ORDER BY 1`,
  )) as { name: string }[];
  const rows: Rows = {};
  for (const { name } of tables) rows[name] = ((await query(`SELECT to_jsonb(t) AS row FROM "${name}" t`)) as { row: Record<string, unknown> }[]).map(({ row }) => row);
  return rows;
}
