import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MAX_UPLOAD_BYTES, type UploadedImage } from 'shared-contracts';
import { In, Repository } from 'typeorm';
import { encodeImage } from './image-encoder.js';
import { fileTooLarge, unknownImage } from './upload-errors.js';
import { deleteUploadFiles, writeUploadFiles } from './upload-files.js';
import { UploadEntity } from './upload.entity.js';
import { newUploadNames, thumbnailOf, uploadNamesOf, urlOf } from './upload-names.js';
import { UPLOADS_CONFIG, type UploadsConfig } from './uploads.config.js';

/** Photos: checked and re-encoded on the way in, owned by who uploaded them, removed with their listing. */
@Injectable()
export class UploadsService {
  constructor(
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    @Inject(UPLOADS_CONFIG) private readonly config: UploadsConfig,
  ) {}

  /** 413 FILE_TOO_LARGE, 400 UNSUPPORTED_IMAGE or IMAGE_TOO_LARGE, else both files and the row. */
  async store(userId: number, data: Buffer): Promise<UploadedImage> {
    // Multer stops larger requests; the demo seeding calls this directly.
    if (data.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
    const image = await encodeImage(data);
    const names = newUploadNames();
    await writeUploadFiles(this.config.dir, names, image);
    const { width, height } = image;
    try {
      await this.uploads.insert({ userId, ...names, width, height });
    } catch (error) {
      await deleteUploadFiles(this.config.dir, [names]);
      throw error;
    }
    const url = urlOf(names.fileName);
    return { url, thumbnailUrl: thumbnailOf(url), width, height };
  }

  /** 400 UNKNOWN_IMAGE unless each url is an upload of this user or already on the listing. */
  async assertOwned(userId: number, urls: string[], alreadyOnListing: string[] = []): Promise<void> {
    const kept = new Set(alreadyOnListing);
    const added = urls.filter((url) => !kept.has(url));
    const fileNames = added.flatMap((url) => uploadNamesOf(url)?.fileName ?? []);
    const owned = fileNames.length === 0 ? [] : await this.uploads.findBy({ userId, fileName: In(fileNames) });
    const ownedUrls = new Set(owned.map(({ fileName }) => urlOf(fileName)));
    const refused = added.find((url) => !ownedUrls.has(url));
    if (refused !== undefined) throw unknownImage(refused);
  }

  /** Forgets these uploads and deletes their files; urls of anything else are ignored. */
  async remove(urls: string[]): Promise<void> {
    const names = urls.flatMap((url) => uploadNamesOf(url) ?? []);
    if (names.length === 0) return;
    // Rows first: a file left behind by a failure is harmless, a row without its file is not.
    await this.uploads.delete({ fileName: In(names.map(({ fileName }) => fileName)) });
    await deleteUploadFiles(this.config.dir, names);
  }
}
