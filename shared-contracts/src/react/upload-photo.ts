import { ApiError } from '../http/api-error.js';
import { CSRF_HEADER } from '../auth/rules.js';
import { csrfToken } from '../http/csrf-token.js';
import type { UploadedImage } from '../types/upload.js';

export const UPLOADS_URL = '/api/uploads';

/**
 * POST /api/uploads with the upload's progress (fetch cannot report it, XMLHttpRequest can).
 * Fails with an ApiError as apiRequest would, or a TypeError when the connection is lost.
 */
export async function uploadPhoto(file: Blob, name: string, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  const token = await csrfToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOADS_URL);
    request.withCredentials = true;
    request.setRequestHeader(CSRF_HEADER, token);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as UploadedImage);
      else reject(new ApiError(request.status, request.statusText, request.responseText));
    };
    request.onerror = () => reject(new TypeError('Network error'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    const body = new FormData();
    body.append('file', file, name);
    request.send(body);
  });
}
