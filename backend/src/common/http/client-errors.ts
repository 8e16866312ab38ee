import { HttpException, HttpStatus } from '@nestjs/common';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { toErrorBody } from '../filters/error-body.js';

/** Node's parser's reasons to refuse a request before any of ours runs, in words for the client. */
const REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The address or headers are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: HttpStatus.REQUEST_TIMEOUT, message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: HttpStatus.BAD_REQUEST, message: 'The request is not well-formed HTTP.' };

/**
 * A request Node's HTTP parser refuses (an address of 20 KB, broken HTTP) gets the API's JSON
 * error body too, rather than Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify(toErrorBody(new HttpException({ message }, status)));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
