/**
 * @file SQL statements spooled to files of bounded size as they are produced (restore and import): no step holds all
 * statements in one string, and each file is small enough for one `wrangler d1 execute --file` or one local exec.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** 8 MiB of SQL a file: thousands of ~4 KB posts, far inside D1's limits per import and this machine's memory. */
const DEFAULT_BATCH_BYTES = 8 * 1024 * 1024;

/** The batch size: `SQL_BATCH_BYTES` in the environment (tests and drills set a small one), else 8 MiB. */
function batchBytesFromEnv(environment: Record<string, string | undefined> = process.env): number {
  const value = Number(environment.SQL_BATCH_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_BATCH_BYTES;
}

export class SqlBatches {
  /** the files written so far, in order; the last is complete only after `close` */
  readonly files: string[] = [];
  statements = 0;
  private fd: number | null = null;
  private bytes = 0;
  private inFile = 0;
  private readonly dir: string;
  /** The folder is this object's own (not given by the caller): `remove` deletes it. */
  private readonly ownDir: boolean;
  private readonly header: string;
  private readonly maxBytes: number;

  /**
   * `header` starts every file (e.g. `PRAGMA defer_foreign_keys = on;`, which holds per transaction); a statement longer
   * than `maxBytes` gets a file of its own.
   */
  constructor(header: string, maxBytes = batchBytesFromEnv(), dir?: string) {
    this.header = header;
    this.maxBytes = maxBytes;
    this.dir = dir ?? mkdtempSync(join(tmpdir(), "sql-batches-"));
    this.ownDir = dir === undefined;
  }

  /** Deletes the files (and the folder this object made for them). */
  remove(): void {
    this.close();
    if (this.ownDir) rmSync(this.dir, { recursive: true, force: true });
    else for (const file of this.files) rmSync(file, { force: true });
  }

  add(statement: string): void {
    const text = `${statement.trimEnd().endsWith(";") ? statement : `${statement};`}\n`;
    const size = Buffer.byteLength(text);
    if (this.fd === null || (this.inFile > 0 && this.bytes + size > this.maxBytes)) this.next();
    writeSync(this.fd as number, text);
    this.bytes += size;
    this.inFile++;
    this.statements++;
  }

  close(): string[] {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    return this.files;
  }

  private next(): void {
    if (this.fd !== null) closeSync(this.fd);
    const file = join(this.dir, `batch-${String(this.files.length + 1).padStart(5, "0")}.sql`);
    this.fd = openSync(file, "w");
    this.files.push(file);
    writeSync(this.fd, `${this.header}\n`);
    this.bytes = Buffer.byteLength(this.header) + 1;
    this.inFile = 0;
  }
}
