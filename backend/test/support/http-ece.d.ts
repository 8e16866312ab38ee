/** http_ece ships no types: the one call the push stand-in makes. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair; in aes128gcm the sender's public key comes in the body's header. */
    privateKey: ECDH;
    authSecret: Buffer | string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
