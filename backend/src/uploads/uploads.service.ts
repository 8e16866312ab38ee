import { Inject, Injectable, Logger } from '@nestjs/common';
import { MAX_UPLOAD_BYTES, type UploadedImage } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { countAs, db, rowOf, rowsOf } from '../common/sql/kysely.js';
import { encodeImage } from './image-encoder.js';
import { UploadsStorage } from './storage/uploads-storage.js';
import { fileTooLarge, quotaExceeded, storageUnavailable, unknownImage } from './upload-errors.js';
import { writeUploadFiles } from './upload-files.js';
import { fileNamesOf, newUploadNames, thumbnailOf, uploadNamesOf, urlOf, type UploadNames } from './upload-names.js';
import { UPLOADS_CONFIG, type UploadsConfig } from './uploads.config.js';
import { lockAccount } from '../users/lock-account.js';

/** A photo no listing has taken within this long was abandoned (a form left half-filled): deleted. */
export const UNATTACHED_LIFETIME_HOURS = 24;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Photos: checked and re-encoded on the way in, within each owner's quota, removed with their
 * listing. Their files are in UploadsStorage (a folder or a bucket), their rows here.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(UPLOADS_CONFIG) private readonly config: UploadsConfig,
    private readonly storage: UploadsStorage,
  ) {}

  /** 413 FILE_TOO_LARGE, 400 UNSUPPORTED_IMAGE or IMAGE_TOO_LARGE, 403 UPLOAD_QUOTA_EXCEEDED, 503 UNAVAILABLE (storage), else both files and the row. */
  async store(userId: number, data: Buffer): Promise<UploadedImage> {
    // Multer stops larger requests; the demo seeding calls this directly.
    if (data.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
    // Checked before the costly decoding, and again below with the photo's real size.
    await this.assertRoom(this.dataSource.manager, userId, { photos: 1, bytes: 0 });
    const image = await encodeImage(data);
    const names = newUploadNames();
    await writeUploadFiles(this.storage, names, image).catch((error: unknown) => {
      this.logger.error(`Cannot store a photo in ${this.storage.description}: ${messageOf(error)}`);
      throw storageUnavailable(error);
    });
    const { width, height } = image;
    const bytes = image.display.length + image.thumbnail.length;
    try {
      await this.dataSource.transaction(async (manager) => {
        // The owner's row locked: two uploads at once cannot both take the last room.
        await lockAccount(manager, userId);
        await this.assertRoom(manager, userId, { photos: 1, bytes });
        await rowsOf(manager, db.insertInto('uploads').values({ user_id: userId, file_name: names.fileName, thumbnail_name: names.thumbnailName, width, height, bytes }));
      });
    } catch (error) {
      await this.deleteFiles([names]);
      throw error;
    }
    const url = urlOf(names.fileName);
    return { url, thumbnailUrl: thumbnailOf(url), width, height };
  }

  /**
   * In a listing's transaction: 400 UNKNOWN_IMAGE unless each url is an upload of this user or
   * of `ownerId` (an admin writing a member's listing), which is then marked taken and becomes
   * the owner's: their quota, their data export, deleted with their account. The mark is a write
   * on the upload's row, so a clean-up deleting it at this moment either waits and sees it taken,
   * or has already deleted it (UNKNOWN_IMAGE).
   */
  async attach(manager: EntityManager, userId: number, urls: string[], ownerId = userId): Promise<void> {
    const fileNames = [...new Set(urls.flatMap((url) => uploadNamesOf(url)?.fileName ?? []))];
    const marked =
      fileNames.length === 0
        ? []
        : await rowsOf(
            manager,
            db
              .updateTable('uploads')
              .set((eb) => ({ attached_at: eb.fn.coalesce('attached_at', sql<Date>`now()`), user_id: ownerId }))
              .where('user_id', 'in', [userId, ownerId])
              .where('file_name', 'in', fileNames)
              .returning('file_name'),
          );
    const owned = new Set(marked.map((row) => urlOf(row.file_name)));
    const refused = urls.find((url) => !owned.has(url));
    if (refused !== undefined) throw unknownImage(refused);
  }

  /** Forgets these uploads and deletes their files; urls of anything else are ignored. */
  async remove(urls: string[]): Promise<void> {
    const names = urls.flatMap((url) => uploadNamesOf(url) ?? []);
    if (names.length === 0) return;
    // Rows first: a file left behind by a failure is harmless, a row without its file is not.
    await rowsOf(
      this.dataSource,
      db.deleteFrom('uploads').where(
        'file_name',
        'in',
        names.map(({ fileName }) => fileName),
      ),
    );
    await this.deleteFiles(names);
  }

  /**
   * Account deletion: every photo of the account, files first. Storage failing, the rows stay
   * (and the photos with them) for the next try: no file of a deleted account is left unknown.
   */
  async removeAllOf(userId: number): Promise<void> {
    const rows = await rowsOf(this.dataSource, db.selectFrom('uploads').select(['file_name as fileName', 'thumbnail_name as thumbnailName']).where('user_id', '=', userId));
    await this.storage.delete(fileNamesOf(rows));
    await rowsOf(this.dataSource, db.deleteFrom('uploads').where('user_id', '=', userId));
  }

  /** The clean-up job: photos no listing took within UNATTACHED_LIFETIME_HOURS. How many were deleted. */
  async removeAbandoned(): Promise<number> {
    const rows = await rowsOf(
      this.dataSource,
      db
        .deleteFrom('uploads')
        .where('attached_at', 'is', null)
        .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${UNATTACHED_LIFETIME_HOURS})`)
        .returning(['file_name as fileName', 'thumbnail_name as thumbnailName']),
    );
    await this.deleteFiles(rows satisfies UploadNames[]);
    return rows.length;
  }

  /** Files whose rows are gone: a failure leaves them in storage (harmless, unlisted), logged by name. */
  private async deleteFiles(uploads: UploadNames[]): Promise<void> {
    const names = fileNamesOf(uploads);
    await this.storage.delete(names).catch((error: unknown) => {
      this.logger.warn(`Could not delete ${names.join(', ')} from ${this.storage.description}: ${messageOf(error)}`);
    });
  }

  /** 403 UPLOAD_QUOTA_EXCEEDED unless the owner's stored photos leave room for `adding`. */
  private async assertRoom(manager: EntityManager, userId: number, adding: { photos: number; bytes: number }): Promise<void> {
    const stored = await rowOf(
      manager,
      db
        .selectFrom('uploads')
        .select([
          countAs('photos'),
          // A bigint, which the driver hands over as text.
          sql<string>`coalesce(sum(bytes), 0)::bigint`.as('bytes'),
        ])
        .where('user_id', '=', userId),
    );
    const { quota } = this.config;
    if (stored.photos + adding.photos > quota.photos || Number(stored.bytes) + adding.bytes > quota.bytes) throw quotaExceeded(quota);
  }
}
