/**
 * @file The file-size format of the admin area (asset library and the blog's image picker). Pure and zod-free,
 * so any bundle may import it.
 */

const UNITS = ["KB", "MB", "GB"] as const;

/**
 * Bytes, KB, MB, GB with 2 decimals (admin spec, constants: 'Asset size format'): '512 Bytes', '1.50 KB',
 * '10.00 MB'. Below 1024 whole bytes; anything that is not a positive number reads '0 Bytes'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  if (bytes < 1024) return `${bytes} Bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}
