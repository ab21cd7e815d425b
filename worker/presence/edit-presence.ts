/**
 * @file EditPresence, a Durable Object per edited record (issue 46): the WebSocket of every editor who has the record
 * open, who is typing, and the "Trotzdem bearbeiten" notice to the others. It uses WebSocket hibernation, so an idle
 * record costs nothing: each socket carries its editor as its attachment, pings are answered by the runtime without
 * waking the object, and an alarm closes sockets that have stopped pinging (a crashed browser) within 25 s.
 */
import { DurableObject } from "cloudflare:workers";
import type { PresenceEditor, PresenceEvent } from "../../common/presence";

/** A socket that has sent nothing (not even a ping) for this long is gone. */
const STALE_MS = 20_000;
const SWEEP_MS = 5_000;

interface Attachment extends PresenceEditor {
  seen_at: number;
}

/** What the worker's route tells the object about the person connecting (never taken from the browser directly). */
export const PRESENCE_HEADERS = {
  userId: "x-presence-user-id",
  name: "x-presence-name",
  session: "x-presence-session",
  since: "x-presence-since",
};

const isOpen = (ws: WebSocket) => ws.readyState === WebSocket.OPEN;

export class EditPresence extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  async fetch(request: Request): Promise<Response> {
    const header = (name: string) => request.headers.get(name) ?? "";
    const now = Date.now();
    const editor: Attachment = {
      session: header(PRESENCE_HEADERS.session),
      user_id: Number(header(PRESENCE_HEADERS.userId)),
      name: decodeURIComponent(header(PRESENCE_HEADERS.name)),
      since: header(PRESENCE_HEADERS.since),
      typing_at: null,
      seen_at: now,
    };
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(editor);
    this.broadcast();
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now + SWEEP_MS);
    return new Response(null, { status: 101, webSocket: client });
  }

  webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    const editor = ws.deserializeAttachment() as Attachment;
    const now = Date.now();
    editor.seen_at = now;
    let kind: unknown;
    try {
      kind = typeof message === "string" ? (JSON.parse(message) as { type?: unknown }).type : undefined;
    } catch {
      kind = undefined;
    }
    if (kind === "typing") {
      editor.typing_at = new Date(now).toISOString();
      ws.serializeAttachment(editor);
      this.broadcast();
    } else if (kind === "takeover") {
      ws.serializeAttachment(editor);
      const event: PresenceEvent = { type: "takeover", session: editor.session, name: editor.name };
      for (const other of this.open(ws)) other.send(JSON.stringify(event));
    } else {
      ws.serializeAttachment(editor);
    }
  }

  webSocketClose(ws: WebSocket, code: number) {
    // 1005/1006 are reserved: a socket closed without a code is closed with a plain one
    if (isOpen(ws)) ws.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
    this.broadcast(ws);
  }

  webSocketError(ws: WebSocket) {
    this.broadcast(ws);
  }

  /** Closes the sockets that stopped pinging, and keeps sweeping while anyone is connected. */
  async alarm() {
    const now = Date.now();
    let closed = false;
    for (const ws of this.open()) {
      const pinged = this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0;
      const seen = Math.max(pinged, (ws.deserializeAttachment() as Attachment).seen_at);
      if (now - seen > STALE_MS) {
        ws.close(1001, "stale");
        closed = true;
      }
    }
    if (closed) this.broadcast();
    if (this.open().length > 0) await this.ctx.storage.setAlarm(now + SWEEP_MS);
  }

  private open(except?: WebSocket) {
    return this.ctx.getWebSockets().filter((ws) => ws !== except && isOpen(ws));
  }

  /** Sends every open socket the list of editors present (each one learns which entry it is itself). */
  private broadcast(except?: WebSocket) {
    const sockets = this.open(except);
    const editors = sockets.map((ws) => {
      const { seen_at: _seen, ...editor } = ws.deserializeAttachment() as Attachment;
      return editor;
    });
    for (const ws of sockets) {
      const event: PresenceEvent = { type: "editors", you: (ws.deserializeAttachment() as Attachment).session, editors };
      try {
        ws.send(JSON.stringify(event));
      } catch {
        // closing meanwhile: its own close event follows
      }
    }
  }
}
