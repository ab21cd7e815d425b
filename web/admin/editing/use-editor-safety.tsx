/**
 * @file `useEditorSafety`: what every admin edit form uses so that no editor's work is lost (issues 26, 46). It keeps the
 * form's unsaved state in this browser while typing (at most 200 ms behind, durably: web/admin/editing/draft-store.ts)
 * and on the server (web/admin/editing/server-autosave.ts) and offers the newer copy back, also typing done while that
 * offer shows; shows who else has the record open (web/admin/editing/presence.tsx); sends the loaded version with
 * each save and shows the conflict dialog on 409 edit_conflict; on a 401 opens the sign-in dialog over the form and
 * retries; offline, says so and saves once the connection is back; keeps the form on 500s with a retry; asks before
 * leaving with unsaved changes; keeps the session alive while the form is in use; and autosaves drafts every 10 s
 * where the form allows it.
 *
 *   const safety = useEditorSafety({ form, resource: "blog", recordId: post?.id ?? null, version: post?.version ?? null, labels });
 *   onSubmit: (body) => safety.save((version) => update.mutateAsync({ id, body, version })),
 *   <Modal onClose={() => safety.requestClose(onClose)}> <form>{safety.banner} ...</form> {safety.dialogs} </Modal>
 */
import { type AnyFormApi, useStore } from "@tanstack/react-form";
import { useBlocker } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { authApi, read } from "../../api/client";
import { ApiClientError } from "../../api/errors";
import { useSessionUser } from "../shell/use-session-user";
import { Banner, Button, ConfirmDialog, formatDateTime } from "../ui";
import { ConflictDialog, type EditConflict } from "./conflict-dialog";
import { clearDraft, type Draft, draftKey, readDraft, readDurableDraft, writeDraft } from "./draft-store";
import { differingFields, fieldNames } from "./field-diff";
import { usePresence } from "./presence";
import { ReauthDialog } from "./reauth-dialog";
import { deleteServerDraft, readServerDraft, SERVER_AUTOSAVED, writeServerDraft } from "./server-autosave";
import { watchSession } from "./session-watch";

/** While typing, the draft is written at most this often (and once more after the last change). */
const DRAFT_THROTTLE_MS = 200;
const AUTOSAVE_MS = 10_000;
/** The server copy of unsaved work is written at most this often while something changed. */
const SERVER_COPY_MS = 5_000;
/** Offline, a save is tried again this often (and at once when the browser reports the connection back). */
const OFFLINE_RETRY_MS = 15_000;
/** The session is touched at most this often, and only after input within the same span. */
const KEEP_ALIVE_MS = 4 * 60_000;

export interface EditorSafetyOptions<V> {
  form: AnyFormApi;
  /** The resource's name in the draft key, e.g. "blog". */
  resource: string;
  recordId: number | string | null;
  /** The version the record was loaded at (null for a new record). */
  version: number | null;
  /** German field names, for the draft offer and the conflict dialog. */
  labels: Record<string, string>;
  /** The stored record (the conflict's `current`) as form values. */
  toValues?: (record: never) => V;
  /** Autosave of drafts: `save` answers null when the values cannot be saved yet (invalid). */
  autosave?: { enabled: boolean; save: (values: V, version: number, session: string) => Promise<{ version: number } | null> };
  /** Closes the editor: offered when a colleague has the record open already. */
  onLeave?: () => void;
}

/** `offline`: the save waits for the connection and is sent again by itself until cancelled. */
type Failure = { message: string; retry: boolean; offline?: boolean };
/** A found copy of unsaved work: from this browser, or from the server. */
type Offer<V> = Draft<V> & { server?: boolean };

