/** SHA-256 of zero bytes of input. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const SHA256 = /^[0-9a-f]{64}$/;

/** 64 lowercase hexadecimal digits: the form a manifest hash must have to be verifiable as written. */
export function isSha256(text: string): boolean {
  return SHA256.test(text);
}
