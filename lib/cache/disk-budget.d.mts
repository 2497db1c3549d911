export type DiskBudget = {
  readonly total: number;
  readonly counts: { filtered: number; published: number };
  record(key: string, bytes: number): void;
  touch(key: string): boolean;
  has(key: string): boolean;
  settled(key: string): Promise<void>;
};

/** A byte budget for the pages Next keeps on disk: least recently used first out, filtered results before published pages. */
export function createDiskBudget(options: {
  maxBytes: number;
  isFiltered: (key: string) => boolean;
  remove: (key: string) => Promise<void>;
}): DiskBudget;
export const PAGE_FILE_SUFFIXES: readonly string[];
export function pageKeyOfFile(relativePath: string): string | null;
export function storedPageBytes(value: unknown): number;
/** PAGE_DISK_CACHE_MB's default. */
export const DEFAULT_PAGE_DISK_CACHE_MB: number;
