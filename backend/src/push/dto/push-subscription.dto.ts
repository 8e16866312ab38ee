import { Type } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Matches, ValidateBy, ValidateNested } from 'class-validator';
import type { PushSubscriptionRequest, PushUnsubscribeRequest } from 'shared-contracts';
import { MaxLengthOf } from '../../common/validation/length.js';

/** Keys are base64url (padding tolerated): p256dh a 65-byte point, auth 16 bytes. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Push services' endpoints run to a few hundred characters. */
export const ENDPOINT_MAX_LENGTH = 2048;

/** So many bytes once decoded (and, for a public key, an uncompressed P-256 point: 0x04 first). */
const OfBytes = (bytes: number, point = false): PropertyDecorator =>
  ValidateBy({
    name: 'ofBytes',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !BASE64URL.test(value)) return false;
        const decoded = Buffer.from(value.replace(/=+$/, ''), 'base64url');
        return decoded.length === bytes && (!point || decoded[0] === 4);
      },
      defaultMessage: (args) => `${args?.property ?? 'the key'} must be ${bytes} bytes in base64url`,
    },
  });

class PushKeysDto {
  @IsNotEmpty() @IsString() @Matches(BASE64URL) @OfBytes(65, true) p256dh: string;
  @IsNotEmpty() @IsString() @Matches(BASE64URL) @OfBytes(16) auth: string;
}

/** POST /api/push/subscriptions; the endpoint's scheme and host are checked by the service (they depend on the environment). */
export class PushSubscriptionDto implements PushSubscriptionRequest {
  @IsNotEmpty() @IsString() @MaxLengthOf(ENDPOINT_MAX_LENGTH) endpoint: string;

  @IsObject()
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;

  /** What toJSON() gives besides (null in the browsers); not kept: a push service that expires it answers 410. */
  @IsOptional() @IsNumber() expirationTime?: number | null;
}

/** DELETE /api/push/subscriptions. */
export class PushUnsubscribeDto implements PushUnsubscribeRequest {
  @IsNotEmpty() @IsString() @MaxLengthOf(ENDPOINT_MAX_LENGTH) endpoint: string;
}
