/**
 * @file A save that may take back a redirecting address: on 409 slug_redirects it asks the editor and, if confirmed,
 * sends again with `?reuse_slug=true`. `const slug = useSlugReuse(); slug.send((reuse) => save.mutateAsync({ ..., reuseSlug: reuse }))`
 * inside the editor's `safety.save`, and `{slug.dialog}` in its markup.
 */
import { useState } from "react";
import { ApiClientError } from "../../api/errors";
import { ConfirmDialog } from "../ui";

export function useSlugReuse() {
  const [pending, setPending] = useState<{ paths: string[]; answer: (ok: boolean) => void } | null>(null);

  const send = async <T,>(attempt: (reuse: boolean) => Promise<T>): Promise<T> => {
    try {
      return await attempt(false);
    } catch (err) {
      if (!(err instanceof ApiClientError && err.code === "slug_redirects")) throw err;
      const paths = (err.details as { paths?: string[] } | undefined)?.paths ?? [];
      const ok = await new Promise<boolean>((resolve) => setPending({ paths, answer: resolve }));
      setPending(null);
      if (!ok) throw err;
      return attempt(true);
    }
  };

  const dialog = pending && (
    <ConfirmDialog
      title="Adresse wiederverwenden?"
      message={`Unter ${pending.paths.join(" und ") || "dieser Adresse"} ist eine Weiterleitung eingetragen (eine frühere Adresse oder ein gelöschter Eintrag). Soll der neue Slug sie ersetzen? Die Weiterleitung wird dann entfernt.`}
      confirmLabel="Slug verwenden"
      onConfirm={() => pending.answer(true)}
      onCancel={() => pending.answer(false)}
    />
  );
  return { send, dialog };
}
