/**
 * @file `usePresence`: who else has the record open in an editor, and who is typing (issue 46). One WebSocket per open
 * editor to the record's presence object (worker/presence/edit-presence.ts), pinged so that a crashed browser drops out
 * within 25 s, reconnected after a failure. A colleague who opened the record first holds a soft lock: this editor
 * asks "Trotzdem bearbeiten?" once, and choosing it tells the colleague.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { PRESENCE_PING_MS, PRESENCE_TYPING_MS, type PresenceEditor, type PresenceEvent } from "../../../common/presence";
import { Banner, Button, Modal } from "../ui";

/** Sent at most this often while typing. */
const TYPING_THROTTLE_MS = 2_000;
const RECONNECT_MAX_MS = 15_000;

/** "diesen Beitrag", "diese Seite", ... for the messages, by the editors' resource names. */
const RECORD_NOUN: Record<string, string> = {
  blog: "diesen Beitrag",
  pages: "diese Seite",
  team: "dieses Teammitglied",
  events: "diese Veranstaltung",
  "ai-content": "diesen Entwurf",
  settings: "die Einstellungen",
  translations: "diese Übersetzung",
};

/** The editors whose records have a presence socket (worker/routes/admin/index.ts mounts it for these; not roles). */
const PRESENCE_RESOURCES = new Set(Object.keys(RECORD_NOUN));
const clock = new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" });

export interface PresenceOptions {
  resource: string;
  recordId: number | string | null;
  userId: number | null;
  /** Leaves the editor (the lock dialog's "Schließen"); without it the dialog offers "Nur ansehen". */
  onLeave?: () => void;
}

export interface Presence {
  /** Call on every change of the form: sends "typing" at most every 2 s. */
  typed: () => void;
  banner: ReactNode;
  dialog: ReactNode;
}

function presenceUrl(resource: string, recordId: number | string, session: string, since: string) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = new URLSearchParams({ session, since });
  return `${scheme}://${location.host}/api/admin/${resource}/${encodeURIComponent(String(recordId))}/presence?${query}`;
}

export function usePresence({ resource, recordId, userId, onLeave }: PresenceOptions): Presence {
  const [others, setOthers] = useState<PresenceEditor[]>([]);
  const [takeover, setTakeover] = useState<string | null>(null);
  const [lockAnswered, setLockAnswered] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const socketRef = useRef<WebSocket | null>(null);
  const lastTyping = useRef(0);
  const [session] = useState(() => crypto.randomUUID());
  const [since] = useState(() => new Date().toISOString());

  useEffect(() => {
    if (recordId === null || userId === null || !PRESENCE_RESOURCES.has(resource)) return;
    let stopped = false;
    let retry = 1_000;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    const connect = () => {
      const ws = new WebSocket(presenceUrl(resource, recordId, session, since));
      socketRef.current = ws;
      ws.onopen = () => {
        retry = 1_000;
        pingTimer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send("ping"), PRESENCE_PING_MS);
      };
      ws.onmessage = (message) => {
        if (message.data === "pong") return;
        const event = JSON.parse(String(message.data)) as PresenceEvent;
        if (event.type === "editors") {
          setOthers(event.editors.filter((editor) => editor.session !== event.you));
          setNow(Date.now());
        } else if (event.type === "takeover") {
          setTakeover(event.name);
        }
      };
      ws.onclose = () => {
        clearInterval(pingTimer);
        if (socketRef.current === ws) socketRef.current = null;
        if (stopped) return;
        // nobody is known to be here until the socket is back
        setOthers([]);
        retryTimer = setTimeout(connect, retry);
        retry = Math.min(retry * 2, RECONNECT_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      socketRef.current?.close(1000, "editor closed");
      socketRef.current = null;
    };
  }, [resource, recordId, userId, session, since]);

  // "tippt gerade" ends by itself a few seconds after the last typing event
  const typingSoon = others.some((editor) => editor.typing_at && now - Date.parse(editor.typing_at) < PRESENCE_TYPING_MS);
  useEffect(() => {
    if (!typingSoon) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [typingSoon]);

  // reads only the socket's ref: the same function on every render
  const send = useCallback((event: { type: "typing" | "takeover" }) => {
    const ws = socketRef.current;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(event));
  }, []);
  const typed = useCallback(() => {
    const at = Date.now();
    if (at - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = at;
    send({ type: "typing" });
  }, [send]);

  const noun = RECORD_NOUN[resource] ?? "diesen Eintrag";
  const colleagues = others.filter((editor) => editor.user_id !== userId);
  const ownTabs = others.filter((editor) => editor.user_id === userId);
  // the soft lock: a colleague opened the record before this editor did
  const holder = colleagues.filter((editor) => editor.since < since).sort((a, b) => a.since.localeCompare(b.since))[0];
  const isTyping = (editor: PresenceEditor) => editor.typing_at !== null && now - Date.parse(editor.typing_at) < PRESENCE_TYPING_MS;
  const at = (iso: string) => clock.format(new Date(iso));

  const banner: ReactNode = (
    <>
      {takeover && (
        <Banner
          tone="warning"
          title={`${takeover} bearbeitet ${noun} jetzt ebenfalls.`}
          actions={
            <Button size="sm" onClick={() => setTakeover(null)}>
              OK
            </Button>
          }
        >
          <p>Speichern Sie bald: Änderungen an verschiedenen Feldern werden beim Speichern zusammengeführt.</p>
        </Banner>
      )}
      {(colleagues.length > 0 || ownTabs.length > 0) && (
        <div className="adm-presence" role="status" data-testid="presence">
          {colleagues.map((editor) => (
            <p key={editor.session}>
              <strong>{editor.name}</strong> bearbeitet {noun} seit {at(editor.since)}
              {isTyping(editor) ? " – tippt gerade" : ""}
            </p>
          ))}
          {ownTabs.length > 0 && (
            <p>
              Sie haben {noun} auch in einem anderen Fenster geöffnet
              {ownTabs.some(isTyping) ? " und tippen dort gerade" : ""}.
            </p>
          )}
        </div>
      )}
    </>
  );

  const dialog: ReactNode =
    holder && !lockAnswered ? (
      <Modal
        title="Wird gerade bearbeitet"
        size="sm"
        role="alertdialog"
        onClose={() => setLockAnswered(true)}
        footer={
          <>
            <Button
              onClick={() => {
                setLockAnswered(true);
                onLeave?.();
              }}
            >
              {onLeave ? "Schließen" : "Nur ansehen"}
            </Button>
            <Button
              variant="primary"
              data-autofocus
              onClick={() => {
                setLockAnswered(true);
                send({ type: "takeover" });
              }}
            >
              Trotzdem bearbeiten
            </Button>
          </>
        }
      >
        <p className="adm-confirm__message">
          {holder.name} bearbeitet {noun} seit {at(holder.since)}
          {isTyping(holder) ? " und tippt gerade" : ""}. Wenn Sie trotzdem bearbeiten, wird {holder.name} benachrichtigt; Änderungen an
          verschiedenen Feldern werden beim Speichern zusammengeführt.
        </p>
      </Modal>
    ) : null;

  return { typed, banner, dialog };
}
