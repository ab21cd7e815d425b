/**
 * @file How long media may be cached: a year, immutable, because keys are never reused (each upload and each resized
 * copy gets its own key). /media/* answers and the R2 objects' own metadata carry it.
 */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
