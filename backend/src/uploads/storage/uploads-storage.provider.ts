import { Logger, type FactoryProvider } from '@nestjs/common';
import { UPLOADS_CONFIG, type UploadsConfig } from '../uploads.config.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { S3Storage } from './s3-storage.js';
import { UploadsStorage } from './uploads-storage.js';

/** UploadsStorage: the bucket when UPLOADS_S3_BUCKET is set, else the folder UPLOADS_DIR. */
export const uploadsStorageProvider: FactoryProvider<UploadsStorage> = {
  provide: UploadsStorage,
  inject: [UPLOADS_CONFIG],
  useFactory: ({ dir, s3 }: UploadsConfig): UploadsStorage => {
    const storage = s3 ? new S3Storage(s3) : new LocalFolderStorage(dir);
    new Logger('Uploads').log(`Photos are kept in ${storage.description}.`);
    return storage;
  },
};