/** What a form gets: `save` wraps its mutation, `requestClose` its closing, `banner` and `dialogs` go into its markup. */
export interface EditorSafety {
  save: <T>(send: (version: number | null) => Promise<T>) => Promise<T>;
  requestClose: (close: () => void) => void;
  banner: ReactNode;
  dialogs: ReactNode;
  dirty: boolean;
  /** Whether the safety net itself tells the user about this save error (offline, 5xx, signed out, conflict): the
   * form then shows no second box for it. */
  reports: (error: unknown) => boolean;
}

const berlinTime = new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" });
// list rows' client-side keys (e.g. a page's sections) are no content
const ignoreClientKeys = (key: string, value: unknown) => (key === "clientKey" ? undefined : value);
const same = (a: unknown, b: unknown) => JSON.stringify(a, ignoreClientKeys) === JSON.stringify(b, ignoreClientKeys);

/** The fields a draft changes: a key the draft lacks (a secret, never stored) is no change. */
const draftChanges = (draft: object, baseline: object, labels: Record<string, string>) =>
  differingFields(draft, baseline, labels).filter((field) => field in draft);

const reportedHere = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 0 || error.status === 401 || error.status >= 500 || error.code === "edit_conflict");

export function useEditorSafety<V extends object>(options: EditorSafetyOptions<V>): EditorSafety {
  const { form, resource, recordId, labels } = options;
  const user = useSessionUser();
  const [owner] = useState(() => user);
  const key = owner ? draftKey(owner.id, resource, recordId) : null;
  const values = useStore(form.store, (s: { values: V }) => s.values);
  const versionRef = useRef(options.version);
  const baselineRef = useRef<V>(values);
  const dirty = !same(values, baselineRef.current);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const [offer, setOffer] = useState<Offer<V> | null>(() => {
    const draft = key ? readDraft<V>(key) : null;
    if (!draft) return null;
    if (draftChanges(draft.values, baselineRef.current, labels).length > 0) return draft;
    if (key) clearDraft(key);
    return null;
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // the box sits at the form's top, the save button at its bottom: a failure scrolls its box into view
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [failure]);
  const [conflict, setConflict] = useState<EditConflict<V> | null>(null);
  const [reauthOpen, setReauthOpen] = useState(false);
  const reauthWaiters = useRef<((ok: boolean) => void)[]>([]);
  const [leaving, setLeaving] = useState<null | (() => void)>(null);
  const [autosavedAt, setAutosavedAt] = useState<Date | null>(null);
  const [autosaveNote, setAutosaveNote] = useState<string | null>(null);
  const [serverCopyAt, setServerCopyAt] = useState<Date | null>(null);
  const serverCopy = useRef<{ values: V | null; stored: boolean }>({ values: null, stored: false });
  const serverCopied = recordId !== null && SERVER_AUTOSAVED.has(resource);
  const presence = usePresence({ resource, recordId, userId: owner?.id ?? null, onLeave: options.onLeave });

  /** The server copy is gone once the record is saved or the work discarded. */
  const forgetServerCopy = useCallback(() => {
    if (recordId === null || !serverCopy.current.stored) return;
    serverCopy.current = { values: null, stored: false };
    setServerCopyAt(null);
    void deleteServerDraft(resource, recordId);
  }, [resource, recordId]);
  const busy = useRef(false);
  const [session] = useState(() => crypto.randomUUID());
  const lastInput = useRef(0);
  const lastTouch = useRef(Date.now());

  // the draft in this browser while typing: throttled, not only after a pause, so a crash loses at most the last 200 ms.
  // While a found draft waits for the user's answer it is kept; what the user types meanwhile becomes the draft.
  const lastDraftWrite = useRef(0);
  const draftWritten = useRef(false);
  useEffect(() => {
    if (!key) return;
    if (!dirty) {
      // back to the stored state: the draft this form wrote goes (never at opening: a durable draft is still being read)
      if (!offer && draftWritten.current) clearDraft(key);
      draftWritten.current = false;
      return;
    }
    draftWritten.current = true;
    lastInput.current = Date.now();
    presence.typed();
    const write = () => {
      lastDraftWrite.current = Date.now();
      writeDraft(key, versionRef.current, values);
    };
    const wait = lastDraftWrite.current + DRAFT_THROTTLE_MS - Date.now();
    if (wait <= 0) {
      write();
      return;
    }
    const timer = setTimeout(write, wait);
    return () => clearTimeout(timer);
  }, [key, offer, dirty, values, presence.typed]);

  // the durable copy may be newer than the quick one (a killed browser had not written localStorage to disk yet)
  useEffect(() => {
    if (!key) return;
    let alive = true;
    void readDurableDraft<V>(key).then((durable) => {
      if (!alive || !durable || dirtyRef.current) return;
      if (draftChanges(durable.values, baselineRef.current, optionsRef.current.labels).length === 0) {
        clearDraft(key);
        return;
      }
      setOffer((shown) => (shown && shown.saved_at >= durable.saved_at ? shown : durable));
    });
    return () => {
      alive = false;
    };
  }, [key]);

  // the server's copy (another browser, or this one after its storage was cleared): offered when it is the newest
  useEffect(() => {
    if (!serverCopied || recordId === null) return;
    let alive = true;
    void readServerDraft<V>(resource, recordId).then((found) => {
      if (!alive || !found) return;
      serverCopy.current.stored = true;
      if (dirtyRef.current) return;
      if (draftChanges(found.values, baselineRef.current, optionsRef.current.labels).length === 0) {
        forgetServerCopy();
        return;
      }
      setOffer((shown) => (shown && shown.saved_at >= found.saved_at ? shown : { ...found, server: true }));
    });
    return () => {
      alive = false;
    };
  }, [serverCopied, resource, recordId, forgetServerCopy]);

  // a 401 anywhere while this form is open: sign in again here instead of leaving
  useEffect(() => watchSession(() => setReauthOpen(true)), []);

  const askSignIn = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        reauthWaiters.current.push(resolve);
        setReauthOpen(true);
      }),
    [],
  );
  const endReauth = (ok: boolean) => {
    setReauthOpen(false);
    const waiters = reauthWaiters.current;
    reauthWaiters.current = [];
    for (const resolve of waiters) resolve(ok);
    lastTouch.current = Date.now();
  };

  const markSaved = (saved: V, version: number | undefined) => {
    if (version !== undefined) versionRef.current = version;
    baselineRef.current = saved;
    if (key && same(form.state.values, saved)) clearDraft(key);
    forgetServerCopy();
  };

  const markSavedRef = useRef(markSaved);
  markSavedRef.current = markSaved;

  /** Runs a save with the version the form is at; see the file header for what happens on each failure. */
  const save = async <T,>(send: (version: number | null) => Promise<T>): Promise<T> => {
    setFailure(null);
    busy.current = true;
    try {
      for (;;) {
        const sent = form.state.values as V;
        try {
          const result = await send(versionRef.current);
          markSaved(sent, (result as { version?: number } | undefined)?.version);
          return result;
        } catch (err) {
          if (!(err instanceof ApiClientError)) throw err;
          if (err.status === 401) {
            if (await askSignIn()) continue;
            setFailure({
              message: "Nicht gespeichert: Sie sind nicht mehr angemeldet. Ihre Eingaben bleiben in diesem Browser erhalten.",
              retry: true,
            });
          } else if (err.code === "edit_conflict") {
            const details = err.details as { version: number; changed_at: string | null; changed_by: string | null; current: unknown };
            const toValues = optionsRef.current.toValues;
            const theirs = toValues ? toValues(details.current as never) : (details.current as V);
            setConflict({ version: details.version, changed_at: details.changed_at, changed_by: details.changed_by, theirs });
          } else if (err.status === 0) {
            setFailure({
              message: navigator.onLine
                ? "Keine Verbindung zum Server – wird gespeichert, sobald die Verbindung zurück ist."
                : "Offline – wird gespeichert, sobald die Verbindung zurück ist.",
              retry: true,
              offline: true,
            });
          } else if (err.status >= 500) {
            setFailure({
              message: "Nicht gespeichert: Der Server hat einen Fehler gemeldet. Ihre Eingaben bleiben erhalten.",
              retry: true,
            });
          }
          throw err;
        }
      }
    } finally {
      busy.current = false;
    }
  };

  // offline: the save goes out again when the browser is back online, and every few seconds, until it is cancelled
  const waitingOnline = failure?.offline === true;
  useEffect(() => {
    if (!waitingOnline) return;
    const again = () => {
      if (navigator.onLine && !busy.current) void form.handleSubmit();
    };
    window.addEventListener("online", again);
    const timer = setInterval(again, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener("online", again);
      clearInterval(timer);
    };
  }, [waitingOnline, form]);

  // the server copy of unsaved work in saved records (drafts that autosave themselves need none)
  useEffect(() => {
    if (!serverCopied || recordId === null) return;
    const timer = setInterval(async () => {
      const version = versionRef.current;
      if (version === null || busy.current || !dirtyRef.current || optionsRef.current.autosave?.enabled) return;
      const current = form.state.values as V;
      if (serverCopy.current.values && same(current, serverCopy.current.values)) return;
      if (await writeServerDraft(resource, recordId, version, current)) {
        serverCopy.current = { values: current, stored: true };
        // saved meanwhile: the copy is stale at once
        if (!dirtyRef.current) forgetServerCopy();
        else setServerCopyAt(new Date());
      }
    }, SERVER_COPY_MS);
    return () => clearInterval(timer);
  }, [serverCopied, resource, recordId, form, forgetServerCopy]);

  // autosave of drafts every 10 s while something changed since the last save
  useEffect(() => {
    const timer = setInterval(async () => {
      const auto = optionsRef.current.autosave;
      const version = versionRef.current;
      // (also while a found draft is offered: what the user types meanwhile is theirs to keep)
      if (!auto?.enabled || version === null || busy.current || conflict || !dirtyRef.current) return;
      const current = form.state.values as V;
      busy.current = true;
      try {
        const saved = await auto.save(current, version, session);
        if (!saved) return;
        markSavedRef.current(current, saved.version);
        setAutosavedAt(new Date());
        setAutosaveNote(null);
      } catch (err) {
        const stale = err instanceof ApiClientError && (err.code === "edit_conflict" || err.code === "conflict");
        setAutosaveNote(
          stale
            ? "Automatisches Speichern angehalten: Der Eintrag wurde anderswo geändert."
            : "Automatisches Speichern fehlgeschlagen; Ihre Eingaben bleiben erhalten.",
        );
      } finally {
        busy.current = false;
      }
    }, AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [form, session, conflict]);

  // keep the session alive while the form is in use: a light read, at most every few minutes, after recent input
  useEffect(() => {
    const timer = setInterval(async () => {
      const now = Date.now();
      if (now - lastInput.current > KEEP_ALIVE_MS || now - lastTouch.current < KEEP_ALIVE_MS) return;
      lastTouch.current = now;
      try {
        const { user: live } = await read(authApi.session.$get());
        if (!live) setReauthOpen(true);
      } catch {
        // offline: the next save says so
      }
    }, 30_000);
    return () => clearInterval(timer);
  }, []);

  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });

  const discardDraft = () => {
    if (key) clearDraft(key);
    forgetServerCopy();
  };
  const requestClose = (close: () => void) => {
    if (!dirtyRef.current) {
      close();
      return;
    }
    setLeaving(() => close);
  };
  const restore = () => {
    if (!offer) return;
    for (const [field, value] of Object.entries(offer.values)) {
      if (field in (form.state.values as object)) form.setFieldValue(field, value);
    }
    setOffer(null);
  };

  const offerFields = offer ? draftChanges(offer.values, baselineRef.current, labels) : [];
  const staleOffer = offer && offer.version !== null && versionRef.current !== null && offer.version < versionRef.current;
  const banner: ReactNode = (
    <>
      {offer && (
        <Banner
          tone="warning"
          title={`Ungespeicherte Änderungen vom ${formatDateTime(offer.saved_at)}${offer.server ? " (auf dem Server gesichert)" : ""}`}
          actions={
            <>
              <Button size="sm" variant="primary" onClick={restore}>
                Wiederherstellen
              </Button>
              <Button
                size="sm"
                onClick={() => {
                  discardDraft();
                  setOffer(null);
                }}
              >
                Verwerfen
              </Button>
            </>
          }
        >
          <p>Geänderte Felder: {fieldNames(offerFields, labels)}</p>
          {staleOffer && (
            <p>
              Achtung: Der Eintrag wurde nach diesem Entwurf gespeichert (Entwurf auf Version {offer.version}, jetzt Version{" "}
              {versionRef.current}). Prüfen Sie die Felder, bevor Sie speichern.
            </p>
          )}
        </Banner>
      )}
      {failure && (
        <div ref={failureRef}>
          <Banner
            tone="error"
            title={failure.message}
            actions={
              failure.retry ? (
                <>
                  <Button size="sm" onClick={() => void form.handleSubmit()}>
                    {failure.offline ? "Jetzt versuchen" : "Erneut speichern"}
                  </Button>
                  {failure.offline && (
                    <Button
                      size="sm"
                      onClick={() =>
                        setFailure({ message: "Nicht gespeichert. Ihre Eingaben bleiben in diesem Browser erhalten.", retry: true })
                      }
                    >
                      Abbrechen
                    </Button>
                  )}
                </>
              ) : undefined
            }
          />
        </div>
      )}
      {presence.banner}
      {(autosavedAt || autosaveNote) && (
        <p className="adm-autosave" role="status">
          {autosaveNote ?? `Automatisch gespeichert um ${berlinTime.format(autosavedAt!)}`}
        </p>
      )}
      {serverCopyAt && !autosavedAt && !autosaveNote && dirty && (
        <p className="adm-autosave" role="status">
          Zwischenstand um {berlinTime.format(serverCopyAt)} auf dem Server gesichert (nicht veröffentlicht)
        </p>
      )}
    </>
  );

  const dialogs: ReactNode = (
    <>
      {conflict && (
        <ConflictDialog
          conflict={conflict}
          mine={form.state.values as V}
          base={baselineRef.current}
          labels={labels}
          onCancel={() => setConflict(null)}
          onResolve={(merged, andSave) => {
            for (const [field, value] of Object.entries(merged)) form.setFieldValue(field, value);
            versionRef.current = conflict.version;
            baselineRef.current = conflict.theirs;
            setConflict(null);
            setAutosaveNote(null);
            if (andSave) setTimeout(() => void form.handleSubmit(), 0);
          }}
        />
      )}
      {presence.dialog}
      {reauthOpen && owner && <ReauthDialog user={owner} onSignedIn={() => endReauth(true)} onCancel={() => endReauth(false)} />}
      {(leaving || blocker.status === "blocked") && (
        <ConfirmDialog
          title="Ungespeicherte Änderungen"
          message="Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie fortfahren, werden sie verworfen."
          confirmLabel="Verwerfen"
          onCancel={() => {
            setLeaving(null);
            if (blocker.status === "blocked") blocker.reset();
          }}
          onConfirm={() => {
            discardDraft();
            dirtyRef.current = false;
            baselineRef.current = form.state.values as V;
            const close = leaving;
            setLeaving(null);
            if (blocker.status === "blocked") blocker.proceed();
            close?.();
          }}
        />
      )}
    </>
  );

  return { save, requestClose, banner, dialogs, dirty, reports: reportedHere };
}
