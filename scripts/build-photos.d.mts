// Types for scripts/build-photos.mjs, which tests import.
import type { PhotoManifest } from "../app/components/photos";

export declare const PHOTO_WIDTHS: number[];
export declare const PHOTOS_URL_PREFIX: string;
export declare function photoWidths(width: number): number[];
export declare function buildPhotos(options: { sourceDir: string; manifestPath: string }): Promise<{
  count: number;
  write(clientDir: string): number;
}>;
export type { PhotoManifest };
