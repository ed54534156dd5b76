/**
 * The picture type of `bytes` from its first bytes (the "magic numbers"), ignoring whatever the
 * client claimed: only these four formats are accepted as uploads.
 */
export type ImageType = {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  ext: string;
};

export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (
    starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  ) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}
