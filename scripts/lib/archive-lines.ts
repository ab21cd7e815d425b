/**
 * @file Cuts the inflated bytes of a backup archive into lines as the chunks come, and streams the base64 data of a
 * media line ({"type":"media",...,"data":"<base64>"}) decoded, piece by piece, to a sink instead of collecting the
 * line: no line holding a media file is ever in one buffer or string, so a media file's size is bounded by the disk,
 * not by Node's string limit (~512 MB). Ordinary lines (manifest, table markers, rows) are bounded by `maxLineBytes`.
 */

const MEDIA_PREFIX = Buffer.from('{"type":"media",');
const DATA_FIELD = Buffer.from('"data":"');
const NEWLINE = 0x0a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** The fields of a media line before and after its data (key, hashes, metadata) are small. */
const MAX_MEDIA_FIELDS_BYTES = 1024 * 1024;

/** Where a media line's decoded bytes go; `end` gets the line's other fields once its data has passed. */
export interface MediaSink {
  write(bytes: Buffer): void;
  end(fields: Record<string, unknown>): void;
}

export interface LineHandlers {
  /** An ordinary line without its "\n" (may be empty); `number` counts from 1. */
  line(line: Buffer, number: number): void;
  /** A media line begins: where its data goes. */
  media(number: number): MediaSink;
}

type State = "line" | "fields" | "data" | "tail";

/** Push parser: `push` each inflated chunk in order, then `end`. Handlers run synchronously inside `push`. */
export class ArchiveLineParser {
  private state: State = "line";
  private pieces: Buffer[] = [];
  private pending = 0;
  private lineNumber = 1;
  private fieldsText = "";
  private base64Carry = "";
  private sink: MediaSink | null = null;
  private readonly handlers: LineHandlers;
  private readonly maxLineBytes: number;

  constructor(handlers: LineHandlers, maxLineBytes: number) {
    this.handlers = handlers;
    this.maxLineBytes = maxLineBytes;
  }

  push(raw: Buffer | Uint8Array): void {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    while (chunk.length) chunk = this.step(chunk);
  }

  end(): void {
    if (this.state !== "line") throw new Error(`the archive ends inside media line ${this.lineNumber}: it is cut off`);
    if (this.pending) this.handlers.line(this.takePieces(Buffer.alloc(0)), this.lineNumber);
  }

  /** Consumes the chunk's head in the current state and returns the rest. */
  private step(chunk: Buffer): Buffer {
    switch (this.state) {
      case "line":
        return this.stepLine(chunk);
      case "fields":
        return this.stepFields(chunk);
      case "data":
        return this.stepData(chunk);
      case "tail":
        return this.stepTail(chunk);
    }
  }

  private takePieces(last: Buffer): Buffer {
    const whole = this.pieces.length ? Buffer.concat([...this.pieces, last]) : last;
    this.pieces = [];
    this.pending = 0;
    return whole;
  }

  private keep(part: Buffer, limit: number, what = ""): void {
    if (this.pending + part.length > limit) throw new Error(`line ${this.lineNumber} is longer than ${limit} bytes${what}`);
    // a copy: the stream may reuse the chunk's memory
    this.pieces.push(Buffer.from(part));
    this.pending += part.length;
  }

  private stepLine(chunk: Buffer): Buffer {
    const nl = chunk.indexOf(NEWLINE);
    const part = nl === -1 ? chunk : chunk.subarray(0, nl);
    // a media line is recognised by its first bytes and from then on never collected whole
    const head = this.pending < MEDIA_PREFIX.length ? Buffer.concat([...this.pieces, part.subarray(0, MEDIA_PREFIX.length)]) : null;
    if (head && head.length >= MEDIA_PREFIX.length && head.subarray(0, MEDIA_PREFIX.length).equals(MEDIA_PREFIX)) {
      this.state = "fields";
      this.sink = this.handlers.media(this.lineNumber);
      return chunk;
    }
    if (nl === -1) {
      this.keep(part, this.maxLineBytes);
      return Buffer.alloc(0);
    }
    if (this.pending + part.length > this.maxLineBytes)
      throw new Error(`line ${this.lineNumber} is longer than ${this.maxLineBytes} bytes`);
    this.handlers.line(this.takePieces(part), this.lineNumber);
    this.lineNumber++;
    return chunk.subarray(nl + 1);
  }

  /** Collects the media line's fields up to `"data":"`. */
  private stepFields(chunk: Buffer): Buffer {
    const collected = Buffer.concat([...this.pieces, chunk]);
    const at = collected.indexOf(DATA_FIELD);
    const nl = collected.indexOf(NEWLINE);
    if (nl !== -1 && (at === -1 || nl < at)) throw new Error(`media line ${this.lineNumber} has no data`);
    if (at === -1) {
      if (collected.length > MAX_MEDIA_FIELDS_BYTES)
        throw new Error(`line ${this.lineNumber} is longer than ${MAX_MEDIA_FIELDS_BYTES} bytes before its data`);
      this.pieces = [Buffer.from(collected)];
      this.pending = collected.length;
      return Buffer.alloc(0);
    }
    this.fieldsText = collected.subarray(0, at).toString("utf8");
    this.pieces = [];
    this.pending = 0;
    this.state = "data";
    return collected.subarray(at + DATA_FIELD.length);
  }

  /** Decodes base64 up to the closing quote; whole 4-character groups only, the rest waits for the next chunk. */
  private stepData(chunk: Buffer): Buffer {
    const quote = chunk.indexOf(QUOTE);
    const part = quote === -1 ? chunk : chunk.subarray(0, quote);
    if (part.includes(NEWLINE)) throw new Error(`the data of media line ${this.lineNumber} is cut off`);
    if (part.includes(BACKSLASH)) throw new Error(`the data of media line ${this.lineNumber} is not base64`);
    const text = this.base64Carry + part.toString("latin1");
    const whole = text.length - (text.length % 4);
    if (whole) this.sink?.write(Buffer.from(text.slice(0, whole), "base64"));
    this.base64Carry = text.slice(whole);
    if (quote === -1) return Buffer.alloc(0);
    if (this.base64Carry) throw new Error(`the data of media line ${this.lineNumber} is not base64`);
    this.state = "tail";
    return chunk.subarray(quote + 1);
  }

  /** The rest of the media line after its data ("}" or more fields), then the line's fields go to the sink. */
  private stepTail(chunk: Buffer): Buffer {
    const nl = chunk.indexOf(NEWLINE);
    if (nl === -1) {
      this.keep(chunk, MAX_MEDIA_FIELDS_BYTES, " after its data");
      return Buffer.alloc(0);
    }
    const tail = this.takePieces(chunk.subarray(0, nl)).toString("utf8");
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(`${this.fieldsText}"data":""${tail}`) as Record<string, unknown>;
    } catch {
      throw new Error(`media line ${this.lineNumber} is not valid JSON`);
    }
    delete fields.data;
    const sink = this.sink;
    this.sink = null;
    this.state = "line";
    this.lineNumber++;
    sink?.end(fields);
    return chunk.subarray(nl + 1);
  }
}
